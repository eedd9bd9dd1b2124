import { randomBytes } from "node:crypto";
import type { User } from "@/lib/generated/prisma/client";
import { relayEvents } from "@/lib/server/jobs/relay";
import { deliverText } from "@/lib/server/sms/deliveries";
import type { SmsProvider } from "@/lib/server/sms/providers";
import { getSettings, updateSettings } from "@/lib/server/settings/business-settings";
import { SMS_TEXTS_ON } from "@/lib/validation/settings";
import { admin, anyBays, bookAndPay, customer, daysAhead, db, service, shop, slot } from "./support";

/**
 * The shop's switches for texts (Business settings' `smsTexts` and `smsReminderOffsetsMinutes`): a
 * kind turned off is not queued, and one queued before is skipped when it would go out; text
 * reminders follow the emails' offsets unless the shop gives them their own.
 */
const sent: { to: string; text: string }[] = [];
const recorder: SmsProvider = { name: "dev", send: async (message) => (sent.push(message), { providerId: `rec-${randomBytes(6).toString("hex")}` }) };

let boss: User;
beforeAll(async () => {
  await shop();
  await anyBays(2);
  boss = await admin();
});

afterEach(async () => {
  await updateSettings(boss, { smsTexts: SMS_TEXTS_ON, smsReminderOffsetsMinutes: null });
});

async function texter(): Promise<User> {
  const person = await customer("texter");
  const phone = `+88017${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  return db.user.update({ where: { id: person.id }, data: { phone, phoneVerifiedAt: new Date(), reminderChannels: "both" } });
}

let bookings = 0;
async function paidBooking(who: User) {
  bookings++;
  const place = await slot(await service({ name: `Wax ${randomBytes(3).toString("hex")}` }), daysAhead(3 + bookings, 11));
  const bookingId = await bookAndPay(who, place);
  await relayEvents();
  return bookingId;
}
const textKeys = async (bookingId: string) => (await db.smsDelivery.findMany({ where: { bookingId }, select: { key: true } })).map(({ key }) => key.split(":").slice(0, 4).join(":")).sort();

describe("the shop's switches for texts", () => {
  it("are all on by default, and text reminders follow the emails' offsets", async () => {
    const settings = await getSettings();
    expect(settings.smsTexts).toEqual({ confirmation: true, reminder: true, reschedule: true, cancellation: true, refund: true, offer: true });
    expect(settings.smsReminderOffsetsMinutes).toBeNull();
    const bookingId = await paidBooking(await texter());
    expect(await textKeys(bookingId)).toEqual([`sms:confirmation:${bookingId}`, `sms:reminder:${bookingId}:120`, `sms:reminder:${bookingId}:1440`]);
  });

  it("queue no text of a kind turned off, and keep the others (a partial update keeps the other switches)", async () => {
    await updateSettings(boss, { smsTexts: { confirmation: false } });
    expect((await getSettings()).smsTexts).toMatchObject({ confirmation: false, reminder: true });
    const noConfirmation = await paidBooking(await texter());
    expect(await textKeys(noConfirmation)).toEqual([`sms:reminder:${noConfirmation}:120`, `sms:reminder:${noConfirmation}:1440`]);

    await updateSettings(boss, { smsTexts: { confirmation: true, reminder: false } });
    const noReminders = await paidBooking(await texter());
    expect(await textKeys(noReminders)).toEqual([`sms:confirmation:${noReminders}`]);
    // The emails are untouched by the texts' switches.
    expect(await db.emailDelivery.count({ where: { bookingId: noReminders, kind: "reminder" } })).toBe(2);
  });

  it("skip a text already queued when its kind is turned off before it goes out", async () => {
    const who = await texter();
    const bookingId = await paidBooking(who);
    await updateSettings(boss, { smsTexts: { confirmation: false } });
    expect(await deliverText(`sms:confirmation:${bookingId}`, { lastTry: false, provider: recorder })).toBe("skipped");
    expect(sent.filter((text) => text.to === who.phone)).toEqual([]);
    expect(await db.smsDelivery.findUniqueOrThrow({ where: { key: `sms:confirmation:${bookingId}` } })).toMatchObject({ state: "skipped" });
  });

  it("send text reminders at their own offsets when the shop sets them, the emails' staying as they are", async () => {
    await updateSettings(boss, { smsReminderOffsetsMinutes: [30, 180] });
    expect((await getSettings()).smsReminderOffsetsMinutes).toEqual([180, 30]);
    const bookingId = await paidBooking(await texter());
    expect(await textKeys(bookingId)).toEqual([`sms:confirmation:${bookingId}`, `sms:reminder:${bookingId}:180`, `sms:reminder:${bookingId}:30`]);
    const emailOffsets = (await db.emailDelivery.findMany({ where: { bookingId, kind: "reminder" } })).map((row) => (row.details as { offsetMinutes: number }).offsetMinutes).sort();
    expect(emailOffsets).toEqual([120, 1440]);
  });
});
