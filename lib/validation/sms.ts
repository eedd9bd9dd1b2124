import { z } from "zod";

/** How a customer wants their reminders: by email, by text (SMS), or both. */
export const REMINDER_CHANNELS = ["email", "sms", "both"] as const;
export const reminderChannelsSchema = z.enum(REMINDER_CHANNELS);
export type ReminderChannels = z.infer<typeof reminderChannelsSchema>;

type Reader = { phone: string; phoneVerifiedAt: Date | null; reminderChannels: string };

/** Texts go only to a number its owner proved theirs, and only to one who chose them. */
export const wantsTexts = (user: Reader): boolean => user.phone !== "" && user.phoneVerifiedAt !== null && (user.reminderChannels === "sms" || user.reminderChannels === "both");

/** A customer who chose texts alone gets no reminder email (once their number is verified: else they would get none). */
export const wantsReminderEmails = (user: Reader): boolean => !(wantsTexts(user) && user.reminderChannels === "sms");

