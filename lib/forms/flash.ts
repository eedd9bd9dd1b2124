import type enAuth from "@/lib/messages/en/auth.json";
import { flashMessages } from "@/lib/messages/flash";

/**
 * Messages that outlive a redirect: a form's action stores a key in this
 * cookie just before it leads elsewhere (lib/actions/flash.ts), and
 * the next page shows the message as a toast and clears the cookie
 * (components/forms/flash-toasts.tsx). Keys only: the cookie never holds text.
 */
export const FLASH_COOKIE = "flash";

/** The messages still written in English only (lib/messages/flash.ts). */
export const FLASH_MESSAGES = flashMessages;

/**
 * The messages of the catalogue (the `auth` section's `flash`): the next page shows them in its
 * language, from the words every page's client components get (ClientWords' `flash`).
 */
export const CATALOGUE_FLASH_KEYS = ["loggedIn", "registered", "passwordReset"] as const satisfies readonly (keyof typeof enAuth.flash)[];
export type CatalogueFlashKey = (typeof CATALOGUE_FLASH_KEYS)[number];

export type FlashKey = keyof typeof FLASH_MESSAGES | CatalogueFlashKey;

export const isCatalogueFlashKey = (value: string): value is CatalogueFlashKey => (CATALOGUE_FLASH_KEYS as readonly string[]).includes(value);

export const isFlashKey = (value: string): value is FlashKey => Object.hasOwn(FLASH_MESSAGES, value) || isCatalogueFlashKey(value);
