export const formsMessages = {
  checkFields: "Please check the highlighted fields",
} as const;
