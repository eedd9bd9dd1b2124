import "server-only";
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { parsePhoneNumberFromString } from "libphonenumber-js";
import { db } from "@/lib/db";
import { authSecret } from "@/lib/config/env";
import type { User } from "@/lib/generated/prisma/client";
import { messages } from "@/lib/messages";
import { invalid } from "@/lib/errors";
import { pagesShowing } from "@/lib/server/cache";
import { knownClientAddress } from "@/lib/server/client-address";
import { now } from "@/lib/server/clock";
import { transaction } from "@/lib/server/database/transaction";
import { operation } from "@/lib/server/operation";
import { QUEUES, wake } from "@/lib/server/queue/job-queue";
import { consume, hit, type Limit } from "@/lib/server/rate-limit";
import { textWords, writingFor } from "@/lib/server/mail/customer-language";
import { getSettings } from "@/lib/server/settings/business-settings";
import { phoneCodeConfirmSchema, phoneCodeRequestSchema, reminderChannelsInputSchema, type PhoneCodeRequest } from "@/lib/validation/sms";
import { CODE_MINUTES, queueCodeText } from "./deliveries";
import { smsProvider } from "./providers";

const smsText = messages.sms;

/**
 * Proving a phone number is one's own: a six-digit code texted to it (through the queue, as every
 * text), good for CODE_MINUTES and MAX_TRIES tries, kept only as a keyed hash. Codes are limited per
 * number (a number cannot be flooded, whoever asks) and per client address (one client cannot text
 * many numbers). The answer to asking is the same whatever the number: nothing is said about other
 * accounts (a number may be verified on more than one: a family's shared phone).
 */
export const MAX_TRIES = 5;
export const codeLimits = {
  perNumber: { name: "phone-code:number", max: 3, windowSeconds: 15 * 60 } satisfies Limit,
  perClient: { name: "phone-code:client", max: 10, windowSeconds: 60 * 60 } satisfies Limit,
};

/** The tries at one code: counted from the first, for as long as a code is good. */
const codeTries: Limit = { name: "phone-code:tries", max: MAX_TRIES, windowSeconds: CODE_MINUTES * 60 };

const codeHash = (verificationId: string, code: string) => createHmac("sha256", authSecret()).update(`${verificationId}:${code}`).digest();

const wrongCode = () => invalid(smsText.codeWrong, [{ field: "code", message: smsText.codeWrong }]);

/** Texts a new code to `input.phone` or the account's own number, replacing the account's earlier codes. `client`: whose requests count (null: none can be told). */
export async function issuePhoneCode(user: User, input: PhoneCodeRequest, client: string | null): Promise<void> {
  if (!smsProvider()) throw invalid(smsText.textsUnavailable);
  const phone = parsePhoneNumberFromString(input.phone ?? user.phone)?.number;
  if (!phone) throw invalid(smsText.noPhone, [{ field: "phone", message: smsText.noPhone }]);
  await consume(codeLimits.perNumber, phone);
  if (client) await consume(codeLimits.perClient, client);
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const settings = await getSettings();
  // In the language the account chose, else the shop's.
  const text = textWords(writingFor(user, null, settings))("codeText", { code, shop: settings.businessName, minutes: CODE_MINUTES });
  await transaction(async (tx) => {
    await tx.phoneVerification.deleteMany({ where: { userId: user.id } });
    const { id } = await tx.phoneVerification.create({ data: { userId: user.id, phone, codeHash: "", expiresAt: new Date(now().getTime() + CODE_MINUTES * 60_000) } });
    await tx.phoneVerification.update({ where: { id }, data: { codeHash: codeHash(id, code).toString("hex") } });
    await queueCodeText(tx, id, phone, text);
  });
  wake(QUEUES.sms);
}

/** `POST /api/user/phone/code` and the profile's Send code. */
export const sendPhoneCode = operation({ permission: "account.self", input: phoneCodeRequestSchema }, async (input, user): Promise<void> => issuePhoneCode(user, input, await knownClientAddress()));

/**
 * `POST /api/user/phone/verify` and the profile's Verify: the account's latest code, while it is good
 * and has tries left (each try counts before it is compared). Right, its number becomes the
 * account's, verified, and its codes go. Wrong, expired, used up or never asked for: one answer.
 */
export const confirmPhoneCode = operation({ permission: "account.self", input: phoneCodeConfirmSchema }, async ({ code }, user): Promise<User> => {
  const pending = await db.phoneVerification.findFirst({ where: { userId: user.id }, orderBy: { createdAt: "desc" } });
  if (!pending || pending.expiresAt <= now()) throw wrongCode();
  // Counted on the rate-limit counters, as refused sign-ins are: a refused try writes no record of its own.
  const { count } = await hit(codeTries, pending.id);
  if (count > MAX_TRIES || !timingSafeEqual(codeHash(pending.id, code), Buffer.from(pending.codeHash, "hex"))) throw wrongCode();
  const verified = await transaction(async (tx) => {
    const done = await tx.phoneVerification.deleteMany({ where: { id: pending.id } });
    // Confirmed twice at once: the second finds it gone.
    if (done.count === 0) throw wrongCode();
    await tx.phoneVerification.deleteMany({ where: { userId: user.id } });
    return tx.user.update({ where: { id: user.id }, data: { phone: pending.phone, phoneVerifiedAt: now() } });
  });
  pagesShowing.account();
  return verified;
});

/** Whether the checkout asks how to send reminders: the shop texts reminders through a gateway, and the customer's number is verified. */
export async function reminderChoiceAtCheckout(user: Pick<User, "phone" | "phoneVerifiedAt">): Promise<boolean> {
  if (!smsProvider() || !user.phoneVerifiedAt || !user.phone) return false;
  return (await getSettings()).smsTexts.reminder;
}

/** `PUT /api/user/reminder-channels` and the profile's choice: texts only to a verified number, and only where the shop sends texts. */
export const setReminderChannels = operation({ permission: "account.self", input: reminderChannelsInputSchema }, async ({ channels }, user): Promise<User> => {
  if (channels !== "email") {
    if (!smsProvider()) throw invalid(smsText.textsUnavailable, [{ field: "channels", message: smsText.textsUnavailable }]);
    if (!user.phoneVerifiedAt || !user.phone) throw invalid(smsText.textsNeedVerifiedPhone, [{ field: "channels", message: smsText.textsNeedVerifiedPhone }]);
  }
  // A choice made here is the customer's latest word: a START reply no longer brings back an older one.
  const updated = await db.user.update({ where: { id: user.id }, data: { reminderChannels: channels, textsStoppedFrom: null } });
  pagesShowing.account();
  return updated;
});
