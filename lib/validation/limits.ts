/**
 * Rules the forms need while rendering, kept apart from the schemas so that a
 * page can show a form without loading zod (the schemas load on first check).
 */
/** The registration form's default country (Bangladesh). */
export const DEFAULT_PHONE_COUNTRY = "BD";
export const REVIEW_MAX_LENGTH = 1000;

/** Avatars: 2 MB at most. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** The most an upload's body may hold: a 2 MB avatar and its multipart framing (the REST upload and the server actions alike). */
export const UPLOAD_BODY_MAX_BYTES = AVATAR_MAX_BYTES + 64 * 1024;
