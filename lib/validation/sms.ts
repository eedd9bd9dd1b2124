import { z } from "zod";
import { smsMessages } from "@/lib/messages/sms";
import { phoneSchema } from "./auth";

/** How a customer wants their reminders: by email, by text (SMS), or both. */
export const REMINDER_CHANNELS = ["email", "sms", "both"] as const;
export const reminderChannelsSchema = z.enum(REMINDER_CHANNELS);
export type ReminderChannels = z.infer<typeof reminderChannelsSchema>;

type Reader = { phone: string; phoneVerifiedAt: Date | null; reminderChannels: string };

/** Texts go only to a number its owner proved theirs, and only to one who chose them. */
export const wantsTexts = (user: Reader): boolean => user.phone !== "" && user.phoneVerifiedAt !== null && (user.reminderChannels === "sms" || user.reminderChannels === "both");

/** A customer who chose texts alone gets no reminder email (once their number is verified: else they would get none). */
export const wantsReminderEmails = (user: Reader): boolean => !(wantsTexts(user) && user.reminderChannels === "sms");

/** Ask for a code: to the account's own number, or to a new one (which becomes the account's when confirmed). */
export const phoneCodeRequestSchema = z.object({ phone: phoneSchema.optional() });
export type PhoneCodeRequest = z.infer<typeof phoneCodeRequestSchema>;

/** The six digits a text brought. */
export const phoneCodeConfirmSchema = z.object({
  code: z
    .string({ error: smsMessages.codeRequired })
    .trim()
    .regex(/^\d{6}$/, { error: smsMessages.codeShape }),
});

/** How reminders are wanted. */
export const reminderChannelsInputSchema = z.object({ channels: z.enum(REMINDER_CHANNELS, { error: smsMessages.channelsInvalid }) });
