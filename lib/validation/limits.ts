/**
 * Rules the forms need while rendering, kept apart from the schemas so that a
 * page can show a form without loading zod (the schemas load on first check).
 */
/** The registration form's default country (Bangladesh). */
export const DEFAULT_PHONE_COUNTRY = "BD";
/** Its calling code, which the phone field shows before its code has loaded (a unit test checks it against libphonenumber's). */
export const DEFAULT_PHONE_CALLING_CODE = "880";
export const REVIEW_MAX_LENGTH = 1000;

/** Avatars: 2 MB at most. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** Service photos: 5 MB at most. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The shop's logo: 2 MB at most. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** The most an avatar upload's body may hold: a 2 MB avatar and its multipart framing. */
export const UPLOAD_BODY_MAX_BYTES = AVATAR_MAX_BYTES + 64 * 1024;
/** The most a photo upload's body may hold, and so any server action's (a photo is the largest thing a form sends). */
export const PHOTO_BODY_MAX_BYTES = PHOTO_MAX_BYTES + 64 * 1024;
