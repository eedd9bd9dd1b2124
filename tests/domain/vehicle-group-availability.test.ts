import { createBooking } from "@/lib/server/bookings/create-booking";
import { listAvailability, listAvailabilityForCars, listMoveTimes } from "@/lib/server/slots/list-availability";
import { availabilityQuerySchema } from "@/lib/validation/catalogue";
import { createService } from "@/lib/server/services/manage-services";
import { createVehicleClass, listVehicleClasses, updateVehicleClass } from "@/lib/server/vehicles/manage-vehicle-classes";
import type { Service, User } from "@/lib/generated/prisma/client";
import { admin, anyBays, book, customer, daysAhead, db, HOUR, isoDay, MINUTE, pay, service, shop, slot } from "./support";

/**
 * Availability for several cars booked together (listAvailabilityForCars, docs/vehicles.md): a time is offered
 * only when every car of the set has a place and a bay of its own free for its own length, as booking them would
 * place them; a time with places for some of the cars but not all says so (`tooFew`).
 */

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

/** A full detail: 2 hours for a hatchback, 2.5 hours for an SUV, with 10 minutes' cleanup. */
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

type Car = { vehicleClass?: string; addOns?: string[] };
/** The day's times offered to the set of cars, and those with places for some of them only. */
async function timesFor(detail: Service, day: Date, cars: Car[]) {
  const slots = await listAvailabilityForCars({ service: detail.id, date: isoDay(day), cars });
  return { offered: slots.filter((one) => one.bookable).map((one) => one.startTime), tooFew: slots.filter((one) => one.tooFew).map((one) => one.startTime) };
}

describe("times offered to two cars", () => {
  it("a time with one free bay is not offered to two cars; a time with two is", async () => {
    await anyBays(2);
    const detail = await fullDetail();
    const day = daysAhead(5);
    const nine = await slot(detail, new Date(day.getTime() + 9 * HOUR), { capacity: 2 });
    await slot(detail, new Date(day.getTime() + 13 * HOUR), { capacity: 2 });
    // Someone else's car takes one of the two bays at 9:00.
    await book(await customer("first"), nine);

    expect(await timesFor(detail, day, [{ vehicleClass: suv._id }, { vehicleClass: hatch._id }])).toEqual({ offered: ["13:00"], tooFew: ["09:00"] });
    // One car alone still has 9:00.
    const [single] = await listAvailabilityForCars({ service: detail.id, date: isoDay(day), cars: [{ vehicleClass: hatch._id }] });
    expect(single).toMatchObject({ startTime: "09:00", bookable: true, remaining: 1, tooFew: false });
  });

  it("counts each car against the slot's capacity, whatever the bays", async () => {
    await anyBays(3);
    const detail = await fullDetail();
    const day = daysAhead(6);
    await slot(detail, new Date(day.getTime() + 9 * HOUR), { capacity: 1 });
    await slot(detail, new Date(day.getTime() + 11 * HOUR), { capacity: 3 });

    expect(await timesFor(detail, day, [{ vehicleClass: hatch._id }, { vehicleClass: hatch._id }])).toEqual({ offered: ["11:00"], tooFew: ["09:00"] });
  });

  it("fits each car's own length in its own bay: an SUV and a hatchback fit where two SUVs do not", async () => {
    await anyBays(2);
    const detail = await fullDetail();
    const wash = await service({ duration: 60 });
    const day = daysAhead(7);
    await slot(detail, new Date(day.getTime() + 9 * HOUR), { capacity: 2 });
    // A wash at 11:30 in the first bay: from 9:00 it leaves that bay free long enough for a hatchback
    // (2 hours and cleanup, to 11:10), not for an SUV (2.5 hours and cleanup, to 11:40).
    const washed = await book(await customer("wash"), await slot(wash, new Date(day.getTime() + 11.5 * HOUR)));
    expect(washed.booking).toBeDefined();
    const bays = await db.booking.findMany({ where: { slot: { serviceId: wash.id } }, select: { occupiedFrom: true, occupiedUntil: true } });
    expect(bays.map((one) => (one.occupiedUntil!.getTime() - one.occupiedFrom!.getTime()) / MINUTE)).toEqual([60]);

    expect(await timesFor(detail, day, [{ vehicleClass: suv._id }, { vehicleClass: hatch._id }])).toEqual({ offered: ["09:00"], tooFew: [] });
    expect(await timesFor(detail, day, [{ vehicleClass: hatch._id }, { vehicleClass: suv._id }])).toEqual({ offered: ["09:00"], tooFew: [] });
    expect(await timesFor(detail, day, [{ vehicleClass: suv._id }, { vehicleClass: suv._id }])).toEqual({ offered: [], tooFew: ["09:00"] });
  });
});

describe("the REST query for several cars", () => {
  it("gives the set's times when later cars are named (vehicleClass2), one car's as before otherwise", async () => {
    await anyBays(2);
    const detail = await fullDetail();
    const day = daysAhead(8);
    const nine = await slot(detail, new Date(day.getTime() + 9 * HOUR), { capacity: 2 });
    await slot(detail, new Date(day.getTime() + 13 * HOUR), { capacity: 2 });
    await book(await customer("first"), nine);

    const query = (fields: Record<string, string>) => listAvailability(availabilityQuerySchema.parse({ service: detail.id, date: isoDay(day), ...fields }));
    const pair = await query({ vehicleClass: suv._id, vehicleClass2: hatch._id });
    expect(pair.map((one) => [one.startTime, one.bookable, "tooFew" in one && one.tooFew])).toEqual([
      ["09:00", false, true],
      ["13:00", true, false],
    ]);
    // A later car given by its add-ons alone is the default class's, and still a second car.
    expect((await query({ vehicleClass: suv._id, addOns2: "" })).map((one) => one.bookable)).toEqual([true, true]);
    const single = await query({ vehicleClass: suv._id });
    expect(single.map((one) => one.bookable)).toEqual([true, true]);
    expect(single[0]).not.toHaveProperty("tooFew");
  });
});

describe("times a booking can move to", () => {
  it("are those a bay is free for the booking's own length, its own bay counting as free", async () => {
    await anyBays(1);
    const detail = await fullDetail();
    const wash = await service({ duration: 60 });
    const day = daysAhead(9);
    const nextDay = daysAhead(10);
    const booked = await at9(detail, day);
    const { booking } = await createBooking(await customer("suv"), { service: detail.id, slot: booked.id, vehicleClass: suv._id });
    expect(await pay(booking._id)).toBe("confirmed");
    // The same day at 11:00 overlaps only the SUV's own time in the one bay (it keeps it until 11:40).
    await slot(detail, new Date(day.getTime() + 11 * HOUR));
    // The next day at 9:00 leaves the bay free until a wash at 11:30: long enough for a hatchback, not for the SUV.
    await slot(detail, new Date(nextDay.getTime() + 9 * HOUR));
    await book(await customer("wash"), await slot(wash, new Date(nextDay.getTime() + 11.5 * HOUR)));

    const times = async (date: Date) => (await listMoveTimes(booking._id, isoDay(date))).map((one) => [one.startTime, one.bookable]);
    // Its own time is full (it is there); 11:00 is free to it alone.
    expect(await times(day)).toEqual([
      ["09:00", false],
      ["11:00", true],
    ]);
    expect(await times(nextDay)).toEqual([["09:00", false]]);
    // A hatchback would have had it.
    expect((await listAvailability(availabilityQuerySchema.parse({ service: detail.id, date: isoDay(nextDay) }))).map((one) => one.bookable)).toEqual([true]);
  });
});

const at9 = (detail: Service, day: Date) => slot(detail, new Date(day.getTime() + 9 * HOUR));
