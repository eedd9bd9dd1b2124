import { remembering } from "./said";
/**
 * Stopping texts: the stop link's refusal, and the gateways' replies (STOP, START). The stop link's page
 * is in the catalogue (lib/messages/<language>/booking.json, `stopTexts`).
 */
export const smsStopMessages = remembering({
  linkInvalid: "This link to stop texts is not valid. Open it again from the text in full, or choose how you get reminders in your profile.",
  replyReceived: "Reply received",
  repliesClosed: "This server takes no replies from that gateway",
  replySignatureInvalid: "The reply's signature is missing or does not verify",
  replySecretInvalid: "The reply's secret is missing or wrong",
  replySenderInvalid: "The reply's sender is missing or is not a phone number",
}, "smsStop");
