import { icon } from "./icon";

export const Loader2Icon = icon("loader-circle", [["path", { d: "M21 12a9 9 0 1 1-6.219-8.56", key: "13zald" }]], ["loader-2"]);
