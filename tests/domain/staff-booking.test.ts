import { messages } from "@/lib/messages";
import { signInWithPassword } from "@/lib/server/auth/sign-in";
import { bookForCustomer, findCustomers } from "@/lib/server/bookings/staff-booking";
import { bayWords, writeSettings } from "@/lib/server/settings/business-settings";
import { listAvailability } from "@/lib/server/slots/list-availability";
import { createAddOn } from "@/lib/server/vehicles/manage-add-ons";
import { admin, at, bays, book, bookAndPay, bookingRow, customer, daysAhead, db, eventsOf, isoDay, MINUTE, refusal, service, shop, slot } from "./support";


/**
 * The shop books for a customer (lib/server/bookings/staff-booking.ts): the same rules as a
 * customer's own booking, with the admin as its actor; a walk-in "now" takes a slot of its own from
 * the next five-minute step, in a bay free for its whole time; paid at the counter it is confirmed at
 * once, otherwise it is a hold whose payment link goes to the customer.
 */

beforeAll(async () => {
  await shop({ holdMinutes: 30 });
  // Open every day, all day: walk-ins are about bays here, not opening hours (one test closes a day).
  await writeSettings(async (current) => ({ ...current, openingHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: "00:00", close: "24:00", closed: false })) }));
});

const newCustomer = { name: "Walk In Person", phone: "+8801711223344" };

describe("a walk-in now", () => {
  it("takes a slot from the next five-minute step, in a bay free for the service's whole time", async () => {
    const [first, second] = await bays({ name: "Walk-in A" }, { name: "Walk-in B" });
    const staff = await admin();
    // The first bay is taken from 10:00 to 11:00 by another service's booking.
    const other = await service({ duration: 60 });
    const busy = await slot(other, daysAhead(20, 10));
    const taken = await bookAndPay(await customer("early"), busy);
    expect((await bookingRow(taken)).bayId).toBe(first.id);

    const quick = await service({ duration: 30, bufferMinutes: 10 });
    const now = new Date(daysAhead(20, 10).getTime() + 2 * MINUTE + 17_000);
    const made = await at(now, () => bookForCustomer(staff, { ...newCustomer, service: quick.id, slot: "now", settle: "cash" }));

    const row = await db.booking.findUniqueOrThrow({ where: { id: made.bookingId }, include: { slot: true } });
    expect(row.slot).toMatchObject({ startTime: "10:05", endTime: "10:35", serviceId: quick.id });
    expect(row.slot.startsAt.getTime()).toBe(daysAhead(20, 10).getTime() + 5 * MINUTE);
    expect(row.bayId).toBe(second.id);
    expect(row.occupiedUntil?.getTime()).toBe(row.slot.endsAt.getTime() + 10 * MINUTE);
  });

  it("stands beside the service's scheduled slot of the hour, which customers are still offered; the bays decide who fits", async () => {
    const [first, second] = await bays({ name: "Beside A" }, { name: "Beside B" });
    const staff = await admin();
    const wash = await service({ duration: 60 });
    const scheduled = await slot(wash, daysAhead(22, 11), { capacity: 2 });
    const now = new Date(daysAhead(22, 10).getTime() + 47 * MINUTE);

    // 10:50-11:50, across the schedule's 11:00-12:00.
    const made = await at(now, () => bookForCustomer(staff, { ...newCustomer, service: wash.id, slot: "now", settle: "cash" }));

    const row = await db.booking.findUniqueOrThrow({ where: { id: made.bookingId }, include: { slot: true } });
    expect(row.slot).toMatchObject({ startTime: "10:50", endTime: "11:50", walkIn: true });
    expect(row).toMatchObject({ status: "confirm", bayId: first.id });
    const offered = await at(now, () => listAvailability({ service: wash.id, date: isoDay(scheduled.startsAt) }));
    expect(offered.map((place) => place._id)).toEqual([scheduled.id]);
    // One bay is left for the scheduled hour: one customer fits, the next is refused for want of a bay.
    expect((await bookingRow(await bookAndPay(await customer("online"), scheduled))).bayId).toBe(second.id);
    const late = await customer("too-many");
    const refused = await refusal(at(now, () => book(late, scheduled, now)));
    expect(refused).toEqual({ kind: "conflict", message: messages.bays.noFreeBay(await bayWords()) });
  });

  it("is refused when every bay is taken for its time, and leaves no slot behind", async () => {
    await bays({ name: "Only bay" });
    const staff = await admin();
    const other = await service({ duration: 120 });
    await bookAndPay(await customer("holder"), await slot(other, daysAhead(21, 9)));
    const wash = await service({ duration: 30 });

    const now = new Date(daysAhead(21, 9).getTime() + 31 * MINUTE);
    const refused = await refusal(at(now, () => bookForCustomer(staff, { ...newCustomer, service: wash.id, slot: "now", settle: "cash" })));

    expect(refused).toEqual({ kind: "conflict", message: messages.bays.noFreeBay(await bayWords()) });
    expect(await db.slot.count({ where: { serviceId: wash.id } })).toBe(0);
  });

  it("is refused on a day the shop is closed", async () => {
    await bays({ name: "Closed-day bay" });
    const staff = await admin();
    const wash = await service({ duration: 30 });
    const now = new Date(daysAhead(22, 11).getTime());
    const weekday = now.getUTCDay();
    await writeSettings(async (current) => ({ ...current, openingHours: current.openingHours.map((day) => (day.weekday === weekday ? { ...day, closed: true } : day)) }));
    try {
      const refused = await refusal(at(now, () => bookForCustomer(staff, { ...newCustomer, service: wash.id, slot: "now", settle: "cash" })));
      expect(refused).toEqual({ kind: "conflict", message: messages.staffBooking.closedNow });
    } finally {
      await writeSettings(async (current) => ({ ...current, openingHours: current.openingHours.map((day) => ({ ...day, closed: false })) }));
    }
  });

  it("is refused when its add-ons would keep the car past closing time, and fits without them", async () => {
    await bays({ name: "Closing bay" });
    const staff = await admin();
    const wash = await service({ duration: 30 });
    const polish = await createAddOn(staff, { name: "Closing polish", price: 20, minutes: 45, services: [wash.id] });
    const now = new Date(daysAhead(23, 16).getTime());
    const weekday = now.getUTCDay();
    await writeSettings(async (current) => ({ ...current, openingHours: current.openingHours.map((day) => (day.weekday === weekday ? { ...day, close: "17:00" } : day)) }));
    try {
      // 16:05 to 16:35, and 45 minutes more for the polish: 17:20, past closing.
      const refused = await refusal(at(now, () => bookForCustomer(staff, { ...newCustomer, service: wash.id, slot: "now", settle: "cash", addOns: [polish._id] })));
      expect(refused).toEqual({ kind: "conflict", message: messages.staffBooking.closedNow });
      expect(await db.slot.count({ where: { serviceId: wash.id } })).toBe(0);
      const made = await at(now, () => bookForCustomer(staff, { ...newCustomer, service: wash.id, slot: "now", settle: "cash" }));
      expect((await db.booking.findUniqueOrThrow({ where: { id: made.bookingId }, include: { slot: true } })).slot).toMatchObject({ startTime: "16:05", endTime: "16:35" });
    } finally {
      await writeSettings(async (current) => ({ ...current, openingHours: current.openingHours.map((day) => ({ ...day, close: "24:00" })) }));
    }
  });
});

describe("a booking the shop makes", () => {
  it("is refused for a slot that has started, as a customer's is", async () => {
    await bays({ name: "Started bay" });
    const staff = await admin();
    const wash = await service();
    const started = await slot(wash, daysAhead(23, 9));
    const refused = await refusal(at(daysAhead(23, 9).getTime() + 10 * MINUTE, () => bookForCustomer(staff, { ...newCustomer, service: wash.id, slot: started.id, settle: "cash" })));
    expect(refused).toEqual({ kind: "conflict", message: messages.booking.slotStarted });
  });

  it("paid at the counter is confirmed at once, with the method, the admin as its actor and in the audit log", async () => {
    await bays({ name: "Counter bay" });
    const staff = await admin();
    const wash = await service({ priceCents: 3100 });
    const place = await slot(wash, daysAhead(24, 14));
    const ada = await customer("ada");

    const made = await bookForCustomer(staff, { customer: ada.id, service: wash.id, slot: place.id, settle: "card" });

    expect(made.paymentUrl).toBeNull();
    const row = await bookingRow(made.bookingId);
    expect(row).toMatchObject({ customerId: ada.id, status: "confirm", payment: "paid", paymentProvider: "counter", counterPaymentMethod: "card", holdExpiresAt: null, paidAmountMinor: 3100, paidCurrency: "usd" });
    const events = await eventsOf(made.bookingId);
    expect(events.map((event) => [event.type, event.actorRole])).toEqual([
      ["booking.created", "admin"],
      ["booking.paid", "admin"],
    ]);
    expect(events[1].payload).toMatchObject({ provider: "counter", method: "card", confirmed: true });
    // Its creation's entry (its confirmation is another, which may be stored first).
    expect(await db.auditLogEntry.findFirst({ where: { targetType: "booking", targetId: made.bookingId, action: "booking.created" } })).toMatchObject({ actorId: staff.id });
  });

  it("by payment link is a hold whose checkout link is emailed to the customer", async () => {
    await bays({ name: "Link bay" });
    const staff = await admin();
    const wash = await service();
    const place = await slot(wash, daysAhead(25, 10));
    const now = new Date();

    const made = await at(now, () => bookForCustomer(staff, { name: "Link Customer", phone: "01711 445566", email: "Link.Customer@example.com", service: wash.id, slot: place.id, settle: "link" }));

    expect(made.emailed).toBe(true);
    expect(made.paymentUrl).toContain("/checkout/test/");
    const row = await bookingRow(made.bookingId);
    expect(row).toMatchObject({ status: "pending", payment: "pending", paymentProvider: "test", paymentUrl: made.paymentUrl });
    expect(row.holdExpiresAt?.getTime()).toBe(now.getTime() + 30 * MINUTE);
    const email = await db.emailDelivery.findUniqueOrThrow({ where: { key: `payment-link:${made.bookingId}` } });
    expect(email).toMatchObject({ kind: "message", bookingId: made.bookingId, recipient: "link.customer@example.com" });
    expect(email.body).toContain(made.paymentUrl!);
    // The customer was added: no password anyone knows, found again by their phone however typed.
    const added = await db.user.findUniqueOrThrow({ where: { email: "link.customer@example.com" } });
    expect(added).toMatchObject({ firstName: "Link", lastName: "Customer", phone: "+8801711445566", role: "user" });
    expect((await findCustomers(staff, { term: "+880 1711-445566" })).map((match) => match.id)).toEqual([added.id]);
  });

  it("by payment link for a customer without an email hands the link to the admin and emails nothing", async () => {
    await bays({ name: "Phone bay" });
    const staff = await admin();
    const wash = await service();
    const place = await slot(wash, daysAhead(26, 10));

    const made = await bookForCustomer(staff, { name: "Phone Only", phone: "+8801711998877", service: wash.id, slot: place.id, settle: "link" });

    expect(made).toMatchObject({ emailed: false });
    expect(made.paymentUrl).toContain("/checkout/test/");
    expect(await db.emailDelivery.count({ where: { bookingId: made.bookingId } })).toBe(0);
    const added = await db.user.findFirstOrThrow({ where: { phone: "+8801711998877" } });
    expect(added.email).toBeNull();
  });

  it("books an existing account for a new customer's email, and refuses customers and an admin's account", async () => {
    await bays({ name: "Rules bay" });
    const staff = await admin();
    const wash = await service();
    const bo = await customer("bo");
    const made = await bookForCustomer(staff, { name: "Someone Else", phone: "+8801711000111", email: bo.email!, service: wash.id, slot: (await slot(wash, daysAhead(27, 9))).id, settle: "cash" });
    expect((await bookingRow(made.bookingId)).customerId).toBe(bo.id);

    expect((await refusal(bookForCustomer(bo, { ...newCustomer, service: wash.id, slot: "now", settle: "cash" }))).kind).toBe("forbidden");
    expect(await refusal(bookForCustomer(staff, { customer: staff.id, service: wash.id, slot: (await slot(wash, daysAhead(27, 11))).id, settle: "cash" }))).toEqual({
      kind: "invalid",
      message: messages.staffBooking.notACustomer,
    });
  });

  it("adds a customer who cannot sign in", async () => {
    await bays({ name: "Sign-in bay" });
    const staff = await admin();
    const wash = await service();
    await bookForCustomer(staff, { name: "No Password", phone: "+8801711777666", email: "no.password@example.com", service: wash.id, slot: (await slot(wash, daysAhead(28, 9))).id, settle: "cash" });
    expect(await refusal(signInWithPassword({ email: "no.password@example.com", password: "Password#2026" }, "198.51.100.7"))).toEqual({
      kind: "unauthenticated",
      message: messages.auth.wrongCredentials,
    });
  });
});
