import { remembering } from "./said";
/**
 * The messages that outlive a redirect (lib/forms/flash.ts), shown as a toast on the next page. A file of their
 * own: the toast is part of every page's script, which then carries these words and no other file's.
 * Those after signing in, registering and a new password are in the catalogue (the `auth` section's `flash`).
 */
export const flashMessages = remembering({
  serviceRetired: { title: "Service deleted", description: "Its bookings were cancelled as Booking Management cancels one: refunded, and each customer emailed." },
  serviceSaved: { title: "Service saved", description: "The catalogue shows the change at once." },
} as const, "flash");
