import { messages } from "@/lib/messages";
import { MAX_CARS_PER_VISIT } from "@/lib/validation/booking";
import { MAX_HOLDS_PER_CUSTOMER } from "@/lib/server/holds/allowance";
import { testCheckoutProvider } from "@/lib/server/payments/test-checkout";
import { bookVisit } from "@/lib/server/bookings/create-group-booking";
import { cancelMyBooking } from "@/lib/server/bookings/cancel-booking";
import { rescheduleMyBooking } from "@/lib/server/bookings/reschedule-booking";
import { cancelCheckout } from "@/lib/server/bookings/cancel-checkout";
import { completeCheckout } from "@/lib/server/bookings/settle-payment";
import { minorAmount } from "@/lib/format/money";
import { createService } from "@/lib/server/services/manage-services";
import { createAddOn } from "@/lib/server/vehicles/manage-add-ons";
import { createVehicleClass, listVehicleClasses, updateVehicleClass } from "@/lib/server/vehicles/manage-vehicle-classes";
import { createVehicle } from "@/lib/server/vehicles/manage-vehicles";
import type { Service, Slot, User } from "@/lib/generated/prisma/client";
import { admin, anyBays, at, book, bookingRow, customer, daysAhead, db, eventsOf, HOUR, MINUTE, refusal, shop, slot } from "./support";

/**
 * Several cars in one visit (lib/server/bookings/create-group-booking.ts, docs/vehicles.md): one customer's
 * cars in one slot, each its own booking (place, bay, length, price), held together and paid in one checkout.
 * All are placed or none; the payment confirms each once; cancelling one refunds that one alone.
 */

const group = messages.vehicleGroup;
let shopAdmin: User;
let hatch: { _id: string };
let suv: { _id: string };

beforeAll(async () => {
  await shop();
  shopAdmin = await admin();
  const [standard] = await listVehicleClasses();
  hatch = await updateVehicleClass(shopAdmin, standard._id, { name: "Hatchback" });
  suv = await createVehicleClass(shopAdmin, { name: "SUV" });
});

afterEach(() => jest.restoreAllMocks());

/** A full detail: $120 and 2 hours for a hatchback, $160 and 2.5 hours for an SUV, with 10 minutes' cleanup. */
async function fullDetail(): Promise<Service> {
  const made = await createService(shopAdmin, {
    name: `Full detail ${Math.random().toString(36).slice(2, 8)}`,
    description: "Inside and out",
    price: 120,
    duration: 120,
    bufferMinutes: 10,
    prices: [{ vehicleClass: suv._id, price: 160, duration: 150 }],
  });
  return db.service.findUniqueOrThrow({ where: { id: made._id } });
}

type Car = { vehicle?: string; vehicleClass?: string; addOns?: string[] };
const bookCars = (who: User, place: Slot, vehicles: Car[]) => bookVisit(who, { service: place.serviceId, slot: place.id, vehicles });

/** The group's checkout is paid (`amount`: what the provider says it took; the group's total unless told). */
async function payGroup(groupId: string, options: { now?: Date; amount?: number } = {}) {
  const made = await db.checkoutGroup.findUniqueOrThrow({ where: { id: groupId } });
  return completeCheckout(testCheckoutProvider, made.paymentSessionId!, minorAmount(options.amount ?? made.amountCents, made.currency), undefined, options.now ?? new Date());
}

/** A customer with a saved SUV (plate ABC 123), and a full detail with an engine-bay add-on. */
async function suvOwner(label: string) {
  const owner = await customer(label);
  const car = await createVehicle(owner, { vehicleClass: suv._id, make: "Toyota", model: "RAV4", plate: `ABC ${Math.floor(Math.random() * 900 + 100)}` });
  return { owner, car };
}

const storedFor = async (who: User) => ({
  bookings: await db.booking.count({ where: { customerId: who.id } }),
  groups: await db.checkoutGroup.count({ where: { customerId: who.id } }),
});

describe("booking two cars into one slot", () => {
  it("makes a booking per car, each with its own bay, price and length, under one checkout whose lines name each car", async () => {
    await anyBays(2);
    const detail = await fullDetail();
    const engineBay = await createAddOn(shopAdmin, { name: "Engine bay", price: 30, minutes: 30, services: [detail.id] });
    const place = await slot(detail, daysAhead(3, 9), { capacity: 2 });
    const { owner, car } = await suvOwner("ada");

    const { booking, created } = await bookCars(owner, place, [{ vehicle: car._id, addOns: [engineBay._id] }, { vehicleClass: hatch._id }]);

    expect(created).toBe(true);
    const made = booking as Extract<typeof booking, { bookings: unknown }>;
    expect(made.bookings.map((one) => [one.vehicleClass?.name, one.total, one.minutes, one.status])).toEqual([
      ["SUV", 190, 180, "pending"],
      ["Hatchback", 120, 120, "pending"],
    ]);
    expect(made).toMatchObject({ _id: made.bookings[0]._id, groupTotal: 310, checkoutGroup: expect.any(String), payment_url: expect.stringContaining("/checkout/test/") });
    expect(made.bookings.every((one) => one.checkoutGroup === made.checkoutGroup)).toBe(true);
    const rows = await db.booking.findMany({ where: { checkoutGroupId: made.checkoutGroup }, orderBy: { groupPosition: "asc" } });
    expect(new Set(rows.map((row) => row.bayId)).size).toBe(2);
    // Each car its own length: the SUV's 2.5 hours and the add-on's half hour, the hatchback's 2 hours; then cleanup.
    expect(rows.map((row) => (row.occupiedUntil!.getTime() - row.occupiedFrom!.getTime()) / MINUTE)).toEqual([190, 130]);
    expect(rows.every((row) => row.paymentSessionId === null && row.paymentUrl === made.payment_url)).toBe(true);
    const checkout = await db.checkoutGroup.findUniqueOrThrow({ where: { id: made.checkoutGroup } });
    expect(checkout).toMatchObject({ customerId: owner.id, amountCents: 31_000, currency: "usd", paymentProvider: "test" });
    const { testCheckoutView } = await import("@/lib/server/bookings/test-checkout-page");
    const view = await testCheckoutView(checkout.paymentSessionId!);
    expect(view.lines).toEqual([
      { name: `${detail.name} — SUV (${car.plate})`, amountCents: 16_000 },
      { name: `Engine bay — SUV (${car.plate})`, amountCents: 3_000 },
      { name: `${detail.name} — Hatchback (car 2)`, amountCents: 12_000 },
    ]);
    expect(view.total).toBe(310);
  });

  it("into a slot with one free bay: refused, saying how many fit, and nothing is stored", async () => {
    await anyBays(2);
    const detail = await fullDetail();
    const place = await slot(detail, daysAhead(4, 9), { capacity: 3 });
    await book(await customer("first"), place);
    const bo = await customer("bo");

    const refused = await refusal(bookCars(bo, place, [{ vehicleClass: suv._id }, { vehicleClass: hatch._id }]));

    expect(refused).toEqual({ kind: "conflict", message: group.carsDoNotFit(1, 2) });
    expect(await storedFor(bo)).toEqual({ bookings: 0, groups: 0 });
    expect(await db.domainEvent.count({ where: { booking: { customerId: bo.id } } })).toBe(0);
  });

  it("into a slot with one place left: refused, saying how many fit, and nothing is stored", async () => {
    await anyBays(3);
    const place = await slot(await fullDetail(), daysAhead(4, 13), { capacity: 2 });
    await book(await customer("first"), place);
    const cy = await customer("cy");

    expect(await refusal(bookCars(cy, place, [{}, {}]))).toEqual({ kind: "conflict", message: group.carsDoNotFit(1, 2) });
    expect(await storedFor(cy)).toEqual({ bookings: 0, groups: 0 });
  });

  it("places the longest car first, so a shorter one never takes the only bay free long enough for it", async () => {
    const [first, second] = await anyBays(2);
    const detail = await fullDetail();
    const place = await slot(detail, daysAhead(5, 9), { capacity: 2 });
    // Bay 2 is busy from 11:15: free for the hatchback (2 h and 10 minutes' cleanup) only; bay 1 is free all morning.
    const later = await slot(detail, new Date(place.startsAt.getTime() + 135 * MINUTE));
    await book(await customer("later"), later);
    await db.booking.updateMany({ where: { slotId: later.id }, data: { bayId: second.id } });
    const dee = await customer("dee");

    const { booking } = await bookCars(dee, place, [{ vehicleClass: hatch._id }, { vehicleClass: suv._id }]);

    const rows = await db.booking.findMany({ where: { checkoutGroupId: (booking as { checkoutGroup: string }).checkoutGroup }, orderBy: { groupPosition: "asc" } });
    expect(rows.map((row) => row.bayId)).toEqual([second.id, first.id]);
  });

  it("refuses the same saved vehicle twice, another customer's vehicle, an unknown class, too many cars and an empty list", async () => {
    await anyBays(2);
    const place = await slot(await fullDetail(), daysAhead(5, 14), { capacity: 2 });
    const { owner, car } = await suvOwner("eve");
    const other = await suvOwner("fay");

    expect(await refusal(bookCars(owner, place, [{ vehicle: car._id }, { vehicle: car._id }]))).toMatchObject({ kind: "invalid", message: expect.stringContaining(group.carsSameVehicle) });
    expect(await refusal(bookCars(owner, place, [{ vehicle: car._id }, { vehicle: other.car._id }]))).toEqual({ kind: "invalid", message: messages.vehicles.vehicleNotFound });
    expect(await refusal(bookCars(owner, place, [{}, { vehicleClass: "00000000-0000-4000-8000-000000000000" }]))).toEqual({ kind: "invalid", message: messages.vehicles.classNotFound });
    expect((await refusal(bookCars(owner, place, Array.from({ length: MAX_CARS_PER_VISIT + 1 }, () => ({}))))).kind).toBe("invalid");
    expect(await refusal(bookCars(owner, place, []))).toMatchObject({ kind: "invalid", message: expect.stringContaining(group.carsTooFew) });
    expect(await storedFor(owner)).toEqual({ bookings: 0, groups: 0 });
  });

  it("counts each car as a hold: past the customer's limit, nothing is held", async () => {
    expect(MAX_CARS_PER_VISIT).toBeLessThanOrEqual(MAX_HOLDS_PER_CUSTOMER);
    await anyBays(2);
    const detail = await fullDetail();
    const gus = await customer("gus");
    for (let i = 0; i < MAX_HOLDS_PER_CUSTOMER - 1; i++) await book(gus, await slot(detail, daysAhead(6, 8 + i * 3)));
    const place = await slot(detail, daysAhead(7, 9), { capacity: 2 });

    expect(await refusal(bookCars(gus, place, [{}, {}]))).toEqual({ kind: "conflict", message: messages.booking.tooManyHolds(MAX_HOLDS_PER_CUSTOMER) });
    expect(await db.booking.count({ where: { customerId: gus.id, slotId: place.id } })).toBe(0);
    expect(await db.checkoutGroup.count({ where: { customerId: gus.id } })).toBe(0);
  });

  it("answers the same checkout when the customer comes back", async () => {
    await anyBays(2);
    const place = await slot(await fullDetail(), daysAhead(8, 9), { capacity: 2 });
    const hal = await customer("hal");
    const first = await bookCars(hal, place, [{}, { vehicleClass: suv._id }]);

    const again = await bookCars(hal, place, [{}, { vehicleClass: suv._id }]);

    expect(again.created).toBe(false);
    expect(again.booking).toMatchObject({ checkoutGroup: (first.booking as { checkoutGroup: string }).checkoutGroup, payment_url: first.booking.payment_url });
    expect(await db.booking.count({ where: { customerId: hal.id } })).toBe(2);
  });

  it("whose checkout was never saved (a request that died): the group's checkout is opened again, never one of a car alone", async () => {
    await anyBays(2);
    const place = await slot(await fullDetail(), daysAhead(8, 13), { capacity: 2 });
    const ivo = await customer("ivo");
    const first = await bookCars(ivo, place, [{}, { vehicleClass: suv._id }]);
    const groupId = (first.booking as { checkoutGroup: string }).checkoutGroup;
    await db.checkoutGroup.update({ where: { id: groupId }, data: { paymentSessionId: null, paymentUrl: null } });
    await db.booking.updateMany({ where: { checkoutGroupId: groupId }, data: { paymentUrl: null } });

    expect(await refusal(book(ivo, place))).toEqual({ kind: "conflict", message: messages.booking.alreadyHoldPlace });
    const again = await bookCars(ivo, place, [{}, { vehicleClass: suv._id }]);

    expect(again).toMatchObject({ created: false, booking: { checkoutGroup: groupId, payment_url: first.booking.payment_url } });
    expect(await db.booking.count({ where: { customerId: ivo.id, paymentSessionId: { not: null } } })).toBe(0);
  });
});

describe("paying for several cars", () => {
  async function twoCars(label: string, day: number) {
    await anyBays(2);
    const place = await slot(await fullDetail(), daysAhead(day, 9), { capacity: 2 });
    const who = await customer(label);
    const { booking } = await bookCars(who, place, [{ vehicleClass: suv._id }, { vehicleClass: hatch._id }]);
    const made = booking as Extract<typeof booking, { bookings: unknown }>;
    return { who, place, groupId: made.checkoutGroup, ids: made.bookings.map((one) => one._id) };
  }

  it("confirms every car's booking once, however often it is reported", async () => {
    const { groupId, ids } = await twoCars("ivy", 9);

    expect(await payGroup(groupId)).toBe("confirmed");
    expect(await payGroup(groupId)).toBe("already-settled");

    for (const id of ids) {
      expect(await bookingRow(id)).toMatchObject({ status: "confirm", payment: "paid" });
      expect((await eventsOf(id)).filter((event) => event.type === "booking.paid")).toHaveLength(1);
    }
    expect((await bookingRow(ids[0])).paidAmountMinor).toBe(16_000);
    expect((await bookingRow(ids[1])).paidAmountMinor).toBe(12_000);
  });

  it("a payment that is not the group's total confirms none, and the whole payment is refunded once", async () => {
    const { groupId, ids } = await twoCars("jay", 10);
    const refund = jest.spyOn(testCheckoutProvider, "refund");

    expect(await payGroup(groupId, { amount: 12_000 })).toBe("payment-mismatch");

    for (const id of ids) expect(await bookingRow(id)).toMatchObject({ status: "cancel", payment: ids[0] === id ? "refunded" : "paid", paidAmountMinor: 12_000 });
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund.mock.calls[0][1]).toBeUndefined();
    expect(await db.booking.count({ where: { id: { in: ids }, refundDue: { not: null } } })).toBe(0);
  });

  it("paid after the hold ran out: a car whose place was taken meanwhile is refunded its own amount, the other kept", async () => {
    const { place, groupId, ids } = await twoCars("kay", 11);
    const late = new Date(Date.now() + 40 * MINUTE);
    // The holds ran out; another customer takes one of the two places (and a bay).
    const quick = await customer("quick");
    await at(late, () => book(quick, place));
    const refund = jest.spyOn(testCheckoutProvider, "refund");

    expect(await payGroup(groupId, { now: late })).toBe("refund-owed");

    const rows = await Promise.all(ids.map(bookingRow));
    expect(rows.map((row) => row.status)).toEqual(["confirm", "cancel"]);
    expect(rows[1]).toMatchObject({ payment: "refunded", refundDue: null });
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund.mock.calls[0][1]).toMatchObject({ amountCents: 12_000, currency: "usd" });
  });

  it("leaving the checkout lets every car's place go together", async () => {
    const { who, place, ids } = await twoCars("lou", 12);

    await cancelCheckout(who, ids[1]);

    for (const id of ids) expect(await bookingRow(id)).toMatchObject({ status: "cancel", payment: "pending" });
    expect(await db.booking.count({ where: { slotId: place.id, status: { in: ["pending", "confirm"] } } })).toBe(0);
  });

  it("cancelling one car awaiting payment lets the group's places go together (they share one checkout)", async () => {
    const { who, ids } = await twoCars("max", 13);

    await cancelMyBooking(who, ids[0]);

    for (const id of ids) expect((await bookingRow(id)).status).toBe("cancel");
  });

  it("cancelling one paid car refunds that car's amount alone, once; the other stays confirmed", async () => {
    const { who, groupId, ids } = await twoCars("ned", 14);
    await payGroup(groupId);
    const refund = jest.spyOn(testCheckoutProvider, "refund");

    const result = await at(new Date(Date.now() + HOUR), () => cancelMyBooking(who, ids[1]));

    expect(result).toMatchObject({ refund: "due", refunded: true });
    const session = (await db.checkoutGroup.findUniqueOrThrow({ where: { id: groupId } })).paymentSessionId;
    expect(refund.mock.calls).toEqual([[session, { amountCents: 12_000, currency: "usd", idempotencyKey: `refund-${session}-${ids[1]}` }]]);
    expect(await bookingRow(ids[1])).toMatchObject({ status: "cancel", payment: "refunded", refundDue: null });
    expect(await bookingRow(ids[0])).toMatchObject({ status: "confirm", payment: "paid" });
    const refunded = (await eventsOf(ids[1])).find((event) => event.type === "booking.refunded");
    expect(refunded?.payload).toMatchObject({ amountCents: 12_000, currency: "usd", cause: "cancelled" });
  });
});

describe("moving one car of several", () => {
  it("moves that car alone, for its own length; the other stays; cancelling it then refunds its own amount", async () => {
    await anyBays(2);
    const detail = await fullDetail();
    const place = await slot(detail, daysAhead(16, 9), { capacity: 2 });
    const later = await slot(detail, daysAhead(16, 13));
    const who = await customer("otto");
    const { booking } = await bookCars(who, place, [{ vehicleClass: suv._id }, { vehicleClass: hatch._id }]);
    const made = booking as Extract<typeof booking, { bookings: unknown }>;
    const [suvCar, hatchCar] = made.bookings.map((one) => one._id);
    await payGroup(made.checkoutGroup);

    const moved = await rescheduleMyBooking(who, suvCar, { slot: later.id });

    expect(moved).toMatchObject({ _id: suvCar, checkoutGroup: made.checkoutGroup });
    const row = await bookingRow(suvCar);
    expect(row).toMatchObject({ slotId: later.id, status: "confirm", payment: "paid" });
    // 2.5 hours for the SUV and 10 minutes' cleanup, from 13:00.
    expect([row.occupiedFrom!.getTime() - later.startsAt.getTime(), (row.occupiedUntil!.getTime() - row.occupiedFrom!.getTime()) / MINUTE]).toEqual([0, 160]);
    expect(await bookingRow(hatchCar)).toMatchObject({ slotId: place.id, status: "confirm", payment: "paid" });

    const refund = jest.spyOn(testCheckoutProvider, "refund");
    expect(await cancelMyBooking(who, suvCar)).toMatchObject({ refunded: true });
    expect(refund.mock.calls.map(([, request]) => request?.amountCents)).toEqual([16_000]);
    expect(await bookingRow(hatchCar)).toMatchObject({ status: "confirm", payment: "paid" });
  });
});

describe("the race for one morning in a two-bay shop", () => {
  it("customers each booking two cars never overlap a bay nor overbook a slot, and each group is whole or absent", async () => {
    await anyBays(2);
    const detail = await fullDetail();
    const morning = daysAhead(20);
    // Hourly slots from 8:00, two places each; an SUV takes 2.5 hours and a hatchback 2, so neighbouring slots' cars overlap.
    const places = await Promise.all(Array.from({ length: 4 }, (_, i) => slot(detail, new Date(morning.getTime() + (8 + i) * HOUR), { minutes: 60, capacity: 2 })));
    const racers = await Promise.all(Array.from({ length: 12 }, (_, i) => customer(`racer${i}`)));
    const pairs: Car[][] = [
      [{ vehicleClass: suv._id }, { vehicleClass: hatch._id }],
      [{ vehicleClass: hatch._id }, { vehicleClass: hatch._id }],
    ];

    const results = await Promise.allSettled(racers.map((racer, i) => bookCars(racer, places[i % places.length], pairs[i % pairs.length])));

    const refused = results.filter((result) => result.status === "rejected").map((result) => (result as PromiseRejectedResult).reason);
    expect(refused.every((reason) => reason?.kind === "conflict")).toBe(true);
    expect(results.length - refused.length).toBeGreaterThanOrEqual(1);
    const live = await db.booking.findMany({ where: { slotId: { in: places.map((place) => place.id) }, status: { in: ["pending", "confirm"] } } });
    expect(live).toHaveLength(2 * (results.length - refused.length));
    const perGroup = new Map<string, number>();
    for (const booking of live) perGroup.set(booking.checkoutGroupId!, (perGroup.get(booking.checkoutGroupId!) ?? 0) + 1);
    expect([...perGroup.values()].every((count) => count === 2)).toBe(true);
    for (const place of places) expect(live.filter((booking) => booking.slotId === place.id).length).toBeLessThanOrEqual(2);
    const overlaps = await db.$queryRaw<{ count: number }[]>`
      SELECT count(*)::int AS count FROM "Booking" a JOIN "Booking" b ON a."bayId" = b."bayId" AND a.id < b.id
      WHERE a.status IN ('pending', 'confirm') AND b.status IN ('pending', 'confirm')
        AND tstzrange(a."occupiedFrom", a."occupiedUntil", '[)') && tstzrange(b."occupiedFrom", b."occupiedUntil", '[)')`;
    expect(overlaps[0].count).toBe(0);
    // Refused groups left nothing behind.
    expect(await db.checkoutGroup.count({ where: { customerId: { in: racers.map((racer) => racer.id) } } })).toBe(results.length - refused.length);
  });
});

describe("a booking of its own", () => {
  it("is as it was: no group, car 0", async () => {
    await anyBays(1);
    const place = await slot(await fullDetail(), daysAhead(21, 9));
    const { booking } = await book(await customer("old"), place);

    expect(booking.checkoutGroup).toBeNull();
    expect(await bookingRow(booking._id)).toMatchObject({ checkoutGroupId: null, groupPosition: 0, paymentSessionId: expect.any(String) });
  });
});
