import { randomBytes } from "node:crypto";
import type { User } from "@/lib/generated/prisma/client";
import { relayEvents } from "@/lib/server/jobs/relay";
import { deliverText } from "@/lib/server/sms/deliveries";
import type { SmsProvider } from "@/lib/server/sms/providers";
import { takeReply } from "@/lib/server/sms/replies";
import { stopToken } from "@/lib/server/sms/stop-links";
import { stopTextsByLink } from "@/lib/server/sms/stop-texts";
import { setReminderChannels } from "@/lib/server/sms/verify-phone";
import { anyBays, bookAndPay, customer, daysAhead, db, service, shop, slot } from "./support";

/**
 * Stopping texts (lib/server/sms/stop-texts.ts, replies.ts): the stop link and a STOP reply turn the
 * reminder choice to email and keep the one it replaced, which START brings back; a text queued
 * before is skipped when it would go out; a choice made on the profile since is the one that counts.
 */
const sent: { to: string; text: string }[] = [];
const recorder: SmsProvider = { name: "dev", send: async (message) => (sent.push(message), { providerId: `rec-${randomBytes(6).toString("hex")}` }) };

beforeAll(async () => {
  await shop();
  await anyBays(2);
});

async function texter(channels: "sms" | "both" = "sms", verified = true): Promise<User> {
  const person = await customer("stopper");
  const phone = `+88017${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  return db.user.update({ where: { id: person.id }, data: { phone, phoneVerifiedAt: verified ? new Date() : null, reminderChannels: channels } });
}
const choiceOf = (who: User) => db.user.findUniqueOrThrow({ where: { id: who.id }, select: { reminderChannels: true, textsStoppedFrom: true } });

let bookings = 0;
async function reminderKey(who: User): Promise<string> {
  bookings++;
  const place = await slot(await service({ name: `Polish ${randomBytes(3).toString("hex")}` }), daysAhead(3 + bookings, 12));
  const bookingId = await bookAndPay(who, place);
  await relayEvents();
  return (await db.smsDelivery.findFirstOrThrow({ where: { bookingId, kind: "reminder" } })).key;
}

describe("stopping texts", () => {
  it("by the link: reminders by email from then on, a text queued before is skipped, and stopping twice says so", async () => {
    const who = await texter("sms");
    const key = await reminderKey(who);
    expect(await stopTextsByLink(stopToken(who.id))).toMatchObject({ stopped: true });
    expect(await choiceOf(who)).toEqual({ reminderChannels: "email", textsStoppedFrom: "sms" });
    expect(await stopTextsByLink(stopToken(who.id))).toMatchObject({ stopped: false });
    expect(await choiceOf(who)).toEqual({ reminderChannels: "email", textsStoppedFrom: "sms" });
    expect(await deliverText(key, { lastTry: false, provider: recorder })).toBe("skipped");
    expect(sent.filter((text) => text.to === who.phone)).toEqual([]);
  });

  it("refuses a link that is not one, changing nothing", async () => {
    const who = await texter("both");
    const token = stopToken(who.id);
    await expect(stopTextsByLink(`${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`)).rejects.toMatchObject({ kind: "invalid" });
    await expect(stopTextsByLink("")).rejects.toMatchObject({ kind: "invalid" });
    expect(await choiceOf(who)).toEqual({ reminderChannels: "both", textsStoppedFrom: null });
  });

  it("by replies: STOP from a verified number stops its customers' texts, START brings back what they chose, other words do nothing", async () => {
    const who = await texter("both");
    const unverified = await texter("sms", false);
    await db.user.update({ where: { id: unverified.id }, data: { phone: who.phone } });
    expect(await takeReply(who.phone, " quit\n")).toEqual({ action: "stopped", customers: 1 });
    expect(await choiceOf(who)).toEqual({ reminderChannels: "email", textsStoppedFrom: "both" });
    expect(await choiceOf(unverified)).toEqual({ reminderChannels: "sms", textsStoppedFrom: null });
    expect(await takeReply(who.phone, "STOP please")).toEqual({ action: "ignored", customers: 0 });
    expect(await takeReply(who.phone, "Start")).toEqual({ action: "started", customers: 1 });
    expect(await choiceOf(who)).toEqual({ reminderChannels: "both", textsStoppedFrom: null });
    expect(await takeReply(who.phone, "START")).toEqual({ action: "started", customers: 0 });
    await expect(takeReply("12", "STOP")).rejects.toMatchObject({ kind: "invalid" });
  });

  it("lets a choice made on the profile since count over the one a stop kept", async () => {
    const who = await texter("sms");
    await takeReply(who.phone, "STOP");
    await setReminderChannels(await db.user.findUniqueOrThrow({ where: { id: who.id } }), { channels: "email" });
    expect(await choiceOf(who)).toEqual({ reminderChannels: "email", textsStoppedFrom: null });
    expect(await takeReply(who.phone, "START")).toEqual({ action: "started", customers: 0 });
    expect(await choiceOf(who)).toEqual({ reminderChannels: "email", textsStoppedFrom: null });
  });
});
