import { messages } from "@/lib/messages";
import { MAX_HOLDS_PER_CUSTOMER } from "@/lib/server/holds/allowance";
import { anyBays, at, book, bookingRow, customer, daysAhead, db, eventsOf, HOUR, MINUTE, refusal, service, shop, slot } from "./support";

/**
 * Creating a booking (lib/server/bookings/create-booking.ts): a hold of one
 * place of the slot and one bay, for the hold's length, at the service's
 * price; the last place raced for goes to one customer; one customer's holds
 * stay within the limit however many they ask for at once.
 */

beforeAll(async () => {
  await shop({ holdMinutes: 30 });
  await anyBays(3);
});

describe("a booking", () => {
  it("holds one place and one bay for the hold's length, at the service's price, and records its creation", async () => {
    const wash = await service({ priceCents: 4200, duration: 45, bufferMinutes: 15 });
    const place = await slot(wash, daysAhead(3, 10));
    const ada = await customer("ada");
    const now = new Date();

    const { booking, created } = await book(ada, place, now);

    expect(created).toBe(true);
    expect(booking).toMatchObject({ status: "pending", payment: "pending" });
    expect(booking.payment_url).toContain("/checkout/test/");
    const row = await bookingRow(booking._id);
    expect(row).toMatchObject({ customerId: ada.id, slotId: place.id, status: "pending", payment: "pending", amountCents: 4200, currency: "usd", paymentProvider: "test" });
    expect(row.holdExpiresAt?.getTime()).toBe(now.getTime() + 30 * MINUTE);
    // Its bay is taken from the slot's start to its end plus the service's cleanup time.
    expect(row.bayId).not.toBeNull();
    expect(row.occupiedFrom?.getTime()).toBe(place.startsAt.getTime());
    expect(row.occupiedUntil?.getTime()).toBe(place.endsAt.getTime() + 15 * MINUTE);
    // Its only place taken: the slot reads as held until the hold ends.
    expect(await db.slot.findUniqueOrThrow({ where: { id: place.id } })).toMatchObject({ status: "available", heldUntil: row.holdExpiresAt });
    expect((await eventsOf(booking._id)).map((event) => event.type)).toEqual(["booking.created"]);
  });

  it("gives the customer back their own checkout when they book the slot they already hold", async () => {
    const place = await slot(await service(), daysAhead(3, 12));
    const bo = await customer("bo");
    const first = await book(bo, place);
    const again = await book(bo, place);
    expect(again.created).toBe(false);
    expect(again.booking._id).toBe(first.booking._id);
    expect(again.booking.payment_url).toBe(first.booking.payment_url);
    expect(await db.booking.count({ where: { slotId: place.id } })).toBe(1);
  });

  it("is refused for a slot that is held, booked, cancelled or has started, and nothing is written", async () => {
    const wash = await service();
    const held = await slot(wash, daysAhead(4, 9));
    await book(await customer("holder"), held);
    const cancelled = await slot(wash, daysAhead(4, 11), { status: "cancel" });
    const started = await slot(wash, daysAhead(4, 13));
    const late = await customer("late");

    expect(await refusal(book(late, held))).toEqual({ kind: "conflict", message: messages.booking.slotTaken });
    expect(await refusal(book(late, cancelled))).toEqual({ kind: "conflict", message: messages.booking.slotUnavailable });
    expect(await refusal(book(late, started, new Date(started.startsAt.getTime() + MINUTE)))).toEqual({ kind: "conflict", message: messages.booking.slotStarted });
    expect(await db.booking.count({ where: { customerId: late.id } })).toBe(0);
  });

  it("frees the slot when its hold runs out: the next customer takes it, and the lapsed hold reads as cancelled", async () => {
    const place = await slot(await service(), daysAhead(5, 10));
    const first = await book(await customer("slow"), place);
    const later = new Date(Date.now() + 31 * MINUTE);
    const second = await book(await customer("next"), place, later);
    expect(second.created).toBe(true);
    expect((await bookingRow(first.booking._id)).status).toBe("cancel");
    expect((await eventsOf(first.booking._id)).at(-1)).toMatchObject({ type: "booking.cancelled", actorRole: "system", payload: { cause: "hold-expired", refund: "none" } });
  });
});

describe("the last place of a slot", () => {
  it("raced for by two customers at once, goes to one of them; the other is told it was taken", async () => {
    const place = await slot(await service(), daysAhead(6, 10));
    const [ada, bo] = [await customer("ada"), await customer("bo")];
    const results = await Promise.allSettled([book(ada, place), book(bo, place)]);

    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const [lost] = results.filter((result) => result.status === "rejected");
    expect(await refusal(Promise.reject((lost as PromiseRejectedResult).reason))).toEqual({ kind: "conflict", message: messages.booking.slotTaken });
    expect(await db.booking.count({ where: { slotId: place.id, status: { in: ["pending", "confirm"] } } })).toBe(1);
  });

  it("of a slot of capacity 2 raced for by ten customers, two hold places, in two different bays", async () => {
    const place = await slot(await service(), daysAhead(6, 13), { capacity: 2 });
    const racers = await Promise.all(Array.from({ length: 10 }, (_, i) => customer(`racer${i}`)));
    const results = await Promise.allSettled(racers.map((racer) => book(racer, place)));

    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(2);
    const live = await db.booking.findMany({ where: { slotId: place.id, status: { in: ["pending", "confirm"] } } });
    expect(live).toHaveLength(2);
    expect(new Set(live.map((booking) => booking.bayId)).size).toBe(2);
  });
});

describe("one customer's holds", () => {
  it(`stay at ${MAX_HOLDS_PER_CUSTOMER} when they ask for 30 slots at once`, async () => {
    const wash = await service({ duration: 30 });
    const places = [];
    for (let i = 0; i < 30; i++) places.push(await slot(wash, new Date(daysAhead(8, 8).getTime() + i * HOUR)));
    const greedy = await customer("greedy");

    const results = await Promise.allSettled(places.map((place) => book(greedy, place)));

    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(MAX_HOLDS_PER_CUSTOMER);
    expect(await db.booking.count({ where: { customerId: greedy.id, status: "pending" } })).toBe(MAX_HOLDS_PER_CUSTOMER);
    const refused = await Promise.all(results.filter((result) => result.status === "rejected").map((result) => refusal(Promise.reject(result.reason))));
    expect(new Set(refused.map((reason) => reason.kind))).toEqual(new Set(["conflict"]));
    expect(refused.some((reason) => reason.message === messages.booking.tooManyHolds(MAX_HOLDS_PER_CUSTOMER))).toBe(true);
  });

  it("may be one more once one is paid for: paid bookings are not holds", async () => {
    const wash = await service({ duration: 30 });
    const payer = await customer("payer");
    for (let i = 0; i < MAX_HOLDS_PER_CUSTOMER; i++) {
      const { booking } = await book(payer, await slot(wash, new Date(daysAhead(9, 8).getTime() + i * HOUR)));
      if (i === 0) await db.booking.update({ where: { id: booking._id }, data: { status: "confirm", payment: "paid", holdExpiresAt: null } });
    }
    expect((await book(payer, await slot(wash, daysAhead(9, 20)))).created).toBe(true);
    expect(await refusal(book(payer, await slot(wash, daysAhead(9, 21))))).toEqual({ kind: "conflict", message: messages.booking.tooManyHolds(MAX_HOLDS_PER_CUSTOMER) });
  });
});

it("keeps the clock of the test it runs in (at)", async () => {
  const { now } = await import("@/lib/server/clock");
  const instant = daysAhead(2, 7);
  expect(await at(instant, async () => now())).toEqual(instant);
});
