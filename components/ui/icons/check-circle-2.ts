import { icon } from "./icon";

export const CheckCircle2Icon = icon("circle-check", [["circle", { cx: "12", cy: "12", r: "10", key: "1mglay" }], ["path", { d: "m16 9-5.5 5.5L8 12", key: "xofnsj" }]], ["check-circle-2"]);
