import { listAvailabilityForCars } from "@/lib/server/slots/list-availability";
import { createService } from "@/lib/server/services/manage-services";
import { createVehicleClass, listVehicleClasses, updateVehicleClass } from "@/lib/server/vehicles/manage-vehicle-classes";
import type { Service, User } from "@/lib/generated/prisma/client";
import { admin, anyBays, book, customer, daysAhead, db, HOUR, isoDay, MINUTE, service, shop, slot } from "./support";

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
