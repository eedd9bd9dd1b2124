import { remembering } from "./said";
/**
 * Text messages (SMS) and what the site says about them. The texts customers get are written from
 * their language's lib/messages/<language>/texts.json. Texts are short: each names the shop, the
 * service and the local date and time, links to the booking and says how to stop them; in English
 * each fits two segments (tests/unit/sms-texts.test.ts, which reads the English kept below).
 */
export const smsMessages = remembering({
  // The English of texts.json's booking texts and resetText, kept for tests/unit/sms-texts.test.ts
  // (tests/unit/i18n-mail.test.ts holds texts.json's English to them word for word).
  confirmationText: (d: { shop: string; service: string; when: string; link: string; stop: string }) =>
    `${d.shop}: ${d.service} booked for ${d.when}. ${d.link} Stop texts: ${d.stop}`,
  reminderText: (d: { shop: string; service: string; when: string; link: string; stop: string }) =>
    `${d.shop} reminder: ${d.service} on ${d.when}. ${d.link} Stop texts: ${d.stop}`,
  rescheduleText: (d: { shop: string; service: string; when: string; link: string; stop: string }) =>
    `${d.shop}: ${d.service} moved to ${d.when}. ${d.link} Stop texts: ${d.stop}`,
  cancellationText: (d: { shop: string; service: string; when: string; link: string; stop: string }) =>
    `${d.shop}: ${d.service} on ${d.when} is cancelled. ${d.link} Stop texts: ${d.stop}`,
  refundText: (d: { shop: string; service: string; when: string; amount: string; link: string; stop: string }) =>
    `${d.shop}: ${d.amount} refunded for ${d.service} on ${d.when}. ${d.link} Stop texts: ${d.stop}`,
  offerText: (d: { shop: string; service: string; when: string; until: string; claim: string; stop: string }) =>
    `${d.shop}: ${d.service} ${d.when} is free for you until ${d.until}: ${d.claim} Stop texts: ${d.stop}`,
  resetText: (shop: string, link: string) => `${shop}: set a new password within 30 minutes at ${link} If you did not ask for it, ignore this text.`,
  devTextsTitle: "Texts",
  devTextsEmpty: "No texts yet. A customer who verified their phone and chose texts gets them here.",
  devTextTo: (to: string) => `To ${to}`,
  codeRequired: "Enter the code we texted you",
  codeShape: "The code is six digits",
  channelsInvalid: "Choose email, text or both",
  codeSent: "If this number can receive texts, a code is on its way. It expires in 10 minutes.",
  codeWrong: "That code is wrong or has expired. Ask for a new one.",
  noPhone: "Add your phone number first",
  phoneVerified: "Your phone number is verified",
  textsUnavailable: "This shop does not send texts",
  textsNeedVerifiedPhone: "Verify your phone number before choosing texts",
  channelsSaved: "Your reminder choice is saved",
  channelsLegend: "Send my reminders by",
  channelLabels: { email: "Email", sms: "Text (SMS)", both: "Email and text" } as Record<"email" | "sms" | "both", string>,
  reportReceived: "Delivery report received",
  signatureInvalid: "The delivery report's signature is missing or does not verify",
  secretInvalid: "The delivery report's secret is missing or wrong",
  apiAccess: "the text gateway (its signature or secret)",
  reportsClosed: "This server takes no delivery reports from that gateway",
  switchInvalid: "must be true or false",
  switchesInvalid: "must say, for any of confirmation, reminder, reschedule, cancellation, refund and offer, true or false",
  settingsLegend: "Text messages",
  settingsHint: "To customers who verified their phone and chose texts. Each is also emailed as before.",
  switchLabels: {
    confirmation: "Booking confirmed",
    reminder: "Reminders",
    reschedule: "Booking moved",
    cancellation: "Booking cancelled",
    refund: "Refund made",
    offer: "Waitlist place offered",
  } as Record<"confirmation" | "reminder" | "reschedule" | "cancellation" | "refund" | "offer", string>,
  reminderOffsets: "Text reminders (minutes before, comma-separated)",
  reminderOffsetsHint: (email: string) => `Empty: the same as the email reminders (${email || "none"}).`,
  /** What reminderOffsetsHint names when the email reminders are none (the form passes it, in the admin's language). */
  remindersNone: "none",
}, "sms");
