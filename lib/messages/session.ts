/** The toast every form shows while its action runs (components/forms/use-form-action.ts), unless its page gives its own words. */
export const sessionMessages = {
  wait: "Please wait...",
} as const;
