import { messages } from "@/lib/messages";
import { createBooking } from "@/lib/server/bookings/create-booking";
import { listBookings } from "@/lib/server/bookings/list-bookings";
import { bookForCustomer } from "@/lib/server/bookings/staff-booking";
import { loadCalendar } from "@/lib/server/calendar/load-calendar";
import { bookingsForEmails, composeBookingEmail } from "@/lib/server/mail/booking-emails";
import { createService } from "@/lib/server/services/manage-services";
import { writeSettings } from "@/lib/server/settings/business-settings";
import { createAddOn } from "@/lib/server/vehicles/manage-add-ons";
import { createVehicleClass } from "@/lib/server/vehicles/manage-vehicle-classes";
import { createVehicle } from "@/lib/server/vehicles/manage-vehicles";
import type { Service, User } from "@/lib/generated/prisma/client";
import { admin, anyBays, bookAndPay, customer, daysAhead, db, isoDay, MINUTE, pay, refusal, shop, slot } from "./support";

/**
 * A booking's vehicle and add-ons where staff and mail see it: the counter books a class and add-ons
 * as a customer's booking does; the calendar shows the vehicle and the booking's real length; the
 * confirmation lists the lines (in text and HTML); Booking Management's search finds a plate however
 * it is typed.
 */

let staff: User;
let suv: { _id: string };

beforeAll(async () => {
  await shop();
  staff = await admin();
  await writeSettings(async (current) => ({ ...current, openingHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: "00:00", close: "24:00", closed: false })) }));
  suv = await createVehicleClass(staff, { name: "SUV / Crossover" });
});

/** A detail: $100 and an hour for the default class, $130 and 80 minutes for an SUV. */
async function detail(): Promise<Service> {
  const made = await createService(staff, {
    name: `Detail ${Math.random().toString(36).slice(2, 8)}`,
    description: "Inside and out",
    price: 100,
    duration: 60,
    bufferMinutes: 0,
    prices: [{ vehicleClass: suv._id, price: 130, duration: 80 }],
  });
  return db.service.findUniqueOrThrow({ where: { id: made._id } });
}

describe("the counter's New booking", () => {
  it("books the vehicle class and add-ons chosen: their lines, total and length, as a customer's booking", async () => {
    await anyBays(1);
    const wash = await detail();
    const wax = await createAddOn(staff, { name: "Wax", price: 20, minutes: 25, services: [wash.id] });
    const place = await slot(wash, daysAhead(30, 9), { minutes: 60 });

    const made = await bookForCustomer(staff, { name: "Phone Caller", phone: "+8801711000222", service: wash.id, slot: place.id, vehicleClass: suv._id, addOns: [wax._id], settle: "cash" });

    const row = await db.booking.findUniqueOrThrow({ where: { id: made.bookingId }, include: { items: { orderBy: { position: "asc" } } } });
    expect(row).toMatchObject({ status: "confirm", payment: "paid", amountCents: 15_000, vehicleClassId: suv._id, extraMinutes: 20 + 25 });
    expect(row.items.map((item) => [item.kind, item.name, item.priceCents, item.minutes])).toEqual([
      ["service", wash.name, 13_000, 80],
      ["add-on", "Wax", 2000, 25],
    ]);
    expect(row.occupiedUntil?.getTime()).toBe(place.endsAt.getTime() + 45 * MINUTE);
  });

  it("without a class or add-ons books the default class alone, as before", async () => {
    await anyBays(1);
    const wash = await detail();
    const place = await slot(wash, daysAhead(31, 9), { minutes: 60 });
    const made = await bookForCustomer(staff, { name: "Walk Up", phone: "+8801711000333", service: wash.id, slot: place.id, settle: "card" });
    const row = await db.booking.findUniqueOrThrow({ where: { id: made.bookingId }, include: { vehicleClass: true } });
    expect(row).toMatchObject({ amountCents: 10_000, extraMinutes: 0 });
    expect(row.vehicleClass?.isDefault).toBe(true);
  });

  it("emails a payment link that lists the lines and the total, and the visit to its real end; the default class alone's reads as before", async () => {
    await anyBays(1);
    const wash = await detail();
    const wax = await createAddOn(staff, { name: "Wax", price: 20, minutes: 25, services: [wash.id] });
    const [suvPlace, plainPlace] = [await slot(wash, daysAhead(37, 9), { minutes: 60 }), await slot(wash, daysAhead(37, 14), { minutes: 60 })];
    const link = async (place: { id: string }, choice: { vehicleClass?: string; addOns?: string[] }, email: string) => {
      const made = await bookForCustomer(staff, { name: "Link Person", phone: "+8801711000555", email, service: wash.id, slot: place.id, settle: "link", ...choice });
      return { made, body: (await db.emailDelivery.findUniqueOrThrow({ where: { key: `payment-link:${made.bookingId}` } })).body! };
    };

    const itemised = await link(suvPlace, { vehicleClass: suv._id, addOns: [wax._id] }, "suv.link@example.com");
    expect(itemised.body).toContain(`has booked ${wash.name} for you: `);
    expect(itemised.body).toContain(" 09:00 to 10:45 (UTC).");
    expect(itemised.body).toContain(`  ${wash.name} (SUV / Crossover): $130\n  Add-on: Wax: $20\nTotal: $150`);
    expect(itemised.body).toContain(itemised.made.paymentUrl!);

    const plain = await link(plainPlace, {}, "plain.link@example.com");
    expect(plain.body).toContain(`has booked ${wash.name} for you: `);
    expect(plain.body).toContain(" 14:00 to 15:00 (UTC), $100.");
    expect(plain.body).not.toContain("Total");
  });

  it("refuses an add-on the service does not take, before it adds a customer or takes a place", async () => {
    const wash = await detail();
    const other = await detail();
    const elsewhere = await createAddOn(staff, { name: "Engine bay", price: 30, minutes: 20, services: [other.id] });
    const place = await slot(wash, daysAhead(32, 9), { minutes: 60 });
    const refused = await refusal(bookForCustomer(staff, { name: "Never Added", phone: "+8801711000444", service: wash.id, slot: place.id, addOns: [elsewhere._id], settle: "cash" }));
    expect(refused).toEqual({ kind: "invalid", message: messages.vehicles.addOnNotOffered("Engine bay") });
    expect(await db.user.count({ where: { phone: "+8801711000444" } })).toBe(0);
    expect(await db.booking.count({ where: { slotId: place.id } })).toBe(0);
  });
});

describe("what staff and mail see of a booking with a vehicle and add-ons", () => {
  async function suvBooking(days: number, plate = `dha ${days} 345`) {
    await anyBays(1);
    const wash = await detail();
    const wax = await createAddOn(staff, { name: "Wax", price: 20, minutes: 25, services: [wash.id] });
    const driver = await customer("driver");
    const car = await createVehicle(driver, { vehicleClass: suv._id, make: "Toyota", model: "RAV4", colour: "Blue", plate });
    const place = await slot(wash, daysAhead(days, 9), { minutes: 60 });
    const { booking } = await createBooking(driver, { service: wash.id, slot: place.id, vehicle: car._id, addOns: [wax._id] });
    await pay(booking._id);
    return { wash, place, bookingId: booking._id };
  }

  it("the calendar shows its class and plate, and its real length", async () => {
    const { place, bookingId } = await suvBooking(33);
    const day = await loadCalendar(staff, { date: isoDay(place.startsAt), view: "day" });
    const shown = day.bookings.find((entry) => entry.id === bookingId)!;
    expect(shown).toMatchObject({ start: "09:00", end: "10:45", vehicle: "SUV / Crossover · DHA 33 345" });
    expect(shown.toMinute - shown.fromMinute).toBe(105);
  });

  it("the calendar ends a booking without a bay at its slot's end plus its extra minutes", async () => {
    const { place, bookingId } = await suvBooking(34);
    // A booking made before bays has none, and no occupied time of its own.
    await db.booking.update({ where: { id: bookingId }, data: { bayId: null, occupiedFrom: null, occupiedUntil: null } });
    const day = await loadCalendar(staff, { date: isoDay(place.startsAt), view: "day" });
    expect(day.bookings.find((entry) => entry.id === bookingId)).toMatchObject({ bayId: null, end: "10:45" });
  });

  it("the confirmation lists its lines, total and vehicle in text and HTML, and a plain booking's stays as it was", async () => {
    const { bookingId } = await suvBooking(35);
    const plain = await bookAndPay(await customer("plain"), await slot(await detail(), daysAhead(35, 14), { minutes: 60 }));
    const mails = await db.$transaction(async (tx) => {
      const bookings = await bookingsForEmails(tx, [bookingId, plain]);
      const compose = (id: string) => composeBookingEmail(tx, { kind: "confirmation", bookingId: id, eventId: null, details: {} }, bookings.get(id), new Date());
      return { suv: await compose(bookingId), plain: await compose(plain) };
    });
    expect(mails.suv?.text).toContain("Vehicle: SUV / Crossover · Toyota RAV4, Blue · DHA 35 345");
    expect(mails.suv?.text).toContain("Add-on: Wax: $20");
    expect(mails.suv?.text).toContain("Total paid: $150");
    expect(mails.suv?.html).toContain('<th align="right">$150</th>');
    expect(mails.suv?.attachments?.[0].content).toMatch(/DTEND:\d{8}T104500Z/);
    expect(mails.plain?.html).toBeUndefined();
    expect(mails.plain?.text).toContain("Paid: $100");
    expect(mails.plain?.attachments?.[0].content).toMatch(/DTEND:\d{8}T150000Z/);
  });

  it("Booking Management's search finds it by its plate in any case, with or without spaces", async () => {
    const { bookingId } = await suvBooking(36, "kha 77 120");
    for (const term of ["KHA 77 120", "kha77120", "a771", " KHA  77120 "]) {
      const { bookings } = await listBookings(staff, { searchTerm: term, page: 1, limit: 100, sort: "-createdAt" });
      expect([term, bookings.map((booking) => booking._id)]).toEqual([term, [bookingId]]);
    }
  });
});
