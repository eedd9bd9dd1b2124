import { remembering } from "./said";
/** The built-in test checkout's refusal of a session it does not know; its page is in the catalogue (lib/messages/<language>/booking.json, `testCheckout`). */
export const testCheckoutMessages = remembering({
  expired: "This checkout has ended",
} as const, "testCheckout");
