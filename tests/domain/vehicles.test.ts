import { messages } from "@/lib/messages";
import { testCheckoutProvider } from "@/lib/server/payments/test-checkout";
import type { PaymentProvider } from "@/lib/server/payments/payment-provider";
import { createBooking } from "@/lib/server/bookings/create-booking";
import { cancelMyBooking } from "@/lib/server/bookings/cancel-booking";
import { rescheduleMyBooking } from "@/lib/server/bookings/reschedule-booking";
import { createService, updateService } from "@/lib/server/services/manage-services";
import { listAvailability } from "@/lib/server/slots/list-availability";
import { createAddOn, deleteAddOn, listAddOns } from "@/lib/server/vehicles/manage-add-ons";
import { createVehicleClass, deleteVehicleClass, listVehicleClasses, updateVehicleClass } from "@/lib/server/vehicles/manage-vehicle-classes";
import { createVehicle, deleteVehicle, listMyVehicles, updateVehicle } from "@/lib/server/vehicles/manage-vehicles";
import type { Service, Slot, User } from "@/lib/generated/prisma/client";
import { transaction } from "@/lib/server/database/transaction";
import { joinWaitlist } from "@/lib/server/waitlist/manage-waitlist";
import { offerFreedPlaces } from "@/lib/server/waitlist/offers";
import { admin, anyBays, at, book, bookAndPay, bookingRow, customer, daysAhead, db, eventsOf, HOUR, MINUTE, pay, refusal, service, shop, slot } from "./support";

/**
 * Vehicle classes, prices by class, add-ons and customers' vehicles
 * (lib/server/vehicles, docs/vehicles.md): a booking is priced and timed from
 * its service, class and add-ons when it is made, keeps that, and occupies
 * its bay for its real length (the exclusion constraint stands behind it
 * under every race); the old call, service and slot alone, books the default
 * class without add-ons exactly as before. A customer waits for a full slot
 * with their car, and a place offered to them is priced and timed for it.
 */

const text = messages.vehicles;
let shopAdmin: User;
let hatch: { _id: string };
let suv: { _id: string };
let bike: { _id: string };

beforeAll(async () => {
  await shop();
  shopAdmin = await admin();
  const [standard] = await listVehicleClasses();
  hatch = await updateVehicleClass(shopAdmin, standard._id, { name: "Hatchback / Sedan" });
  suv = await createVehicleClass(shopAdmin, { name: "SUV / Crossover", description: "Higher and longer cars" });
  bike = await createVehicleClass(shopAdmin, { name: "Motorbike" });
});

/** A full detail: $120 and 2 hours for the default class, $160 and 2.5 hours for an SUV, not for motorbikes. */
async function fullDetail(fields: { bufferMinutes?: number } = {}): Promise<Service> {
  const made = await createService(shopAdmin, {
    name: `Full Detail ${Math.random().toString(36).slice(2, 8)}`,
    description: "Inside and out",
    price: 120,
    duration: 120,
    bufferMinutes: fields.bufferMinutes ?? 0,
    prices: [
      { vehicleClass: suv._id, price: 160, duration: 150 },
      { vehicleClass: bike._id, offered: false },
    ],
  });
  return db.service.findUniqueOrThrow({ where: { id: made._id } });
}

const addOn = (name: string, price: number, minutes: number, services: string[], prices?: { vehicleClass: string; price: number }[]) =>
  createAddOn(shopAdmin, { name, price, minutes, services, ...(prices && { prices }) });

const bookWith = (who: User, place: Slot, choice: { vehicleClass?: string; vehicle?: string; addOns?: string[] }) =>
  createBooking(who, { service: place.serviceId, slot: place.id, ...choice });

describe("the old call, service and slot alone", () => {
  it("books the default class without add-ons: the service's price, one line, the slot's length plus cleanup", async () => {
    await anyBays(1);
    const detail = await fullDetail({ bufferMinutes: 15 });
    const place = await slot(detail, daysAhead(3, 9));

    const { booking } = await book(await customer("ada"), place);

    expect(booking).toMatchObject({ amount: 120, total: 120, vehicleClass: { _id: hatch._id, name: "Hatchback / Sedan" }, vehicle: null, addOns: [], minutes: 120 });
    // It ends when its slot does.
    expect(booking).toMatchObject({ endsAt: place.endsAt.toISOString(), endTime: place.endTime });
    const row = await bookingRow(booking._id);
    expect(row).toMatchObject({ amountCents: 12_000, extraMinutes: 0, occupiedFrom: place.startsAt, occupiedUntil: new Date(place.endsAt.getTime() + 15 * MINUTE) });
    expect(await db.bookingItem.findMany({ where: { bookingId: booking._id }, select: { kind: true, name: true, priceCents: true, minutes: true } })).toEqual([
      { kind: "service", name: detail.name, priceCents: 12_000, minutes: 120 },
    ]);
  });
});

describe("a booking for a class with add-ons", () => {
  it("costs the class's price plus each add-on's (its class price where it has one), and takes the bay for the whole length", async () => {
    await anyBays(1);
    const detail = await fullDetail({ bufferMinutes: 10 });
    const wax = await addOn("Wax", 25, 30, [detail.id], [{ vehicleClass: suv._id, price: 35 }]);
    const petHair = await addOn("Pet hair", 20, 20, [detail.id]);
    const place = await slot(detail, daysAhead(4, 9));
    const bo = await customer("bo");

    const { booking } = await bookWith(bo, place, { vehicleClass: suv._id, addOns: [wax._id, petHair._id] });

    expect(booking).toMatchObject({
      amount: 215,
      total: 215,
      vehicleClass: { _id: suv._id, name: "SUV / Crossover" },
      addOns: [
        { _id: wax._id, name: "Wax", price: 35, minutes: 30 },
        { _id: petHair._id, name: "Pet hair", price: 20, minutes: 20 },
      ],
      minutes: 200,
    });
    // Its slot is 09:00 to 11:00 (the default class's two hours); the SUV's half hour and the add-ons' 50 minutes end it at 12:20.
    expect(booking).toMatchObject({ slot: { startTime: "09:00", endTime: "11:00" }, endsAt: new Date(place.startsAt.getTime() + 200 * MINUTE).toISOString(), endTime: "12:20" });
    // 150 minutes for the SUV, 50 for the add-ons, 10 of cleanup.
    expect(await bookingRow(booking._id)).toMatchObject({ amountCents: 21_500, extraMinutes: 80, occupiedUntil: new Date(place.startsAt.getTime() + 210 * MINUTE) });
    expect((await eventsOf(booking._id))[0]).toMatchObject({ type: "booking.created", payload: { amountCents: 21_500 } });
  });

  it("keeps its price when the service's and the add-on's prices change later", async () => {
    await anyBays(1);
    const detail = await fullDetail();
    const wax = await addOn("Wax", 25, 30, [detail.id]);
    const place = await slot(detail, daysAhead(5, 9));
    const { booking } = await bookWith(await customer("cy"), place, { vehicleClass: suv._id, addOns: [wax._id] });

    await updateService(shopAdmin, detail.id, { price: 500, prices: [{ vehicleClass: suv._id, price: 900, duration: 240 }] });
    await db.addOn.update({ where: { id: wax._id }, data: { priceCents: 99_00 } });

    expect(await bookingRow(booking._id)).toMatchObject({ amountCents: 18_500, extraMinutes: 60 });
    expect((await db.bookingItem.findMany({ where: { bookingId: booking._id }, orderBy: { position: "asc" } })).map((item) => item.priceCents)).toEqual([16_000, 2_500]);
  });

  it("is paid for its total, then refunded in full when cancelled", async () => {
    await anyBays(1);
    const detail = await fullDetail();
    const wax = await addOn("Wax", 25, 30, [detail.id]);
    const place = await slot(detail, daysAhead(6, 9));
    const dee = await customer("dee");
    const { booking } = await bookWith(dee, place, { vehicleClass: suv._id, addOns: [wax._id] });

    expect(await pay(booking._id)).toBe("confirmed");
    const result = await at(new Date(place.startsAt.getTime() - 48 * HOUR), () => cancelMyBooking(dee, booking._id));

    expect(result).toMatchObject({ refunded: true });
    expect((await eventsOf(booking._id)).at(-1)).toMatchObject({ type: "booking.refunded", payload: { amountCents: 18_500 } });
  });

  it("opens a checkout with one line per item", async () => {
    await anyBays(1);
    const detail = await fullDetail();
    const wax = await addOn("Wax", 25, 30, [detail.id]);
    const place = await slot(detail, daysAhead(7, 9));
    const checkout = jest.spyOn(testCheckoutProvider as PaymentProvider, "createCheckout");
    try {
      await bookWith(await customer("eve"), place, { vehicleClass: suv._id, addOns: [wax._id] });
      expect(checkout.mock.calls[0][0]).toMatchObject({
        amountCents: 18_500,
        lines: [
          { name: text.serviceLine(detail.name, "SUV / Crossover"), amountCents: 16_000 },
          { name: text.addOnLine("Wax"), amountCents: 2_500 },
        ],
      });
    } finally {
      checkout.mockRestore();
    }
  });

  it("is refused, and nothing is stored, for a class the service does not offer, an add-on it does not take, or someone else's vehicle", async () => {
    await anyBays(1);
    const detail = await fullDetail();
    const engineBay = await addOn("Engine bay", 30, 25, []);
    const place = await slot(detail, daysAhead(8, 9));
    const fay = await customer("fay");
    const other = await createVehicle(await customer("gus"), { vehicleClass: suv._id, make: "Toyota", model: "RAV4" });
    const own = await createVehicle(fay, { vehicleClass: suv._id, make: "Honda", model: "CR-V" });

    expect(await refusal(bookWith(fay, place, { vehicleClass: bike._id }))).toEqual({ kind: "invalid", message: text.classNotOffered });
    expect(await refusal(bookWith(fay, place, { addOns: [engineBay._id] }))).toEqual({ kind: "invalid", message: text.addOnNotOffered("Engine bay") });
    expect(await refusal(bookWith(fay, place, { vehicle: other._id }))).toEqual({ kind: "invalid", message: text.vehicleNotFound });
    expect(await refusal(bookWith(fay, place, { vehicle: own._id, vehicleClass: hatch._id }))).toEqual({ kind: "invalid", message: text.vehicleClassMismatch });
    expect(await db.booking.count({ where: { slotId: place.id } })).toBe(0);

    const { booking } = await bookWith(fay, place, { vehicle: own._id });
    expect(booking).toMatchObject({ vehicle: { _id: own._id, make: "Honda", model: "CR-V" }, vehicleClass: { _id: suv._id }, amount: 160 });
  });
});

describe("availability for a class and add-ons", () => {
  it("offers only the times a bay is free for the booking's whole length: an SUV with add-ons sees fewer than a hatchback", async () => {
    await anyBays(1);
    const detail = await fullDetail();
    const wash = await service({ duration: 60 });
    const wax = await addOn("Wax", 25, 30, [detail.id]);
    const day = daysAhead(9);
    // The detail's slots at 9:00 and 11:00; a wash booked at 13:00 in the only bay.
    const nine = await slot(detail, new Date(day.getTime() + 9 * HOUR));
    const eleven = await slot(detail, new Date(day.getTime() + 11 * HOUR));
    await book(await customer("hal"), await slot(wash, new Date(day.getTime() + 13 * HOUR)));
    const times = async (choice: { vehicleClass?: string; addOns?: string[] }) =>
      (await listAvailability({ service: detail.id, date: day.toISOString().slice(0, 10), ...choice })).filter((s) => s.bookable).map((s) => s.startTime);

    expect(await times({})).toEqual(["09:00", "11:00"]);
    expect(await times({ vehicleClass: hatch._id })).toEqual(["09:00", "11:00"]);
    // 150 + 30 minutes from 11:00 runs into the wash at 13:00.
    expect(await times({ vehicleClass: suv._id, addOns: [wax._id] })).toEqual(["09:00"]);
    expect(await refusal(bookWith(await customer("ida"), eleven, { vehicleClass: suv._id, addOns: [wax._id] }))).toMatchObject({ kind: "conflict" });
    expect((await bookWith(await customer("ida"), nine, { vehicleClass: suv._id, addOns: [wax._id] })).created).toBe(true);
    expect(await refusal(listAvailability({ service: detail.id, vehicleClass: bike._id }))).toEqual({ kind: "invalid", message: text.classNotOffered });
  });
});

describe("rescheduling", () => {
  it("keeps the booking's lines, price and length at the new time", async () => {
    await anyBays(1);
    const detail = await fullDetail();
    const wax = await addOn("Wax", 25, 30, [detail.id]);
    const first = await slot(detail, daysAhead(10, 9));
    const later = await slot(detail, daysAhead(11, 9));
    const jo = await customer("jo");
    const { booking } = await bookWith(jo, first, { vehicleClass: suv._id, addOns: [wax._id] });
    await pay(booking._id);

    const moved = await at(new Date(first.startsAt.getTime() - 72 * HOUR), () => rescheduleMyBooking(jo, booking._id, { slot: later.id }));

    expect(await bookingRow(booking._id)).toMatchObject({ slotId: later.id, amountCents: 18_500, extraMinutes: 60, occupiedUntil: new Date(later.startsAt.getTime() + 180 * MINUTE) });
    expect(await db.bookingItem.count({ where: { bookingId: booking._id } })).toBe(2);
    // Its end moves with it: the new slot's end plus the same hour.
    expect(moved).toMatchObject({ endsAt: new Date(later.startsAt.getTime() + 180 * MINUTE).toISOString(), endTime: "12:00" });
  });
});

describe("the race for one morning in a two-bay shop", () => {
  it("40 customers with SUVs and hatchbacks and add-ons never overlap in a bay", async () => {
    await anyBays(2);
    const detail = await fullDetail({ bufferMinutes: 10 });
    const wax = await addOn("Wax", 25, 30, [detail.id]);
    const petHair = await addOn("Pet hair", 20, 20, [detail.id]);
    const morning = daysAhead(12);
    // Half-hour slots from 8:00 to 11:30, two places each: a hatchback takes 30 minutes, an SUV 60, add-ons more, so
    // bookings of neighbouring slots overlap, and far more is asked for than two bays can take.
    const places = await Promise.all(Array.from({ length: 8 }, (_, i) => slot(detail, new Date(morning.getTime() + 8 * HOUR + i * 30 * MINUTE), { minutes: 30, capacity: 2 })));
    const racers = await Promise.all(Array.from({ length: 40 }, (_, i) => customer(`racer${i}`)));
    const choices = [{ vehicleClass: suv._id, addOns: [wax._id, petHair._id] }, { vehicleClass: hatch._id }, { vehicleClass: suv._id }, { vehicleClass: hatch._id, addOns: [petHair._id] }];

    const results = await Promise.allSettled(racers.map((racer, i) => bookWith(racer, places[i % places.length], choices[i % choices.length])));

    const refused = results.filter((result) => result.status === "rejected").map((result) => (result as PromiseRejectedResult).reason);
    expect(refused.every((reason) => reason?.kind === "conflict")).toBe(true);
    const taken = results.length - refused.length;
    expect(taken).toBeGreaterThanOrEqual(2);
    const live = await db.booking.findMany({ where: { slotId: { in: places.map((place) => place.id) }, status: { in: ["pending", "confirm"] } }, include: { items: true, slot: true } });
    expect(live).toHaveLength(taken);
    // Each occupies its bay for its own lines' minutes plus cleanup, and no two in one bay overlap.
    for (const booking of live) {
      const minutes = booking.items.reduce((sum, item) => sum + item.minutes, 0);
      expect(booking.occupiedUntil).toEqual(new Date(booking.slot.startsAt.getTime() + (minutes + 10) * MINUTE));
    }
    const overlaps = await db.$queryRaw<{ count: number }[]>`
      SELECT count(*)::int AS count FROM "Booking" a JOIN "Booking" b ON a."bayId" = b."bayId" AND a.id < b.id
      WHERE a.status IN ('pending', 'confirm') AND b.status IN ('pending', 'confirm')
        AND tstzrange(a."occupiedFrom", a."occupiedUntil", '[)') && tstzrange(b."occupiedFrom", b."occupiedUntil", '[)')`;
    expect(overlaps[0].count).toBe(0);
  });
});

describe("the waitlist with a car", () => {
  const offer = (place: Slot) => transaction((tx) => offerFreedPlaces(tx, place.id, new Date()));
  const holdOf = async (place: Slot, who: User) => bookingRow((await db.waitlistEntry.findFirstOrThrow({ where: { slotId: place.id, customerId: who.id } })).bookingId!);

  it("offers a freed place priced and timed for the car its customer waits with", async () => {
    await anyBays(1);
    const detail = await fullDetail();
    const wax = await addOn("Wax", 25, 30, [detail.id]);
    const place = await slot(detail, daysAhead(20, 9));
    const holder = await customer("holder");
    const { booking } = await book(holder, place);
    await pay(booking._id);
    const zed = await customer("zed");
    const rav = await createVehicle(zed, { vehicleClass: suv._id, make: "Toyota", model: "RAV4", plate: "DHA 77" });

    await joinWaitlist(zed, place.id, { vehicle: rav._id, addOns: [wax._id] });
    expect(await db.waitlistEntry.findFirstOrThrow({ where: { slotId: place.id, customerId: zed.id } })).toMatchObject({ vehicleClassId: suv._id, vehicleId: rav._id, addOnIds: [wax._id] });
    await cancelMyBooking(holder, booking._id);

    expect(await offer(place)).toBe(1);
    // $160 for the SUV and $25 for the wax; its bay from 09:00 for the SUV's 150 minutes and the wax's 30.
    expect(await holdOf(place, zed)).toMatchObject({ vehicleClassId: suv._id, vehicleId: rav._id, amountCents: 18_500, extraMinutes: 60, occupiedUntil: new Date(place.startsAt.getTime() + 180 * MINUTE) });
  });

  it("refuses a car the service does not take, and keeps no place in line", async () => {
    await anyBays(1);
    const detail = await fullDetail();
    const elsewhere = await addOn("Tyre shine", 10, 10, [(await fullDetail()).id]);
    const place = await slot(detail, daysAhead(21, 9));
    await bookAndPay(await customer("holder"), place);
    const ola = await customer("ola");

    expect(await refusal(joinWaitlist(ola, place.id, { vehicleClass: bike._id }))).toEqual({ kind: "invalid", message: text.classNotOffered });
    expect(await refusal(joinWaitlist(ola, place.id, { addOns: [elsewhere._id] }))).toMatchObject({ kind: "invalid" });
    expect(await refusal(joinWaitlist(ola, place.id, { vehicleClass: "not-an-id" }))).toMatchObject({ kind: "invalid" });
    expect(await db.waitlistEntry.count({ where: { customerId: ola.id } })).toBe(0);
  });

  it("passes over a car too long for the bay that is free, to the next in line that fits; an add-on withdrawn meanwhile is left out", async () => {
    await anyBays(1);
    const detail = await fullDetail();
    const wax = await addOn("Wax", 25, 30, [detail.id]);
    // 09:00–11:00, then 11:00–13:00 booked in the shop's one bay: the first slot's place, once freed, is two hours long.
    const place = await slot(detail, daysAhead(22, 9));
    const next = await slot(detail, daysAhead(22, 11));
    const holder = await customer("holder");
    const { booking } = await book(holder, place);
    await pay(booking._id);
    await bookAndPay(await customer("later"), next);
    const [suvOwner, hatchOwner] = [await customer("suv-owner"), await customer("hatch-owner")];
    await joinWaitlist(suvOwner, place.id, { vehicleClass: suv._id });
    await joinWaitlist(hatchOwner, place.id, { addOns: [wax._id] });
    await cancelMyBooking(holder, booking._id);
    // The hatchback's wax would run past 11:00 as well; withdrawn, it is left out of the offer.
    await deleteAddOn(shopAdmin, wax._id);

    expect(await offer(place)).toBe(1);

    expect(await db.waitlistEntry.findFirstOrThrow({ where: { slotId: place.id, customerId: suvOwner.id } })).toMatchObject({ state: "waiting", bookingId: null });
    expect(await holdOf(place, hatchOwner)).toMatchObject({ vehicleClassId: hatch._id, amountCents: 12_000, extraMinutes: 0, occupiedUntil: place.endsAt });
  });
});

describe("vehicle classes (admin)", () => {
  it("moving the default keeps what every service charges each class", async () => {
    const detail = await fullDetail();
    const van = await createVehicleClass(shopAdmin, { name: "Pickup / Van" });

    await updateVehicleClass(shopAdmin, suv._id, { isDefault: true });
    try {
      expect(await db.service.findUniqueOrThrow({ where: { id: detail.id } })).toMatchObject({ priceCents: 16_000, duration: 150 });
      const prices = await db.servicePrice.findMany({ where: { serviceId: detail.id } });
      expect(prices).toEqual(expect.arrayContaining([expect.objectContaining({ vehicleClassId: hatch._id, priceCents: 12_000, duration: 120 })]));
      expect(prices.some((price) => price.vehicleClassId === suv._id)).toBe(false);
      expect((await listVehicleClasses()).filter((vehicleClass) => vehicleClass.isDefault).map((vehicleClass) => vehicleClass._id)).toEqual([suv._id]);
      // A class every service does not offer cannot be the default; the default is replaced, never unset.
      expect(await refusal(updateVehicleClass(shopAdmin, bike._id, { isDefault: true }))).toEqual({ kind: "conflict", message: expect.stringContaining("do not offer") });
      expect(await refusal(updateVehicleClass(shopAdmin, suv._id, { isDefault: false }))).toEqual({ kind: "conflict", message: text.classDefaultKept });
    } finally {
      await updateVehicleClass(shopAdmin, hatch._id, { isDefault: true });
    }
    expect(await db.service.findUniqueOrThrow({ where: { id: detail.id } })).toMatchObject({ priceCents: 12_000, duration: 120 });
    await deleteVehicleClass(shopAdmin, van._id);
  });

  it("never deletes the default, nor a class a vehicle or booking names; customers may not manage them", async () => {
    expect(await refusal(deleteVehicleClass(shopAdmin, hatch._id))).toEqual({ kind: "conflict", message: text.classDefaultKept });
    await createVehicle(await customer("kim"), { vehicleClass: bike._id, make: "Honda", model: "CB500" });
    expect(await refusal(deleteVehicleClass(shopAdmin, bike._id))).toMatchObject({ kind: "conflict" });
    expect(await refusal(createVehicleClass(await customer("lee"), { name: "Truck" }))).toMatchObject({ kind: "forbidden" });
  });
});

describe("prices by class on a service", () => {
  it("are left alone by an update without them, replaced by one with them, and refused for the default class or an unknown one", async () => {
    const detail = await fullDetail();
    await updateService(shopAdmin, detail.id, { name: "Full Detail, renamed" });
    expect(await db.servicePrice.count({ where: { serviceId: detail.id } })).toBe(2);

    await updateService(shopAdmin, detail.id, { prices: [{ vehicleClass: suv._id, price: 170, duration: 160 }] });
    expect(await db.servicePrice.findMany({ where: { serviceId: detail.id }, select: { vehicleClassId: true, priceCents: true, duration: true } })).toEqual([
      { vehicleClassId: suv._id, priceCents: 17_000, duration: 160 },
    ]);

    expect(await refusal(updateService(shopAdmin, detail.id, { prices: [{ vehicleClass: hatch._id, price: 1, duration: 1 }] }))).toEqual({ kind: "invalid", message: text.pricesDefaultClass });
    expect(await refusal(updateService(shopAdmin, detail.id, { prices: [{ vehicleClass: "00000000-0000-4000-8000-000000000000", price: 1, duration: 1 }] }))).toEqual({ kind: "invalid", message: text.classNotFound });
    expect(await refusal(updateService(shopAdmin, detail.id, { prices: [{ vehicleClass: suv._id, price: -5, duration: 60 }] }))).toMatchObject({ kind: "invalid" });
    expect(await db.servicePrice.count({ where: { serviceId: detail.id } })).toBe(1);
  });

  it("are optional on a new service, which then costs the same for every class", async () => {
    const made = await createService(shopAdmin, { name: "Quick wash", description: "Outside only", price: 20, duration: 30 });
    expect(await db.servicePrice.count({ where: { serviceId: made._id } })).toBe(0);
    expect(made).toMatchObject({ price: 20, duration: 30 });
  });
});

describe("add-ons (admin)", () => {
  it("offer themselves with the services listed, refuse an unknown service, and leave the list when deleted", async () => {
    const detail = await fullDetail();
    const made = await addOn("Headlight restoration", 40, 45, [detail.id]);
    expect((await listAddOns({ service: detail.id })).map((one) => one.name)).toEqual(["Headlight restoration"]);
    expect(await refusal(addOn("Ghost", 10, 10, ["00000000-0000-4000-8000-000000000000"]))).toEqual({ kind: "invalid", message: text.unknownService });
    expect(await refusal(addOn("Free money", -10, 10, [detail.id]))).toMatchObject({ kind: "invalid" });

    await deleteAddOn(shopAdmin, made._id);
    expect(await listAddOns({ service: detail.id })).toEqual([]);
  });
});

describe("a customer's vehicles", () => {
  it("are their own: listed, changed and deleted by them alone, each plate once per customer", async () => {
    const mo = await customer("mo");
    const nia = await customer("nia");
    const car = await createVehicle(mo, { vehicleClass: suv._id, make: "Toyota", model: "RAV4", colour: "Silver", plate: "dhaka ga-12" });
    expect(car).toMatchObject({ plate: "DHAKA GA-12", vehicleClass: { _id: suv._id, name: "SUV / Crossover" } });

    expect(await refusal(createVehicle(mo, { vehicleClass: hatch._id, make: "Kia", model: "Rio", plate: "DHAKA  GA-12" }))).toEqual({ kind: "conflict", message: text.plateTaken });
    expect((await createVehicle(nia, { vehicleClass: hatch._id, make: "Kia", model: "Rio", plate: "DHAKA GA-12" })).plate).toBe("DHAKA GA-12");
    expect(await refusal(createVehicle(mo, { vehicleClass: hatch._id, make: "Kia", model: "Rio", plate: "X".repeat(200) }))).toMatchObject({ kind: "invalid" });

    expect(await refusal(updateVehicle(nia, car._id, { colour: "Red" }))).toEqual({ kind: "not-found", message: text.vehicleNotFound });
    expect(await updateVehicle(mo, car._id, { colour: "Red", plate: null })).toMatchObject({ colour: "Red", plate: null });
    expect((await listMyVehicles(mo)).map((vehicle) => vehicle._id)).toEqual([car._id]);
    expect(await refusal(deleteVehicle(nia, car._id))).toEqual({ kind: "not-found", message: text.vehicleNotFound });
    expect(await refusal(listMyVehicles(shopAdmin))).toMatchObject({ kind: "forbidden" });

    await deleteVehicle(mo, car._id);
    expect(await listMyVehicles(mo)).toEqual([]);
  });
});
