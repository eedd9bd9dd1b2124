import { icon } from "./icon";

export const ChevronDownIcon = icon("chevron-down", [["path", { d: "m6 9 6 6 6-6", key: "qrunsl" }]]);
