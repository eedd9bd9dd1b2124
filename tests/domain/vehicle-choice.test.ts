import { messages } from "@/lib/messages";
import { createBooking } from "@/lib/server/bookings/create-booking";
import { createService } from "@/lib/server/services/manage-services";
import { createAddOn, listAddOns } from "@/lib/server/vehicles/manage-add-ons";
import { createVehicleClass, listVehicleClasses } from "@/lib/server/vehicles/manage-vehicle-classes";
import { createVehicle } from "@/lib/server/vehicles/manage-vehicles";
import { AppError } from "@/lib/errors";
import { addOnPriceFor, orderEndsAt, quoteChoice } from "@/lib/server/vehicles/quote";
import type { User } from "@/lib/generated/prisma/client";
import { admin, anyBays, customer, daysAhead, db, MINUTE, refusal, shop, slot } from "./support";

/**
 * What the service page and the checkout show of a customer's choice
 * (quoteChoice, orderEndsAt): the same lines, total and length as the
 * booking made from that choice, from the same rules (docs/vehicles.md).
 */

const text = messages.vehicles;
let shopAdmin: User;
let standard: { _id: string };
let suv: { _id: string };
let bike: { _id: string };

beforeAll(async () => {
  await shop();
  shopAdmin = await admin();
  [standard] = await listVehicleClasses();
  suv = await createVehicleClass(shopAdmin, { name: "SUV" });
  bike = await createVehicleClass(shopAdmin, { name: "Motorbike" });
});

/** A wash: $40 and an hour by default, $55 and 80 minutes for an SUV, not for motorbikes; a wax ($20, $25 for an SUV; 30 min) and a vacuum ($10, 15 min). */
async function wash() {
  const service = await createService(shopAdmin, {
    name: `Choice Wash ${Math.random().toString(36).slice(2, 8)}`,
    description: "A wash",
    price: 40,
    duration: 60,
    prices: [
      { vehicleClass: suv._id, price: 55, duration: 80 },
      { vehicleClass: bike._id, offered: false },
    ],
  });
  const wax = await createAddOn(shopAdmin, { name: "Wax", price: 20, minutes: 30, services: [service._id], prices: [{ vehicleClass: suv._id, price: 25 }] });
  const vacuum = await createAddOn(shopAdmin, { name: "Vacuum", price: 10, minutes: 15, services: [service._id] });
  return { service, wax, vacuum };
}

describe("a choice priced for a page", () => {
  it("is the lines, total and minutes the booking made from it gets, and says when that booking would end", async () => {
    await anyBays(1);
    const { service, wax, vacuum } = await wash();
    const place = await slot(await db.service.findUniqueOrThrow({ where: { id: service._id } }), daysAhead(3, 9));
    const owner = await customer("quoted");

    const quote = await quoteChoice({ serviceId: service._id, customerId: owner.id, vehicleClass: suv._id, addOns: [wax._id, vacuum._id], slot: place });

    expect(quote).toMatchObject({
      vehicleClass: { id: suv._id, name: "SUV", isDefault: false },
      vehicleId: null,
      addOnIds: [wax._id, vacuum._id],
      lines: [
        { kind: "service", name: service.name, price: 55, minutes: 80 },
        { kind: "add-on", name: "Wax", price: 25, minutes: 30 },
        { kind: "add-on", name: "Vacuum", price: 10, minutes: 15 },
      ],
      total: 90,
      minutes: 125,
    });
    expect(orderEndsAt(quote.order, place)).toEqual(new Date(place.startsAt.getTime() + 125 * MINUTE));

    const { booking } = await createBooking(owner, { service: service._id, slot: place.id, vehicleClass: suv._id, addOns: [wax._id, vacuum._id] });
    expect({ total: booking.total, minutes: booking.minutes }).toEqual({ total: quote.total, minutes: quote.minutes });
  });

  it("without a slot, is priced at the service's own duration; without a choice, is the default class alone", async () => {
    const { service } = await wash();
    expect(await quoteChoice({ serviceId: service._id, customerId: null })).toMatchObject({ vehicleClass: { id: standard._id, isDefault: true }, total: 40, minutes: 60, addOnIds: [] });
    expect(await quoteChoice({ serviceId: service._id, customerId: null, vehicleClass: suv._id })).toMatchObject({ total: 55, minutes: 80 });
  });

  it("takes a saved vehicle's class, and a slot's own length into account", async () => {
    const { service } = await wash();
    const owner = await customer("driver");
    const car = await createVehicle(owner, { vehicleClass: suv._id, make: "Toyota", model: "RAV4" });
    const startsAt = daysAhead(4, 9);
    const quote = await quoteChoice({ serviceId: service._id, customerId: owner.id, vehicle: car._id, slot: { startsAt, endsAt: new Date(startsAt.getTime() + 90 * MINUTE) } });
    // A 90-minute slot, 20 minutes longer for an SUV.
    expect(quote).toMatchObject({ vehicleClass: { id: suv._id }, vehicleId: car._id, total: 55, minutes: 110 });
  });

  /** The field an `invalid` refusal names. */
  const refusedField = (work: Promise<unknown>) =>
    work.then(
      () => null,
      (error: unknown) => (error instanceof AppError && error.kind === "invalid" ? error.fields?.[0]?.field : String(error)),
    );

  it("refuses what the booking would refuse, on its field", async () => {
    const { service } = await wash();
    const owner = await customer("owner");
    const car = await createVehicle(owner, { vehicleClass: suv._id, make: "Kia", model: "Sportage" });
    expect(await refusal(quoteChoice({ serviceId: service._id, customerId: null, vehicleClass: bike._id }))).toMatchObject({ kind: "invalid", message: text.classNotOffered });
    // Someone else's vehicle, or any vehicle signed out, is as if unknown.
    expect(await refusedField(quoteChoice({ serviceId: service._id, customerId: (await customer("stranger")).id, vehicle: car._id }))).toBe("vehicle");
    expect(await refusedField(quoteChoice({ serviceId: service._id, customerId: null, vehicle: car._id }))).toBe("vehicle");
    expect(await refusedField(quoteChoice({ serviceId: service._id, customerId: owner.id, vehicle: car._id, vehicleClass: standard._id }))).toBe("vehicleClass");
  });
});

describe("an add-on's price for the page's list", () => {
  it("is its own price for the class where it has one, else the add-on's", async () => {
    const { service, wax } = await wash();
    const [listed] = (await listAddOns({ service: service._id })).filter((addOn) => addOn._id === wax._id);
    expect(addOnPriceFor(listed, suv._id)).toBe(25);
    expect(addOnPriceFor(listed, standard._id)).toBe(20);
  });
});
