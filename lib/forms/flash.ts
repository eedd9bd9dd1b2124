import { flashMessages } from "@/lib/messages/flash";

/**
 * Messages that outlive a redirect: a form's action stores a key in this
 * cookie just before it leads elsewhere (lib/actions/flash.ts), and
 * the next page shows the message as a toast and clears the cookie
 * (components/forms/flash-toasts.tsx). Keys only: the cookie never holds text.
 */
export const FLASH_COOKIE = "flash";

export const FLASH_MESSAGES = flashMessages;

export type FlashKey = keyof typeof FLASH_MESSAGES;

export const isFlashKey = (value: string): value is FlashKey => Object.hasOwn(FLASH_MESSAGES, value);
