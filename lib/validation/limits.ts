/**
 * Rules the forms need while rendering, kept apart from the schemas so that a
 * page can show a form without loading zod (the schemas load on first check).
 */
/** The registration form's default country (Bangladesh). */
export const DEFAULT_PHONE_COUNTRY = "BD";
export const REVIEW_MAX_LENGTH = 1000;
