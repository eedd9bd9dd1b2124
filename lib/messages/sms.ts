/**
 * Text messages (SMS) and what the site says about them. Texts are short: each names the shop,
 * the service and the local date and time, links to the booking and says how to stop them; in
 * English each fits two segments (tests/unit/sms-texts.test.ts).
 */
export const smsMessages = {
  confirmationText: (d: { shop: string; service: string; when: string; link: string; stop: string }) =>
    `${d.shop}: ${d.service} booked for ${d.when}. ${d.link} Stop texts: ${d.stop}`,
  reminderText: (d: { shop: string; service: string; when: string; link: string; stop: string }) =>
    `${d.shop} reminder: ${d.service} on ${d.when}. ${d.link} Stop texts: ${d.stop}`,
  devTextsTitle: "Texts",
  devTextsEmpty: "No texts yet. A customer who verified their phone and chose texts gets them here.",
  devTextTo: (to: string) => `To ${to}`,
  reportReceived: "Delivery report received",
  signatureInvalid: "The delivery report's signature is missing or does not verify",
  secretInvalid: "The delivery report's secret is missing or wrong",
  apiAccess: "the text gateway (its signature or secret)",
  reportsClosed: "This server takes no delivery reports from that gateway",
};
