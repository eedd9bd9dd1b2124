import { randomUUID } from "node:crypto";
import {
  api,
  BASE_URL,
  bearer,
  bookAndPay,
  clockAt,
  eventually,
  insertCustomer,
  insertService,
  insertSlotAt,
  json,
  pool,
  registerAdmin,
  registerCustomer,
  removeCreatedUsers,
  removeServices,
  webSignIn,
  type SignedIn,
} from "./support";
import { mailPart, mailsTo, waitForMail } from "../support/mailbox";

/**
 * After the booking: customers cancel and move their bookings, admins cancel
 * any booking and close those whose slot has started; each booking keeps its
 * history. The notice window's edges are tested on the suite's test clock
 * (a request may say what time it is: lib/server/clock.ts). The second
 * server of the suite answers too: two instances on one database.
 */
const SECOND_URL = process.env.STRIPE_BASE_URL ?? "";
const HOUR = 3_600_000;
const NOTICE = 24 * HOUR;
jest.setTimeout(60_000);

type History = { type: string; at: string; actor: { role: string; _id: string | null; name: string | null }; details: Record<string, unknown> };
type Booking = {
  _id: string;
  reference: string;
  status: string;
  payment: string;
  amount: number;
  slot: { _id: string; startsAt: string; date: string; startTime: string };
  changeableUntil: string | null;
  awaitingSettlement: boolean;
  checkedInAt: string | null;
  payment_url: string | null;
  history: History[];
};
type Customer = { id: string; email: string; token: string };

let admin: SignedIn;
let serviceId: string;
let otherServiceId: string;
let jobServiceId: string | undefined;
// Each slot gets its own minute, far enough apart that none overlap.
let minute = 0;
const base = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 5, 6, 0);
const freshSlot = (service = serviceId, at?: Date) => {
  minute += 40;
  return insertSlotAt(service, at ?? new Date(base + minute * 60_000), 30);
};
const slotStart = async (slotId: string) => new Date((await pool.query(`SELECT "startsAt" FROM "Slot" WHERE id = $1`, [slotId])).rows[0].startsAt);

const post = (path: string, token: string, body: unknown = {}, headers: Record<string, string> = {}, baseUrl = BASE_URL) =>
  fetch(`${baseUrl}${path}`, { method: "POST", ...json(body, { ...bearer(token), ...headers }) }).then(async (response) => ({
    status: response.status,
    body: (await response.json()) as { success: boolean; message: string; data: Booking; errors?: { field: string; message: string }[] },
  }));
const cancel = (customer: Customer, bookingId: string, headers: Record<string, string> = {}, baseUrl = BASE_URL) =>
  post(`/api/my-bookings/${bookingId}/cancel`, customer.token, {}, headers, baseUrl);
const reschedule = (customer: Customer, bookingId: string, slot: string, headers: Record<string, string> = {}, baseUrl = BASE_URL) =>
  post(`/api/my-bookings/${bookingId}/reschedule`, customer.token, { slot }, headers, baseUrl);
const mine = (customer: Customer, bookingId: string) => api<Booking>(`/api/my-bookings/${bookingId}`, { headers: bearer(customer.token) });
const slotState = async (slotId: string) => (await pool.query(`SELECT status::text, "heldUntil" FROM "Slot" WHERE id = $1`, [slotId])).rows[0];
const bookable = async (slotId: string) => (await api<{ bookable: boolean }>(`/api/slots/availability/${slotId}`)).body.data.bookable;

async function customerWithBooking(label = "changer") {
  const customer = await insertCustomer(label);
  const slot = await freshSlot();
  const bookingId = await bookAndPay(customer.token, serviceId, slot);
  return { customer, slot, bookingId, startsAt: await slotStart(slot) };
}

beforeAll(async () => {
  admin = await registerAdmin();
  serviceId = await insertService({ name: `Changes Wash ${randomUUID().slice(0, 6)}`, priceCents: 4000, duration: 30 });
  otherServiceId = await insertService({ name: `Other Wash ${randomUUID().slice(0, 6)}`, priceCents: 9000, duration: 30 });
});

afterAll(async () => {
  await removeServices([serviceId, otherServiceId, ...(jobServiceId ? [jobServiceId] : [])]);
  await removeCreatedUsers();
  await pool.end();
});

describe("a booking's details and history", () => {
  it("shows its customer the booking with what happened to it; another customer gets 404, an admin the same booking with names", async () => {
    const { customer, bookingId } = await customerWithBooking();
    const { status, body } = await mine(customer, bookingId);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ _id: bookingId, status: "confirm", payment: "paid" });
    expect(body.data.history.map((entry) => entry.type).slice(0, 2)).toEqual(["booking.created", "booking.paid"]);
    expect(body.data.history[0].actor).toMatchObject({ role: "customer", _id: customer.id });
    expect(Date.parse(body.data.changeableUntil!)).toBe(Date.parse(body.data.slot.startsAt) - NOTICE);

    const stranger = await insertCustomer("stranger");
    expect((await mine(stranger, bookingId)).status).toBe(404);
    expect((await api(`/api/my-bookings/${bookingId}`, { headers: bearer(admin.accessToken) })).status).toBe(403);
    expect((await mine(customer, randomUUID())).status).toBe(404);
    expect((await mine(customer, "not-an-id")).status).toBe(400);

    const asAdmin = await api<Booking>(`/api/bookings/${bookingId}`, { headers: bearer(admin.accessToken) });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.data.history[0].actor).toMatchObject({ role: "customer", _id: customer.id, name: "Race changer" });
    expect((await api(`/api/bookings/${bookingId}`, { headers: bearer(customer.token) })).status).toBe(403);
  });

  it("records the confirmation email once it has gone out", async () => {
    const { customer, bookingId } = await customerWithBooking();
    const history = await eventually(async () => {
      const entries = (await mine(customer, bookingId)).body.data.history;
      return entries.some((entry) => entry.type === "booking.email-sent") ? entries : undefined;
    }, 20_000, "the confirmation email");
    expect(history.filter((entry) => entry.type === "booking.email-sent").map((entry) => entry.details)).toEqual([{ email: "confirmation" }]);
    expect(history.find((entry) => entry.type === "booking.email-sent")!.actor.role).toBe("system");
  });
});

describe("a customer cancels", () => {
  it("refunds a paid booking in full, frees the slot at once, and emails the cancellation (calendar removal) and the refund", async () => {
    const since = Date.now();
    const { customer, slot, bookingId } = await customerWithBooking();
    expect(await bookable(slot)).toBe(false);
    // The confirmation goes out first (one that is still unsent when the booking is cancelled is skipped: it is no longer true).
    const confirmation = await eventually(async () => (await mailsTo(customer.email, since)).find((mail) => mail.subject.startsWith("Your Spotless Car Care booking:")), 20_000, "the confirmation email");

    const { status, body } = await cancel(customer, bookingId);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ _id: bookingId, status: "cancel", payment: "refunded", changeableUntil: null });
    expect(body.data.reference).toMatch(/^SP-[2-9A-HJKMNP-TV-Z]{5}$/);
    expect(confirmation.text).toContain(`Booking reference: ${body.data.reference}`);
    expect(body.message).toBe("Booking cancelled. $40 is refunded in full.");
    expect(await bookable(slot)).toBe(true);
    expect(await slotState(slot)).toEqual({ status: "available", heldUntil: null });
    expect(body.data.history.map((entry) => entry.type)).toEqual(expect.arrayContaining(["booking.cancelled", "booking.refunded"]));
    expect(body.data.history.find((entry) => entry.type === "booking.cancelled")).toMatchObject({ actor: { role: "customer", _id: customer.id }, details: { cause: "customer", refund: "due" } });

    // Cancelling again is a conflict, and refunds nothing more.
    const again = await cancel(customer, bookingId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This booking is already cancelled");

    const cancellation = await waitForMail(customer.email, since, 20_000).then(async () =>
      eventually(async () => (await mailsTo(customer.email, since)).find((mail) => mail.subject.startsWith("Your Spotless Car Care booking was cancelled")), 20_000, "the cancellation email"),
    );
    expect(cancellation.text).toContain(`Booking reference: ${body.data.reference}`);
    const calendar = mailPart(cancellation.raw, "text/calendar")!;
    expect(calendar).toMatch(/METHOD:CANCEL/);
    expect(calendar).toMatch(/STATUS:CANCELLED/);
    expect(calendar).toMatch(new RegExp(`UID:${bookingId}@spotless`));
    expect(calendar).toMatch(/SEQUENCE:1/);
    expect(mailPart(confirmation.raw, "text/calendar")).toMatch(/SEQUENCE:0/);
    const refund = await eventually(async () => (await mailsTo(customer.email, since)).find((mail) => mail.subject === "Your Spotless Car Care payment was refunded"), 20_000, "the refund email");
    expect(refund.text).toContain("We have refunded $40 in full");
  });

  it("may cancel until the notice window, that moment included; inside it, after the start, or once ended, 409", async () => {
    const { customer, bookingId, startsAt } = await customerWithBooking();
    const edge = startsAt.getTime() - NOTICE;

    const inside = await cancel(customer, bookingId, clockAt(edge + 1));
    expect(inside.status).toBe(409);
    expect(inside.body.message).toBe("Bookings can be cancelled or moved online until 24 hours before the start. Please call or email the shop.");
    const started = await cancel(customer, bookingId, clockAt(startsAt.getTime() + 60_000));
    expect(started.status).toBe(409);
    // Nothing changed.
    expect((await mine(customer, bookingId)).body.data).toMatchObject({ status: "confirm", payment: "paid" });

    const atEdge = await cancel(customer, bookingId, clockAt(edge));
    expect(atEdge.status).toBe(200);
    expect(atEdge.body.data).toMatchObject({ status: "cancel", payment: "refunded" });
  });

  it("cancels a booking awaiting payment at any time: the hold is released and nothing is refunded", async () => {
    const customer = await insertCustomer("unpaid");
    // Two hours ahead: well inside the notice window, which is for paid bookings.
    const slot = await insertSlotAt(serviceId, new Date(Date.now() + 2 * HOUR), 30);
    const created = await post("/api/bookings", customer.token, { service: serviceId, slot });
    expect(created.status).toBe(201);
    expect(await bookable(slot)).toBe(false);
    const { status, body } = await cancel(customer, created.body.data._id);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ status: "cancel", payment: "pending" });
    expect(await bookable(slot)).toBe(true);
    expect((await slotState(slot)).heldUntil).toBeNull();
    // The checkout ended with it.
    const page = await fetch(created.body.data.payment_url!);
    expect(await page.text()).toContain("This checkout has ended");
  });

  it("from two instances at once: one cancels, the others get 409, and it is refunded once", async () => {
    const since = Date.now();
    const { customer, bookingId } = await customerWithBooking();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => cancel(customer, bookingId, {}, i % 2 ? SECOND_URL : BASE_URL)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    const { rows } = await pool.query(`SELECT type FROM "DomainEvent" WHERE "bookingId" = $1 AND type IN ('booking.cancelled', 'booking.refunded') ORDER BY position`, [bookingId]);
    expect(rows.map((row) => row.type)).toEqual(["booking.cancelled", "booking.refunded"]);
    await eventually(async () => (await mailsTo(customer.email, since)).find((mail) => mail.subject === "Your Spotless Car Care payment was refunded"), 20_000, "the refund email");
    // The refund's retry job comes by later and finds nothing owed: still one refund, one refund email.
    await eventually(async () => {
      const { rows } = await pool.query(`SELECT state FROM pgboss.job WHERE name = 'retry-refund' AND data->>'bookingId' = $1`, [bookingId]);
      return rows.length === 1 && rows[0].state === "completed" ? true : undefined;
    }, 60_000, "the refund retry job");
    const refunds = await pool.query(`SELECT count(*)::int AS n FROM "DomainEvent" WHERE "bookingId" = $1 AND type = 'booking.refunded'`, [bookingId]);
    expect(refunds.rows[0].n).toBe(1);
    expect((await mailsTo(customer.email, since)).filter((mail) => mail.subject === "Your Spotless Car Care payment was refunded")).toHaveLength(1);
  });

  it("is refused for another customer's booking (404) and for admins (403)", async () => {
    const { bookingId } = await customerWithBooking();
    const stranger = await insertCustomer("stranger");
    expect((await cancel(stranger, bookingId)).status).toBe(404);
    const asAdmin = await fetch(`${BASE_URL}/api/my-bookings/${bookingId}/cancel`, { method: "POST", headers: bearer(admin.accessToken) });
    expect(asAdmin.status).toBe(403);
    expect((await mine(stranger, bookingId)).status).toBe(404);
  });
});

describe("a customer reschedules", () => {
  it("moves the booking to another slot of the same service in one step: the new slot taken, the old one freed, the price kept, the calendar updated", async () => {
    const since = Date.now();
    const { customer, slot, bookingId } = await customerWithBooking();
    const target = await freshSlot();
    const { status, body } = await reschedule(customer, bookingId, target);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ _id: bookingId, status: "confirm", payment: "paid", amount: 40, slot: { _id: target } });
    expect(await slotState(target)).toEqual({ status: "booked", heldUntil: null });
    expect(await slotState(slot)).toEqual({ status: "available", heldUntil: null });
    expect(await bookable(slot)).toBe(true);
    const moved = body.data.history.find((entry) => entry.type === "booking.rescheduled")!;
    expect(moved).toMatchObject({ actor: { role: "customer" }, details: { from: { _id: slot }, to: { _id: target }, sequence: 1 } });
    // No second payment.
    const { rows } = await pool.query(`SELECT "amountCents", "paymentSessionId" FROM "Booking" WHERE "customerId" = $1`, [customer.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0].amountCents).toBe(4000);

    const email = await eventually(async () => (await mailsTo(customer.email, since)).find((mail) => mail.subject.startsWith("Your Spotless Car Care booking has moved")), 20_000, "the reschedule email");
    const calendar = mailPart(email.raw, "text/calendar")!;
    expect(calendar).toMatch(new RegExp(`UID:${bookingId}@spotless`));
    expect(calendar).toMatch(/SEQUENCE:1/);
    expect(calendar).toMatch(/METHOD:PUBLISH/);
    const newStart = (await slotStart(target)).toISOString().replace(/[-:]/g, "").slice(0, 13);
    expect(calendar.replace(/\r?\n /g, "")).toContain(`DTSTART:${newStart}`);
  });

  it("refuses a slot of another service (400), an unknown slot (404), and a slot that cannot be booked (409), changing nothing", async () => {
    const { customer, slot, bookingId } = await customerWithBooking();
    const foreign = await reschedule(customer, bookingId, await freshSlot(otherServiceId));
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual([{ field: "slot", message: "Choose a time of the same service" }]);
    expect((await reschedule(customer, bookingId, randomUUID())).status).toBe(404);
    expect((await reschedule(customer, bookingId, "nope")).status).toBe(400);
    expect((await reschedule(customer, bookingId, slot)).status).toBe(409);

    const taken = await customerWithBooking("taker");
    expect((await reschedule(customer, bookingId, taken.slot)).status).toBe(409);
    const held = await freshSlot();
    expect((await post("/api/bookings", (await insertCustomer("holder")).token, { service: serviceId, slot: held })).status).toBe(201);
    expect((await reschedule(customer, bookingId, held)).status).toBe(409);
    const closed = await insertSlotAt(serviceId, new Date(base + (minute += 40) * 60_000), 30, "cancel");
    expect((await reschedule(customer, bookingId, closed)).status).toBe(409);
    const past = await insertSlotAt(serviceId, new Date(Date.now() - 3 * HOUR), 30);
    expect((await reschedule(customer, bookingId, past)).status).toBe(409);

    expect((await mine(customer, bookingId)).body.data).toMatchObject({ status: "confirm", slot: { _id: slot } });
    expect(await slotState(slot)).toMatchObject({ status: "booked" });
  });

  it("is refused inside the notice window, for a booking awaiting payment, and for a cancelled one", async () => {
    const { customer, bookingId, startsAt } = await customerWithBooking();
    const target = await freshSlot();
    const inside = await reschedule(customer, bookingId, target, clockAt(startsAt.getTime() - NOTICE + 1));
    expect(inside.status).toBe(409);
    expect(await slotState(target)).toEqual({ status: "available", heldUntil: null });
    expect((await reschedule(customer, bookingId, target, clockAt(startsAt.getTime() - NOTICE))).status).toBe(200);

    const unpaid = await insertCustomer("unpaid");
    const pending = await post("/api/bookings", unpaid.token, { service: serviceId, slot: await freshSlot() });
    const refused = await reschedule(unpaid, pending.body.data._id, await freshSlot());
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Only a confirmed booking can be moved to another time");

    expect((await cancel(customer, bookingId)).status).toBe(200);
    expect((await reschedule(customer, bookingId, await freshSlot())).status).toBe(409);
  });

  it("moves a booking only to a time outside the notice window (that moment included): a closer one is refused (409), saying why", async () => {
    const soon = await insertSlotAt(serviceId, new Date(Date.now() + 3 * HOUR), 30);
    const edge = await freshSlot();
    const { customer, slot, bookingId } = await customerWithBooking();
    const refused = await reschedule(customer, bookingId, soon);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "A booking can be moved online only to a time at least 24 hours ahead: closer than that it could no longer be cancelled or moved. Choose a later time, or call or email the shop.",
    );
    expect((await mine(customer, bookingId)).body.data.slot._id).toBe(slot);
    expect(await bookable(soon)).toBe(true);

    const edgeStart = await slotStart(edge);
    expect((await reschedule(customer, bookingId, edge, clockAt(edgeStart.getTime() - NOTICE + 1))).status).toBe(409);
    expect((await reschedule(customer, bookingId, edge, clockAt(edgeStart.getTime() - NOTICE))).status).toBe(200);
  });

  it("shows the times inside the notice window on the Reschedule page as not available for moving, and why", async () => {
    const person = await registerCustomer({ firstName: "Mover" });
    const soonAt = new Date(Date.now() + 5 * HOUR);
    const soon = await insertSlotAt(serviceId, soonAt, 30);
    const bookingId = await bookAndPay(person.accessToken, serviceId, await freshSlot());
    const cookie = await webSignIn(person.email, person.password);
    const page = await fetch(`${BASE_URL}/dashboard/user/my-bookings/${bookingId}/reschedule?date=${soonAt.toISOString().slice(0, 10)}`, { headers: { cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    const label = (await pool.query(`SELECT "startTime", "endTime" FROM "Slot" WHERE id = $1`, [soon])).rows[0];
    expect(html).toContain(`aria-label="${label.startTime} Too soon: inside the 24-hour notice (${label.startTime} to ${label.endTime})"`);
    expect(html).toContain("Times starting within 24 hours are inside the cancellation notice: a booking cannot be moved to them online.");
    // Chosen in the address anyway, it is not offered for moving.
    const chosen = await fetch(`${BASE_URL}/dashboard/user/my-bookings/${bookingId}/reschedule?date=${soonAt.toISOString().slice(0, 10)}&slot=${soon}`, { headers: { cookie } });
    expect(await chosen.text()).not.toContain(`name="slot" value="${soon}"`);
  });

  it("racing 20 customers for the same slot, across both instances, leaves exactly one live booking on it", async () => {
    const { customer, slot, bookingId } = await customerWithBooking();
    const target = await freshSlot();
    const racers = await Promise.all(Array.from({ length: 20 }, () => insertCustomer("racer")));
    const attempts = [
      reschedule(customer, bookingId, target, {}, SECOND_URL).then((answer) => ({ who: "move", status: answer.status })),
      ...racers.map((racer, i) => post("/api/bookings", racer.token, { service: serviceId, slot: target }, {}, i % 2 ? SECOND_URL : BASE_URL).then((answer) => ({ who: "racer", status: answer.status }))),
    ];
    const outcomes = await Promise.all(attempts);
    const winners = outcomes.filter((outcome) => outcome.status === 200 || outcome.status === 201);
    expect(winners).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.status === 409)).toHaveLength(20);
    const live = await pool.query(`SELECT id FROM "Booking" WHERE "slotId" = $1 AND status IN ('pending', 'confirm')`, [target]);
    expect(live.rows).toHaveLength(1);
    // The moved booking is on exactly one slot; the slot it left is free only if it moved.
    const moved = winners[0].who === "move";
    expect((await mine(customer, bookingId)).body.data.slot._id).toBe(moved ? target : slot);
    expect((await slotState(slot)).status).toBe(moved ? "available" : "booked");
  });
});

describe("the shop's notice window and reminders, from its settings", () => {
  /** Saves settings on both servers of the suite, so that each one's copy changes at once. */
  const saveOnBoth = async (settings: Record<string, unknown>) => {
    for (const baseUrl of [BASE_URL, SECOND_URL].filter(Boolean)) {
      const response = await fetch(`${baseUrl}/api/settings`, { method: "PUT", ...json(settings, bearer(admin.accessToken)) });
      expect(response.status).toBe(200);
    }
  };
  let before: { cancellationNoticeHours: number; reminderOffsetsMinutes: number[] };
  beforeAll(async () => {
    before = (await api<typeof before>("/api/settings")).body.data;
  });
  afterAll(async () => {
    await saveOnBoth({ cancellationNoticeHours: before.cancellationNoticeHours, reminderOffsetsMinutes: before.reminderOffsetsMinutes });
  });

  it("a longer notice saved by an admin moves every booking's deadline, and refuses a cancel the old window allowed", async () => {
    await saveOnBoth({ cancellationNoticeHours: 48, reminderOffsetsMinutes: [90] });
    const { customer, bookingId, startsAt } = await customerWithBooking("notice");
    const { body } = await mine(customer, bookingId);
    expect(Date.parse(body.data.changeableUntil!)).toBe(startsAt.getTime() - 48 * HOUR);

    // 30 hours ahead: inside 48, outside the default 24.
    const inside = await cancel(customer, bookingId, clockAt(startsAt.getTime() - 30 * HOUR));
    expect(inside.status).toBe(409);
    expect(inside.body.message).toBe("Bookings can be cancelled or moved online until 48 hours before the start. Please call or email the shop.");
    expect((await mine(customer, bookingId)).body.data).toMatchObject({ status: "confirm", payment: "paid" });

    // Its reminders follow the saved offsets: one, 90 minutes before.
    const reminders = await eventually(async () => {
      const rows = (await pool.query(`SELECT details FROM "EmailDelivery" WHERE "bookingId" = $1 AND kind = 'reminder'`, [bookingId])).rows as { details: { offsetMinutes: number } }[];
      return rows.length > 0 ? rows : undefined;
    }, 20_000, "the booking's reminders");
    expect(reminders.map((row) => row.details.offsetMinutes)).toEqual([90]);

    const atEdge = await cancel(customer, bookingId, clockAt(startsAt.getTime() - 48 * HOUR));
    expect(atEdge.status).toBe(200);
  });
});

describe("an admin cancels", () => {
  const adminCancel = (bookingId: string, body: unknown, headers: Record<string, string> = {}) => post(`/api/bookings/${bookingId}/cancel`, admin.accessToken, body, headers);

  it("at any time, refunding or not, with a reason the customer's email quotes", async () => {
    const since = Date.now();
    const kept = await customerWithBooking("kept");
    // Inside the notice window, even after the start: the shop may cancel.
    const late = await adminCancel(kept.bookingId, { refund: false, reason: "  Flooded workshop  " }, clockAt(kept.startsAt.getTime() + 60_000));
    expect(late.status).toBe(200);
    expect(late.body.data).toMatchObject({ status: "cancel", payment: "paid" });
    expect(late.body.data.history.find((entry) => entry.type === "booking.cancelled")).toMatchObject({
      actor: { role: "admin", _id: admin.user._id },
      details: { cause: "admin", reason: "Flooded workshop", refund: "waived" },
    });
    const email = await eventually(async () => (await mailsTo(kept.customer.email, since)).find((mail) => mail.subject.startsWith("Your Spotless Car Care booking was cancelled")), 20_000, "the cancellation email");
    expect(email.text).toContain('The shop\'s reason: "Flooded workshop"');
    expect(email.text).toContain("was not refunded");
    // The customer does not see which admin it was.
    expect((await mine(kept.customer, kept.bookingId)).body.data.history.find((entry) => entry.type === "booking.cancelled")!.actor).toEqual({ role: "admin", _id: null, name: null });

    const refunded = await customerWithBooking("refunded");
    const answer = await adminCancel(refunded.bookingId, { refund: true, reason: "Double booked by phone" });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ status: "cancel", payment: "refunded" });
    expect((await adminCancel(refunded.bookingId, { refund: true, reason: "Again" })).status).toBe(409);
  });

  it("needs a yes-or-no refund and a reason", async () => {
    const { bookingId } = await customerWithBooking();
    const missing = await adminCancel(bookingId, { refund: true });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ field: "reason", message: "Give a reason: the customer's email quotes it" }]);
    expect((await adminCancel(bookingId, { refund: "yes", reason: "x" })).status).toBe(400);
    expect((await adminCancel(bookingId, { refund: true, reason: "   " })).status).toBe(400);
    expect((await adminCancel(randomUUID(), { refund: true, reason: "x" })).status).toBe(404);
    expect((await post(`/api/bookings/${bookingId}/cancel`, (await insertCustomer("nosy")).token, { refund: true, reason: "x" })).status).toBe(403);
  });
});

describe("an admin closes a booking once its slot has started", () => {
  const setStatus = (bookingId: string, status: string, headers: Record<string, string> = {}) =>
    fetch(`${BASE_URL}/api/bookings/${bookingId}/status`, { method: "PUT", ...json({ status }, { ...bearer(admin.accessToken), ...headers }) }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as { data: Booking; message: string },
    }));

  it("marks a no-show or completed after the start (409 before), and User Management counts no-shows", async () => {
    const { customer, bookingId, startsAt } = await customerWithBooking("noshow");
    const early = await setStatus(bookingId, "no-show", clockAt(startsAt.getTime() - 1));
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("The slot has not started yet: it can be marked complete or no-show once it starts");

    const marked = await setStatus(bookingId, "no-show", clockAt(startsAt.getTime()));
    expect(marked.status).toBe(200);
    expect(marked.body.data.status).toBe("no-show");
    expect(marked.body.data.history.findLast((entry: { type: string }) => entry.type === "booking.no-show")).toMatchObject({ type: "booking.no-show", actor: { role: "admin", _id: admin.user._id } });
    // The same again changes nothing; the other way corrects it.
    expect((await setStatus(bookingId, "no-show", clockAt(startsAt.getTime()))).body.data.history.filter((entry) => entry.type === "booking.no-show")).toHaveLength(1);

    const users = await api<{ _id: string; noShows: number }[]>(`/api/user/all?searchTerm=${encodeURIComponent(customer.email)}`, { headers: bearer(admin.accessToken) });
    expect(users.body.data.find((user) => user._id === customer.id)?.noShows).toBe(1);
    // The wire's booking status knows it, and so do the filters.
    expect((await api<Booking[]>(`/api/my-bookings?status=no-show`, { headers: bearer(customer.token) })).body.data.map((booking) => booking._id)).toEqual([bookingId]);
    const listed = await api<Booking[]>(`/api/bookings?status=no-show&searchTerm=${encodeURIComponent(customer.email)}`, { headers: bearer(admin.accessToken) });
    expect(listed.body.data.map((booking) => booking._id)).toEqual([bookingId]);

    const corrected = await setStatus(bookingId, "complete", clockAt(startsAt.getTime() + HOUR));
    expect(corrected.status).toBe(200);
    expect(corrected.body.data.status).toBe("complete");
  });

  it("refuses a booking that is not paid or already cancelled, a bad status, and customers", async () => {
    const { customer, bookingId, startsAt } = await customerWithBooking();
    expect((await setStatus(bookingId, "cancel", clockAt(startsAt.getTime()))).status).toBe(400);
    expect((await setStatus(bookingId, "pending", clockAt(startsAt.getTime()))).status).toBe(400);
    const asCustomer = await fetch(`${BASE_URL}/api/bookings/${bookingId}/status`, { method: "PUT", ...json({ status: "complete" }, bearer(customer.token)) });
    expect(asCustomer.status).toBe(403);
    expect((await cancel(customer, bookingId)).status).toBe(200);
    expect((await setStatus(bookingId, "complete", clockAt(startsAt.getTime()))).status).toBe(409);
  });
});

describe("an ended booking waits for the shop's word", () => {
  const adminView = (bookingId: string, headers: Record<string, string>) => api<Booking>(`/api/bookings/${bookingId}`, { headers: { ...bearer(admin.accessToken), ...headers } });
  const checkIn = (bookingId: string, headers: Record<string, string> = {}, token = admin.accessToken) => post(`/api/bookings/${bookingId}/check-in`, token, {}, headers);
  const SLOT = 30 * 60_000;

  it("stays confirmed, awaiting settlement, until the shop's grace (24 hours) has passed, and only then reads complete", async () => {
    const { customer, bookingId, startsAt } = await customerWithBooking("unsettled");
    const endsAt = startsAt.getTime() + SLOT;
    const justEnded = await adminView(bookingId, clockAt(endsAt + HOUR));
    expect(justEnded.body.data).toMatchObject({ status: "confirm", awaitingSettlement: true, checkedInAt: null });
    // The customer's view and the filters read it the same way.
    const theirs = await api<Booking>(`/api/my-bookings/${bookingId}`, { headers: { ...bearer(customer.token), ...clockAt(endsAt + HOUR) } });
    expect(theirs.body.data).toMatchObject({ status: "confirm", awaitingSettlement: true });
    const search = `&searchTerm=${encodeURIComponent(customer.email)}`;
    const listed = (status: string, at: number) => api<Booking[]>(`/api/bookings?status=${status}${search}`, { headers: { ...bearer(admin.accessToken), ...clockAt(at) } }).then((r) => r.body.data.map((b) => b._id));
    expect(await listed("confirm", endsAt + HOUR)).toEqual([bookingId]);
    expect(await listed("complete", endsAt + HOUR)).toEqual([]);

    const afterGrace = await adminView(bookingId, clockAt(endsAt + 24 * HOUR));
    expect(afterGrace.body.data).toMatchObject({ status: "complete", awaitingSettlement: false });
    expect(await listed("complete", endsAt + 24 * HOUR)).toEqual([bookingId]);
    expect(await listed("confirm", endsAt + 24 * HOUR)).toEqual([]);
  });

  it("is checked in from its day on, once, and then completes as soon as its slot ends", async () => {
    const { customer, bookingId, startsAt } = await customerWithBooking("arrived");
    const endsAt = startsAt.getTime() + SLOT;
    const early = await checkIn(bookingId, clockAt(startsAt.getTime() - 2 * 24 * HOUR));
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("A customer can be checked in on the day of their booking");
    expect((await checkIn(bookingId, clockAt(startsAt.getTime() - 10 * 60_000), customer.token)).status).toBe(403);

    const arrived = await checkIn(bookingId, clockAt(startsAt.getTime() - 10 * 60_000));
    expect(arrived.status).toBe(200);
    expect(arrived.body.message).toBe("Customer checked in");
    expect(Date.parse(arrived.body.data.checkedInAt!)).toBe(startsAt.getTime() - 10 * 60_000);
    expect(arrived.body.data.status).toBe("confirm");
    expect(arrived.body.data.history.find((entry) => entry.type === "booking.checked-in")).toMatchObject({ actor: { role: "admin", _id: admin.user._id } });
    const again = await checkIn(bookingId, clockAt(startsAt.getTime()));
    expect(again.status).toBe(200);
    expect(again.body.data.history.filter((entry) => entry.type === "booking.checked-in")).toHaveLength(1);

    expect((await adminView(bookingId, clockAt(endsAt - 1))).body.data).toMatchObject({ status: "confirm", awaitingSettlement: false });
    expect((await adminView(bookingId, clockAt(endsAt + 60_000))).body.data).toMatchObject({ status: "complete", awaitingSettlement: false });
  });

  it("refuses to check in a cancelled booking or one marked a no-show", async () => {
    const { customer, bookingId, startsAt } = await customerWithBooking("gone");
    expect((await cancel(customer, bookingId)).status).toBe(200);
    expect((await checkIn(bookingId, clockAt(startsAt.getTime()))).status).toBe(409);
    const other = await customerWithBooking("absent");
    const marked = await fetch(`${BASE_URL}/api/bookings/${other.bookingId}/status`, { method: "PUT", ...json({ status: "no-show" }, { ...bearer(admin.accessToken), ...clockAt(other.startsAt.getTime()) }) });
    expect(marked.status).toBe(200);
    const refused = await checkIn(other.bookingId, clockAt(other.startsAt.getTime()));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("This booking is already marked completed or a no-show");
  });

  it("is completed by the job only once checked in or past the grace", async () => {
    const customer = await insertCustomer("job");
    // A service of its own: its slots in the past collide with no other test's.
    jobServiceId = await insertService({ name: `Ended Wash ${randomUUID().slice(0, 6)}`, priceCents: 4000, duration: 30 });
    const ago = (hours: number) => new Date(Date.now() - hours * HOUR - SLOT);
    const [recent, arrived, old] = [await insertSlotAt(jobServiceId, ago(2), 30, "booked"), await insertSlotAt(jobServiceId, ago(3), 30, "booked"), await insertSlotAt(jobServiceId, ago(30), 30, "booked")];
    // One statement: a run of the job sees all three or none.
    const { rows } = await pool.query<{ id: string; slotId: string }>(
      `INSERT INTO "Booking" (id, "customerId", "serviceId", "slotId", "amountCents", payment, status, "checkedInAt", "updatedAt")
       SELECT gen_random_uuid(), $1, $2, s.id, 4000, 'paid', 'confirm', CASE WHEN s.id = $4 THEN s."startsAt" END, now()
       FROM "Slot" s WHERE s.id = ANY($3::uuid[]) RETURNING id, "slotId"`,
      [customer.id, jobServiceId, [recent, arrived, old], arrived],
    );
    const idOf = (slot: string) => rows.find((row) => row.slotId === slot)!.id;
    const statusOf = async (slot: string) => (await pool.query(`SELECT status::text FROM "Booking" WHERE id = $1`, [idOf(slot)])).rows[0].status as string;
    // The job runs every minute; this waits for its next run.
    await eventually(async () => ((await statusOf(arrived)) === "complete" && (await statusOf(old)) === "complete" ? true : undefined), 90_000, "the job completing ended bookings");
    expect(await statusOf(recent)).toBe("confirm");
  }, 120_000);
});

describe("the test clock", () => {
  it("is ignored without the server's secret", async () => {
    const { customer, bookingId, startsAt } = await customerWithBooking();
    // A made-up secret: the request runs on the real clock, days before the window.
    const forged = await cancel(customer, bookingId, { "x-test-now": new Date(startsAt.getTime() + HOUR).toISOString(), "x-test-clock-secret": "x".repeat(44) });
    expect(forged.status).toBe(200);
  });
});

describe("a booking paid on Stripe", () => {
  const FAKE = process.env.FAKE_STRIPE_URL ?? "";
  const WEBHOOK_SECRET = process.env.STRIPE_WEBHOOK_SECRET ?? "";

  async function paidOnStripe() {
    const { default: Stripe } = await import("stripe");
    const signer = new Stripe("sk_test_only_for_signing");
    const customer = await insertCustomer("stripe");
    const created = await post("/api/bookings", customer.token, { service: serviceId, slot: await freshSlot() }, {}, SECOND_URL);
    expect(created.status).toBe(201);
    const bookingId = created.body.data._id;
    const sessionId = (await pool.query(`SELECT "paymentSessionId" FROM "Booking" WHERE id = $1`, [bookingId])).rows[0].paymentSessionId as string;
    const session = await (await fetch(`${FAKE}/__fake/sessions/${sessionId}/pay`, { method: "POST" })).json();
    const payload = JSON.stringify({
      id: `evt_test_${randomUUID()}`,
      object: "event",
      type: "checkout.session.completed",
      api_version: "2025-01-01",
      created: Math.floor(Date.now() / 1000),
      // What the checkout took, as Stripe's event says it (the booking is confirmed only for its price).
      data: { object: { object: "checkout.session", id: sessionId, payment_status: "paid", status: "complete", amount_total: session.amount_total, currency: session.currency, metadata: { bookingId } } },
    });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const delivered = await fetch(`${SECOND_URL}/api/webhooks/stripe`, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": signature }, body: payload });
    expect(delivered.status).toBe(200);
    return { customer, bookingId, paymentIntent: session.payment_intent as string };
  }

  const refundsOf = async (paymentIntent: string) =>
    ((await (await fetch(`${FAKE}/__fake/refunds`)).json()) as { payment_intent: string }[]).filter((refund) => refund.payment_intent === paymentIntent);

  it("is refunded through Stripe's refund API, once, however many cancels arrive at once", async () => {
    const { customer, bookingId, paymentIntent } = await paidOnStripe();
    const answers = await Promise.all(Array.from({ length: 8 }, () => cancel(customer, bookingId, {}, SECOND_URL)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(7).fill(409)]);
    expect(answers.find((answer) => answer.status === 200)!.body.data).toMatchObject({ status: "cancel", payment: "refunded" });
    expect(await refundsOf(paymentIntent)).toHaveLength(1);
    // The retry job comes by later and finds nothing owed.
    await eventually(async () => {
      const { rows } = await pool.query(`SELECT state FROM pgboss.job WHERE name = 'retry-refund' AND data->>'bookingId' = $1`, [bookingId]);
      return rows[0]?.state === "completed" ? true : undefined;
    }, 60_000, "the refund retry job");
    expect(await refundsOf(paymentIntent)).toHaveLength(1);
  });

  it("is recorded as refunded when Stripe says the payment was refunded already (an earlier attempt whose record was lost)", async () => {
    const { customer, bookingId, paymentIntent } = await paidOnStripe();
    // The earlier attempt: refunded at Stripe, under a key that has since expired.
    const earlier = await fetch(`${FAKE}/__fake/refunds`, { method: "POST", body: new URLSearchParams({ payment_intent: paymentIntent }) });
    expect(earlier.status).toBe(200);

    const answer = await cancel(customer, bookingId, {}, SECOND_URL);

    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ status: "cancel", payment: "refunded" });
    expect(await refundsOf(paymentIntent)).toHaveLength(1);
  });
});
