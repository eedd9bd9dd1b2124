import { remembering } from "./said";
export const formsMessages = remembering({
  checkFields: "Please check the highlighted fields",
} as const, "forms");
