import "server-only";
import { cookies } from "next/headers";
import { FLASH_COOKIE, type FlashKey } from "@/lib/forms/flash";
import { secureCookies } from "@/lib/config/session-cookies";

/**
 * A message for the next page, after a redirect: a short-lived cookie the
 * browser reads and clears (components/forms/flash-toasts.tsx shows it).
 * Only a known key is stored, never text.
 */
export async function flash(key: FlashKey): Promise<void> {
  (await cookies()).set(FLASH_COOKIE, key, { path: "/", maxAge: 60, sameSite: "lax", httpOnly: false, secure: secureCookies() });
}
