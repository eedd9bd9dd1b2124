import { randomBytes } from "node:crypto";
import type { User } from "@/lib/generated/prisma/client";
import { relayEvents } from "@/lib/server/jobs/relay";
import { bookingsForEmails, composeBookingEmail } from "@/lib/server/mail/booking-emails";
import { transaction } from "@/lib/server/database/transaction";
import { getSettings, writeSettings } from "@/lib/server/settings/business-settings";
import { deliverText } from "@/lib/server/sms/deliveries";
import type { SmsProvider } from "@/lib/server/sms/providers";
import { composeBookingText } from "@/lib/server/sms/texts";
import { issuePhoneCode } from "@/lib/server/sms/verify-phone";
import { anyBays, bookAndPay, customer, daysAhead, db, service, shop, slot } from "./support";

/**
 * A customer's emails and texts in their language (lib/messages/<language>/mail.json and texts.json):
 * the one they chose, else the one the booking was made in, else the shop's default; dates and
 * amounts as that language writes them, with the shop's digits. Written when each goes out, so a
 * reminder follows a choice made since the booking.
 */

/** What the stand-in gateway was given, by number. */
const sent: { to: string; text: string }[] = [];
const gateway: SmsProvider = {
  name: "gateway",
  async send(message) {
    sent.push(message);
    return { providerId: `fake-${sent.length}` };
  },
};

beforeAll(async () => {
  await shop();
  // An English-speaking shop by default, in Dhaka, taking taka.
  await writeSettings(async (current) => ({ ...current, timeZone: "Asia/Dhaka", currency: "BDT", defaultLocale: "en", latinDigits: false }));
  await anyBays(3);
});

/** Bengali digits, and none of the Latin ones. */
const BENGALI_DIGIT = /[০-৯]/;
const LATIN_DIGIT = /[0-9]/;

/** A customer who chose `locale` (null: never chose), with a verified phone and reminders by email and text. */
async function person(locale: string | null): Promise<User> {
  const made = await customer("reader");
  const phone = `+88017${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  return db.user.update({ where: { id: made.id }, data: { locale, phone, phoneVerifiedAt: new Date(), reminderChannels: "both" } });
}

let bookings = 0;

/** A paid booking of `who`, at 10:00 in Dhaka a day of its own ahead, made in `locale` (null: before languages), its emails and texts queued by the relay. */
async function paidBooking(who: User, locale: string | null = null) {
  bookings++;
  const wash = await service({ name: `Foam wash ${randomBytes(3).toString("hex")}`, priceCents: 120_000, duration: 45 });
  // 04:00 UTC is 10:00 in Dhaka.
  const place = await slot(wash, daysAhead(3 + bookings, 4));
  const bookingId = await bookAndPay(who, place);
  if (locale) await db.booking.update({ where: { id: bookingId }, data: { locale } });
  await relayEvents();
  return { bookingId, wash, place };
}

/** The email a queued delivery of `kind` stands for, written now. */
async function email(bookingId: string, kind: "confirmation" | "reminder") {
  const delivery = await db.emailDelivery.findFirstOrThrow({ where: { bookingId, kind } });
  return transaction(async (tx) => {
    const bookings = await bookingsForEmails(tx, [bookingId]);
    return composeBookingEmail(tx, { kind, bookingId, eventId: delivery.eventId, details: delivery.details as { offsetMinutes?: number; startsAt?: string } }, bookings.get(bookingId), new Date());
  });
}

/** The text a queued delivery of `kind` stands for, written now. */
async function text(bookingId: string, kind: "confirmation" | "reminder") {
  const delivery = await db.smsDelivery.findFirstOrThrow({ where: { bookingId, kind } });
  const bookings = await transaction((tx) => bookingsForEmails(tx, [bookingId]));
  return composeBookingText({ kind, details: delivery.details as { offsetMinutes?: number; startsAt?: string } }, bookings.get(bookingId)!, await getSettings(), new Date());
}

/** The day and month of a slot as Bangla writes them, in Bengali digits unless `latin` ('৫ ডিসেম্বর'). */
const banglaDay = (startsAt: Date, latin = false) =>
  new Intl.DateTimeFormat(latin ? "bn-BD-u-nu-latn" : "bn-BD", { timeZone: "Asia/Dhaka", day: "numeric", month: "long" }).format(startsAt);

describe("a customer who chose Bangla", () => {
  it("gets a Bangla confirmation email, with a Bangla date and amount, and a Bangla text", async () => {
    const who = await person("bn");
    const { bookingId, wash, place } = await paidBooking(who);

    const mail = (await email(bookingId, "confirmation"))!;
    expect(mail.subject).toBe(`আপনার ${(await getSettings()).businessName} বুকিং: ${wash.name}`);
    expect(mail.text).toContain("আপনার বুকিং নিশ্চিত হয়েছে, পেমেন্টও সম্পন্ন হয়েছে।");
    expect(mail.text).toContain(banglaDay(place.startsAt));
    expect(mail.text).toContain("১০:০০–১০:৪৫ (Asia/Dhaka, GMT +৬)");
    expect(mail.text).toContain("পরিশোধিত: ১,২০০৳");
    expect(mail.text).not.toContain("Hello");
    const calendar = mail.attachments![0].content as string;
    expect(calendar).toContain("DESCRIPTION:বুকিং রেফারেন্স ");

    // The text, sent through the gateway as any other.
    const { key } = await db.smsDelivery.findFirstOrThrow({ where: { bookingId, kind: "confirmation" } });
    expect(await deliverText(key, { lastTry: false, provider: gateway })).toBe("sent");
    const received = sent.filter((one) => one.to === who.phone).map((one) => one.text);
    expect(received).toHaveLength(1);
    expect(received[0]).toContain(`${wash.name} বুক হয়েছে, `);
    expect(received[0]).toContain("১০:০০");
    expect(received[0]).toContain("SMS বন্ধ: ");
    expect((await db.smsDelivery.findUniqueOrThrow({ where: { key } })).segments).toBeGreaterThan(1);
  });

  it("gets a Bangla verification code", async () => {
    const who = await person("bn");
    await issuePhoneCode(who, {}, null);
    const { body } = await db.smsDelivery.findFirstOrThrow({ where: { recipient: who.phone, kind: "code" } });
    expect(body).toMatch(/^\d{6} আপনার .+ যাচাই কোড, মেয়াদ ১০ মিনিট।/);
  });
});

describe("a customer who never chose", () => {
  it("gets Bangla about a booking made in Bangla", async () => {
    const who = await person(null);
    const { bookingId, place } = await paidBooking(who, "bn");
    const mail = (await email(bookingId, "confirmation"))!;
    expect(mail.text).toContain("প্রিয় ");
    expect(mail.text).toContain(banglaDay(place.startsAt));
    expect(await text(bookingId, "confirmation")).toContain("বুক হয়েছে");
  });

  it("gets the shop's default language about a booking made before languages", async () => {
    const who = await person(null);
    const { bookingId } = await paidBooking(who);
    expect((await email(bookingId, "confirmation"))!.text).toMatch(/^Hello /);
    expect(await text(bookingId, "confirmation")).toContain(" booked for ");
  });
});

describe("a reminder", () => {
  it("follows the customer's language as it is when the reminder goes out", async () => {
    const who = await person("en");
    const { bookingId, wash } = await paidBooking(who, "en");
    expect((await email(bookingId, "reminder"))!.subject).toMatch(new RegExp(`^Reminder: ${wash.name} in `));
    expect(await text(bookingId, "reminder")).toContain(" reminder: ");

    // They switch to Bangla after booking: the reminders still to go out are in Bangla.
    await db.user.update({ where: { id: who.id }, data: { locale: "bn" } });
    const reminder = (await email(bookingId, "reminder"))!;
    expect(reminder.subject).toMatch(new RegExp(`^রিমাইন্ডার: .+ পর ${wash.name}$`));
    expect(reminder.text).toContain("মনে করিয়ে দিচ্ছি: ");
    expect(reminder.text).toContain("শুরুর ২৪ ঘণ্টা আগে পর্যন্ত");
    expect(await text(bookingId, "reminder")).toContain(" রিমাইন্ডার: ");
  });
});

describe("a shop that writes Bangla with Latin digits", () => {
  afterAll(async () => {
    await writeSettings(async (current) => ({ ...current, latinDigits: false }));
  });

  it("writes its dates and amounts with Latin digits, the words still Bangla", async () => {
    await writeSettings(async (current) => ({ ...current, latinDigits: true }));
    const who = await person("bn");
    const { bookingId, place } = await paidBooking(who);
    const mail = (await email(bookingId, "confirmation"))!;
    expect(mail.text).toContain(banglaDay(place.startsAt, true));
    expect(mail.text).toContain("10:00–10:45 (Asia/Dhaka, GMT +6)");
    expect(mail.text).toContain("সময়কাল: 45 মিনিট");
    expect(mail.text).toContain("পরিশোধিত: 1,200৳");
    expect(mail.text).not.toMatch(BENGALI_DIGIT);
    const sms = (await text(bookingId, "confirmation"))!;
    expect(sms).toContain("বুক হয়েছে");
    expect(sms).not.toMatch(BENGALI_DIGIT);
    expect(sms).toMatch(LATIN_DIGIT);
  });
});
