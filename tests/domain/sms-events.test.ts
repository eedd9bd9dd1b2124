import { randomBytes } from "node:crypto";
import type { Service, User } from "@/lib/generated/prisma/client";
import { cancelMyBooking } from "@/lib/server/bookings/cancel-booking";
import { rescheduleMyBooking } from "@/lib/server/bookings/reschedule-booking";
import { relayEvents } from "@/lib/server/jobs/relay";
import { deliverText } from "@/lib/server/sms/deliveries";
import type { SmsProvider } from "@/lib/server/sms/providers";
import { joinWaitlist } from "@/lib/server/waitlist/manage-waitlist";
import { anyBays, at, bookAndPay, customer, daysAhead, db, HOUR, service, shop, slot } from "./support";

/**
 * The texts of a booking's later events (a move, a cancellation, a refund, a waitlist place
 * offered): the relay queues exactly one per event for a customer with a verified number who chose
 * texts, none for anyone else; each is written from the booking when it goes out and sent once.
 */
const sent: { to: string; text: string }[] = [];
const recorder: SmsProvider = { name: "dev", send: async (message) => (sent.push(message), { providerId: `rec-${randomBytes(6).toString("hex")}` }) };

let wash: Service;
beforeAll(async () => {
  await shop({ cancellationNoticeHours: 24 });
  await anyBays(1);
  wash = await service({ name: "Foam Wash", priceCents: 4500, duration: 60 });
});

type Who = "texts" | "email" | "unverified";
async function person(who: Who): Promise<User> {
  const made = await customer(who);
  const phone = `+88017${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  return db.user.update({ where: { id: made.id }, data: { phone, phoneVerifiedAt: who === "unverified" ? null : new Date(), reminderChannels: who === "email" ? "email" : "both" } });
}

let hours = 0;
/** A start of its own, a few days ahead (one bay: a slot with a booking is full). */
const nextStart = () => daysAhead(4 + Math.floor(hours / 8), 8 + (hours++ % 8));

const textsOf = (bookingId: string, kind: string) => db.smsDelivery.findMany({ where: { bookingId, kind } });

/** Sends the one text and answers what the customer received; sending it again sends nothing more. */
async function sendOnce(key: string, to: string): Promise<string> {
  const before = sent.filter((text) => text.to === to).length;
  expect(await deliverText(key, { lastTry: false, provider: recorder })).toBe("sent");
  expect(await deliverText(key, { lastTry: false, provider: recorder })).toBe("done-before");
  const received = sent.filter((text) => text.to === to);
  expect(received).toHaveLength(before + 1);
  return received.at(-1)!.text;
}

describe.each<[string, Who]>([
  ["who chose texts, with a verified number", "texts"],
  ["who chose email", "email"],
  ["whose number is not verified", "unverified"],
])("for a customer %s", (_label, who) => {
  const expected = who === "texts" ? 1 : 0;
  const outcome = expected ? "one text" : "no text";

  it(`a booking moved: ${outcome}`, async () => {
    const customerOf = await person(who);
    const [from, to] = [await slot(wash, nextStart()), await slot(wash, nextStart())];
    const bookingId = await bookAndPay(customerOf, from);
    await at(new Date(from.startsAt.getTime() - 72 * HOUR), () => rescheduleMyBooking(customerOf, bookingId, { slot: to.id }));
    await relayEvents();
    await relayEvents();
    const texts = await textsOf(bookingId, "reschedule");
    expect(texts).toHaveLength(expected);
    if (!expected) return;
    const text = await sendOnce(texts[0].key, customerOf.phone);
    expect(text).toMatch(/^Spotless[^:]*: Foam Wash moved to \w{3} \d{1,2} \w{3} \d{2}:\d{2}\. /);
    expect(text).toContain(`/dashboard/user/my-bookings/${bookingId}`);
    expect(text).toContain("Stop texts:");
  });

  it(`a booking cancelled and refunded: ${outcome} of each`, async () => {
    const customerOf = await person(who);
    const place = await slot(wash, nextStart());
    const bookingId = await bookAndPay(customerOf, place);
    await at(new Date(place.startsAt.getTime() - 72 * HOUR), () => cancelMyBooking(customerOf, bookingId));
    await relayEvents();
    await relayEvents();
    const [cancellation, refund] = [await textsOf(bookingId, "cancellation"), await textsOf(bookingId, "refund")];
    expect([cancellation.length, refund.length]).toEqual([expected, expected]);
    if (!expected) return;
    const cancelled = await sendOnce(cancellation[0].key, customerOf.phone);
    expect(cancelled).toMatch(/: Foam Wash on \w{3} \d{1,2} \w{3} \d{2}:\d{2} is cancelled\. /);
    const refunded = await sendOnce(refund[0].key, customerOf.phone);
    expect(refunded).toMatch(/: \$45 refunded for Foam Wash on /);
  });

  it(`a waitlist place offered: ${outcome}${expected ? ", with its claim link and deadline" : ""}`, async () => {
    const holder = await person("email");
    const waiting = await person(who);
    const place = await slot(wash, nextStart());
    const heldId = await bookAndPay(holder, place);
    await joinWaitlist(waiting, place.id);
    await at(new Date(place.startsAt.getTime() - 72 * HOUR), () => cancelMyBooking(holder, heldId));
    await relayEvents();
    await relayEvents();
    const offered = await db.booking.findFirstOrThrow({ where: { slotId: place.id, customerId: waiting.id } });
    const texts = await textsOf(offered.id, "offer");
    expect(texts).toHaveLength(expected);
    if (!expected) return;
    const text = await sendOnce(texts[0].key, waiting.phone);
    expect(text).toMatch(/: Foam Wash \w{3} \d{1,2} \w{3} \d{2}:\d{2} is free for you until \d{2}:\d{2}: /);
    expect(text).toContain(`/procced-booking?slot=${place.id} `);
  });
});
