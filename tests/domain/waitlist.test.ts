import type { Service, Slot, User } from "@/lib/generated/prisma/client";
import { messages } from "@/lib/messages";
import { updateBay } from "@/lib/server/bays/manage-bays";
import { cancelMyBooking } from "@/lib/server/bookings/cancel-booking";
import { transaction } from "@/lib/server/database/transaction";
import { relayEvents } from "@/lib/server/jobs/relay";
import { updateSlot } from "@/lib/server/slots/manage-slots";
import { MAX_HOLDS_PER_CUSTOMER } from "@/lib/server/holds/allowance";
import { OFFER_MINUTES, offerFreedPlaces } from "@/lib/server/waitlist/offers";
import { joinWaitlist } from "@/lib/server/waitlist/manage-waitlist";
import { admin, anyBays, bays, book, bookAndPay, bookingRow, customer, daysAhead, db, eventsOf, MINUTE, pay, refusal, service, shop, slot } from "./support";

/**
 * Waitlist offers (lib/server/waitlist): a place freed in a full slot is
 * offered to the first customer waiting, as a hold for them alone (a pending
 * booking with its place and bay); unclaimed, it passes to the next. The
 * offer is a hold like any other: it counts toward the customer's limit, and
 * a customer at the limit is skipped for the next in line. The relay offers
 * a freed place after each cancellation; here the tests call what it calls.
 * A change by the shop (a slot's capacity, a bay back in service) records a
 * 'slots.changed' event, which the relay hands to the waitlist.
 */

const w = messages.waitlist;
let wash: Service;
let made = 0;
const fullSlot = async (): Promise<{ place: Slot; holder: User; bookingId: string }> => {
  const place = await slot(wash, daysAhead(4 + Math.floor(made / 10), 8 + (made++ % 10)));
  const holder = await customer("holder");
  return { place, holder, bookingId: await bookAndPay(holder, place) };
};
const offer = (place: Slot, now = new Date()) => transaction((tx) => offerFreedPlaces(tx, place.id, now));
const entryOf = (place: Slot, who: User) => db.waitlistEntry.findFirstOrThrow({ where: { slotId: place.id, customerId: who.id }, orderBy: { createdAt: "desc" } });

beforeAll(async () => {
  await shop({ holdMinutes: 30, cancellationNoticeHours: 24 });
  await anyBays(3);
  wash = await service({ duration: 60 });
});

describe("joining the waitlist", () => {
  it("is for a full slot only, once per customer, and not for its own holder", async () => {
    const free = await slot(wash, daysAhead(3, 9));
    const { place, holder } = await fullSlot();
    const ada = await customer("ada");

    expect(await refusal(joinWaitlist(ada, free.id))).toEqual({ kind: "conflict", message: w.placeFree });
    expect(await refusal(joinWaitlist(holder, place.id))).toEqual({ kind: "conflict", message: w.alreadyHoldPlace });
    expect(await joinWaitlist(ada, place.id)).toMatchObject({ position: 1 });
    expect(await refusal(joinWaitlist(ada, place.id))).toEqual({ kind: "conflict", message: w.alreadyWaiting });
    expect(await db.waitlistEntry.count({ where: { customerId: ada.id } })).toBe(1);
  });
});

describe("a freed place", () => {
  it("is offered to the first customer waiting: a hold for them alone, for the offer's length; the next keeps waiting", async () => {
    const { place, holder, bookingId } = await fullSlot();
    const [first, second] = [await customer("first"), await customer("second")];
    await joinWaitlist(first, place.id);
    await joinWaitlist(second, place.id);
    await cancelMyBooking(holder, bookingId);
    const now = new Date();

    expect(await offer(place, now)).toBe(1);

    const offered = await entryOf(place, first);
    expect(offered).toMatchObject({ state: "offered", offeredAt: now });
    const hold = await bookingRow(offered.bookingId!);
    expect(hold).toMatchObject({ customerId: first.id, slotId: place.id, status: "pending", payment: "pending", holdExpiresAt: new Date(now.getTime() + OFFER_MINUTES * MINUTE) });
    expect(hold.bayId).not.toBeNull();
    expect((await eventsOf(hold.id)).map((event) => event.type)).toEqual(["booking.offered"]);
    expect(await entryOf(place, second)).toMatchObject({ state: "waiting", bookingId: null });
    // Nobody else can take the place meanwhile, and offering again makes no second offer.
    expect(await refusal(book(await customer("walk-in"), place))).toEqual({ kind: "conflict", message: messages.booking.slotTaken });
    expect(await offer(place, now)).toBe(0);
  });

  it("unclaimed, passes to the next customer when the offer runs out", async () => {
    const { place, holder, bookingId } = await fullSlot();
    const [first, second] = [await customer("first"), await customer("second")];
    await joinWaitlist(first, place.id);
    await joinWaitlist(second, place.id);
    await cancelMyBooking(holder, bookingId);
    const now = new Date();
    await offer(place, now);

    expect(await offer(place, new Date(now.getTime() + (OFFER_MINUTES + 1) * MINUTE))).toBe(1);

    expect(await entryOf(place, first)).toMatchObject({ state: "passed" });
    expect(await entryOf(place, second)).toMatchObject({ state: "offered" });
  });

  it("is claimed by booking it (opening its checkout) and paying", async () => {
    const { place, holder, bookingId } = await fullSlot();
    const first = await customer("first");
    await joinWaitlist(first, place.id);
    await cancelMyBooking(holder, bookingId);
    await offer(place);
    const offered = await entryOf(place, first);

    const claimed = await book(first, place);
    expect(claimed.booking._id).toBe(offered.bookingId);
    expect(await pay(claimed.booking._id)).toBe("confirmed");
    expect(await entryOf(place, first)).toMatchObject({ state: "claimed" });
  });
});

describe("an offer and the limit on holds", () => {
  it("counts toward the customer's holds", async () => {
    const { place, holder, bookingId } = await fullSlot();
    const keen = await customer("keen");
    await joinWaitlist(keen, place.id);
    await cancelMyBooking(holder, bookingId);
    await offer(place);
    for (let i = 1; i < MAX_HOLDS_PER_CUSTOMER; i++) await book(keen, await slot(wash, daysAhead(20, 6 + i)));

    expect(await refusal(book(keen, await slot(wash, daysAhead(20, 17))))).toEqual({ kind: "conflict", message: messages.booking.tooManyHolds(MAX_HOLDS_PER_CUSTOMER) });
    expect(await db.booking.count({ where: { customerId: keen.id, status: "pending" } })).toBe(MAX_HOLDS_PER_CUSTOMER);
  });

  it("skips a customer who holds as many places as anyone may, for the next in line, and keeps their place in line", async () => {
    const { place, holder, bookingId } = await fullSlot();
    const [busy, next] = [await customer("busy"), await customer("next")];
    await joinWaitlist(busy, place.id);
    await joinWaitlist(next, place.id);
    for (let i = 0; i < MAX_HOLDS_PER_CUSTOMER; i++) await book(busy, await slot(wash, daysAhead(21, 6 + i)));
    await cancelMyBooking(holder, bookingId);

    expect(await offer(place)).toBe(1);

    expect(await entryOf(place, busy)).toMatchObject({ state: "waiting", bookingId: null });
    expect(await entryOf(place, next)).toMatchObject({ state: "offered" });
    expect(await db.booking.count({ where: { customerId: busy.id, status: "pending" } })).toBe(MAX_HOLDS_PER_CUSTOMER);
  });
});

describe("a change by the shop", () => {
  // Not about a booking: the events of one slot (or, with slotId null, of any), as the relay reads them.
  const slotChanges = async (slotId: string | null) =>
    (await db.domainEvent.findMany({ where: { type: "slots.changed" }, orderBy: { position: "asc" } })).map((event) => event.payload).filter((payload) => (payload as { slotId: string | null }).slotId === slotId);

  it("raising a slot's capacity records the change, and the relay offers the new place to the first customer waiting", async () => {
    const { place } = await fullSlot();
    const [first, second] = [await customer("first"), await customer("second")];
    await joinWaitlist(first, place.id);
    await joinWaitlist(second, place.id);

    await updateSlot(await admin(), place.id, { capacity: 2 });
    expect(await slotChanges(place.id)).toEqual([{ change: "capacity", slotId: place.id }]);
    await relayEvents();

    expect(await entryOf(place, first)).toMatchObject({ state: "offered" });
    expect(await entryOf(place, second)).toMatchObject({ state: "waiting", bookingId: null });
  });

  it("a bay back in service is a change to any slot: the relay offers the place it frees", async () => {
    const [, spare] = await bays({}, { active: false });
    const place = await slot(wash, daysAhead(30, 9), { capacity: 2 });
    await bookAndPay(await customer("holder"), place);
    const waiting = await customer("waiting");
    // One bay in service: one place, taken.
    await joinWaitlist(waiting, place.id);

    await updateBay(await admin(), spare.id, { active: true });
    expect(await slotChanges(null)).toEqual([{ change: "bay", slotId: null }]);
    await relayEvents();

    expect(await entryOf(place, waiting)).toMatchObject({ state: "offered" });
  });
});
