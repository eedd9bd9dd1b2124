import { randomBytes } from "node:crypto";
import type { User } from "@/lib/generated/prisma/client";
import { messages } from "@/lib/messages";
import { confirmPhoneCode, issuePhoneCode, MAX_TRIES, sendPhoneCode, setReminderChannels } from "@/lib/server/sms/verify-phone";
import { updateProfile } from "@/lib/server/users/account";
import { toUserDto } from "@/lib/server/users/user-dto";
import { at, customer, db, MINUTE, refusal } from "./support";

/**
 * Verifying a phone number (lib/server/sms/verify-phone.ts): a six-digit code texted through the
 * queue, good for ten minutes and a few tries, limited per number and per client address, and the
 * channel choice it opens.
 */
let numbers = 0;
const newNumber = () => `+8801${String(700000000 + ++numbers * 7919 + Math.floor(Math.random() * 1000)).slice(0, 9)}`;

/** The code the latest text to `phone` carries (its queued text; the worker would send it). */
async function codeSentTo(phone: string): Promise<string> {
  const text = await db.smsDelivery.findFirstOrThrow({ where: { recipient: phone, kind: "code" }, orderBy: { createdAt: "desc" } });
  return /\b(\d{6})\b/.exec(text.body ?? "")![1];
}

async function withPhone(): Promise<User> {
  const person = await customer("phoned");
  return db.user.update({ where: { id: person.id }, data: { phone: newNumber() } });
}

const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("verifying a phone number", () => {
  it("texts a code to the account's number, and the right code verifies it (on the wire too)", async () => {
    const who = await withPhone();
    await sendPhoneCode(who, {});
    const code = await codeSentTo(who.phone);
    expect(toUserDto(who)).toMatchObject({ phoneVerified: false, reminderChannels: "email" });
    const verified = await confirmPhoneCode(who, { code });
    expect(verified.phoneVerifiedAt).not.toBeNull();
    expect(toUserDto(verified)).toMatchObject({ phone: who.phone, phoneVerified: true });
    // Used: the same code again is refused.
    expect(await refusal(confirmPhoneCode(verified, { code }))).toEqual({ kind: "invalid", message: messages.sms.codeWrong });
  });

  it("verifies a new number given with the request, which becomes the account's only once confirmed", async () => {
    const who = await withPhone();
    const other = newNumber();
    await sendPhoneCode(who, { phone: other });
    expect((await db.user.findUniqueOrThrow({ where: { id: who.id } })).phone).toBe(who.phone);
    const verified = await confirmPhoneCode(who, { code: await codeSentTo(other) });
    expect(verified).toMatchObject({ phone: other, phoneVerifiedAt: expect.any(Date) });
  });

  it(`gives a code ${MAX_TRIES} tries: after that even the right code is refused, with the same message`, async () => {
    const who = await withPhone();
    await sendPhoneCode(who, {});
    const code = await codeSentTo(who.phone);
    for (let attempt = 0; attempt < MAX_TRIES; attempt++) expect(await refusal(confirmPhoneCode(who, { code: wrongOf(code) }))).toEqual({ kind: "invalid", message: messages.sms.codeWrong });
    expect(await refusal(confirmPhoneCode(who, { code }))).toEqual({ kind: "invalid", message: messages.sms.codeWrong });
  });

  it("refuses a code once ten minutes have passed, and one never asked for, alike", async () => {
    const who = await withPhone();
    await sendPhoneCode(who, {});
    const code = await codeSentTo(who.phone);
    expect(await at(Date.now() + 11 * MINUTE, () => refusal(confirmPhoneCode(who, { code })))).toEqual({ kind: "invalid", message: messages.sms.codeWrong });
    expect(await refusal(confirmPhoneCode(await withPhone(), { code: "123456" }))).toEqual({ kind: "invalid", message: messages.sms.codeWrong });
  });

  it("replaces an earlier code with a new one", async () => {
    const who = await withPhone();
    await sendPhoneCode(who, {});
    const first = await codeSentTo(who.phone);
    await sendPhoneCode(who, {});
    const second = await codeSentTo(who.phone);
    if (first !== second) expect((await refusal(confirmPhoneCode(who, { code: first }))).kind).toBe("invalid");
    expect((await confirmPhoneCode(who, { code: second })).phoneVerifiedAt).not.toBeNull();
  });

  it("texts a number at most three codes in 15 minutes, whoever asks", async () => {
    const shared = newNumber();
    const [one, two] = [await withPhone(), await withPhone()];
    await sendPhoneCode(one, { phone: shared });
    await sendPhoneCode(two, { phone: shared });
    await sendPhoneCode(one, { phone: shared });
    expect((await refusal(sendPhoneCode(two, { phone: shared }))).kind).toBe("rate-limited");
  });

  it("lets one client address ask for codes to at most ten numbers an hour", async () => {
    const client = `198.51.100.${randomBytes(1)[0]}`;
    const who = await withPhone();
    for (let count = 0; count < 10; count++) await issuePhoneCode(who, { phone: newNumber() }, client);
    expect((await refusal(issuePhoneCode(who, { phone: newNumber() }, client))).kind).toBe("rate-limited");
    // Another client is not held back by it.
    await issuePhoneCode(who, { phone: newNumber() }, `${client}1`);
  });

  it("answers alike for a number another account has verified: a number may be verified on two accounts", async () => {
    const shared = newNumber();
    const [one, two] = [await withPhone(), await withPhone()];
    await sendPhoneCode(one, { phone: shared });
    await confirmPhoneCode(one, { code: await codeSentTo(shared) });
    await sendPhoneCode(two, { phone: shared });
    expect(await confirmPhoneCode(two, { code: await codeSentTo(shared) })).toMatchObject({ phone: shared, phoneVerifiedAt: expect.any(Date) });
  });

  it("refuses a code of the wrong shape as bad input", async () => {
    expect((await refusal(confirmPhoneCode(await withPhone(), { code: "12ab56" }))).kind).toBe("invalid");
    expect((await refusal(sendPhoneCode(await withPhone(), { phone: "not a number" }))).kind).toBe("invalid");
  });
});

describe("choosing how reminders come", () => {
  it("offers texts only to a verified number, and a new number is not verified", async () => {
    const who = await withPhone();
    expect(await refusal(setReminderChannels(who, { channels: "sms" }))).toEqual({ kind: "invalid", message: messages.sms.textsNeedVerifiedPhone });
    await sendPhoneCode(who, {});
    const verified = await confirmPhoneCode(who, { code: await codeSentTo(who.phone) });
    expect((await setReminderChannels(verified, { channels: "both" })).reminderChannels).toBe("both");
    const { user: moved } = await updateProfile(verified, { phone: newNumber() });
    expect(moved.phoneVerifiedAt).toBeNull();
    expect(toUserDto(moved)).toMatchObject({ phoneVerified: false });
    expect((await setReminderChannels(moved, { channels: "email" })).reminderChannels).toBe("email");
    expect((await refusal(setReminderChannels(moved, { channels: "telegram" }))).kind).toBe("invalid");
  });
});
