/** Stopping texts: the stop link's page, and the gateways' replies (STOP, START). */
export const smsStopMessages = {
  pageTitle: "Stop texts",
  question: (shop: string) => `Stop texts from ${shop}?`,
  explain: "You will get no more texts about your bookings; your reminders come by email instead. A code or a password-reset link you ask for yourself is still texted.",
  stopButton: "Stop texts",
  stopping: "Stopping...",
  stopped: (shop: string) => `Texts from ${shop} are off. Your reminders come by email.`,
  alreadyStopped: (shop: string) => `Texts from ${shop} were already off: nothing changed.`,
  chooseAgain: "Changed your mind? Choose texts again in your profile's Phone and texts.",
  profileLink: "Phone and texts",
  linkInvalid: "This link to stop texts is not valid. Open it again from the text in full, or choose how you get reminders in your profile.",
  replyReceived: "Reply received",
  repliesClosed: "This server takes no replies from that gateway",
  replySignatureInvalid: "The reply's signature is missing or does not verify",
  replySecretInvalid: "The reply's secret is missing or wrong",
  replySenderInvalid: "The reply's sender is missing or is not a phone number",
};
