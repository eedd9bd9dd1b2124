import { api, bearer, bookAndPay, insertService, insertSlot, isoDay, json, pollUntil, pool, registerAdmin, registerCustomer, removeCreatedUsers, removeServices, uniqueWord, type SignedIn } from "./support";

/**
 * POST /api/slots/bulk: an admin cancels or deletes the slots not yet
 * started on a range of days, of one service or all. Unconfirmed it changes
 * nothing and says (409) how many slots and bookings it would touch;
 * confirmed, the slots close and each live booking in them is cancelled as
 * an admin's cancellation with a refund: the customer is emailed and a paid
 * booking refunded.
 */
type RangeResult = { slots: number; cancelled: number; deleted: number; bookings: number };

const word = uniqueWord();
let admin: SignedIn;
let customer: SignedIn;
const services: string[] = [];

const bulk = (body: unknown, token = admin.accessToken) => api<RangeResult>("/api/slots/bulk", { method: "POST", ...json(body, bearer(token)) });
const statuses = async (ids: string[]) => (await pool.query(`SELECT id, status FROM "Slot" WHERE id = ANY($1::uuid[])`, [ids])).rows.reduce<Record<string, string>>((all, row) => ({ ...all, [row.id]: row.status }), {});

async function newService(label: string) {
  const id = await insertService({ name: `Bulk ${label} ${word}`, priceCents: 2500, duration: 60 });
  services.push(id);
  return id;
}

beforeAll(async () => {
  admin = await registerAdmin();
  customer = await registerCustomer({ firstName: "Bulk" });
});

afterAll(async () => {
  await removeServices(services);
  await removeCreatedUsers();
  await pool.end();
});

describe("POST /api/slots/bulk", () => {
  it("without confirm says how many slots and bookings it would touch (409) and changes nothing", async () => {
    const serviceId = await newService("preview");
    const [a, b] = [await insertSlot({ serviceId, date: isoDay(20), startTime: "09:00", endTime: "10:00" }), await insertSlot({ serviceId, date: isoDay(21), startTime: "09:00", endTime: "10:00" })];
    const booking = await bookAndPay(customer.accessToken, serviceId, a);
    const answer = await bulk({ action: "cancel", service: serviceId, from: isoDay(20), to: isoDay(21) });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe("This cancels 2 slots and the 1 live booking in them (paid: refunded in full); its customer is emailed. Confirm to go ahead.");
    expect(await statuses([a, b])).toEqual({ [a]: "booked", [b]: "available" });
    expect((await pool.query(`SELECT status, payment FROM "Booking" WHERE id = $1`, [booking])).rows[0]).toEqual({ status: "confirm", payment: "paid" });
    // Every service's: these among them.
    const all = await bulk({ action: "delete", from: isoDay(20), to: isoDay(21) });
    expect(all.status).toBe(409);
    expect(Number(/deletes ([\d,]+) slots?/.exec(all.body.message)?.[1].replace(/,/g, ""))).toBeGreaterThanOrEqual(2);
  });

  it("cancels the range's slots not yet started: the paid booking is cancelled, refunded and its customer told; other services' slots and a started one stay", async () => {
    const serviceId = await newService("cancel");
    const otherService = await newService("untouched");
    const booked = await insertSlot({ serviceId, date: isoDay(22), startTime: "10:00", endTime: "11:00" });
    const free = await insertSlot({ serviceId, date: isoDay(23), startTime: "10:00", endTime: "11:00" });
    const outside = await insertSlot({ serviceId, date: isoDay(24), startTime: "10:00", endTime: "11:00" });
    const started = await insertSlot({ serviceId, date: isoDay(0), startTime: "00:00", endTime: "00:01" });
    const others = await insertSlot({ serviceId: otherService, date: isoDay(22), startTime: "10:00", endTime: "11:00" });
    const booking = await bookAndPay(customer.accessToken, serviceId, booked);

    const answer = await bulk({ action: "cancel", service: serviceId, from: isoDay(0), to: isoDay(23), reason: "The shop is closed for renovation", confirm: true });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ slots: 2, cancelled: 2, deleted: 0, bookings: 1 });
    expect(await statuses([booked, free, outside, started, others])).toEqual({ [booked]: "cancel", [free]: "cancel", [outside]: "available", [started]: "available", [others]: "available" });
    // The way a booking cancelled by hand goes: refunded at once (the test checkout), its history says by whom and why, and its customer is emailed.
    expect((await pool.query(`SELECT status, payment FROM "Booking" WHERE id = $1`, [booking])).rows[0]).toEqual({ status: "cancel", payment: "refunded" });
    const cancelled = (await pool.query(`SELECT "actorRole", payload FROM "DomainEvent" WHERE "bookingId" = $1 AND type = 'booking.cancelled'`, [booking])).rows;
    expect(cancelled).toEqual([{ actorRole: "admin", payload: expect.objectContaining({ cause: "admin", reason: "The shop is closed for renovation", refund: "due" }) }]);
    await pollUntil(
      async () => (await pool.query(`SELECT state FROM "EmailDelivery" WHERE "bookingId" = $1 AND kind = 'cancellation'`, [booking])).rows,
      (rows) => rows.length === 1 && rows[0].state === "sent",
      20_000,
    );
    // Nobody can book a cancelled slot.
    const again = await api("/api/bookings", { method: "POST", ...json({ service: serviceId, slot: free }, bearer(customer.accessToken)) });
    expect(again.status).toBe(409);
  });

  it("deletes the slots that never had a booking, and cancels those that had one (their history stays)", async () => {
    const serviceId = await newService("delete");
    const never = await insertSlot({ serviceId, date: isoDay(25), startTime: "09:00", endTime: "10:00" });
    const neverCancelled = await insertSlot({ serviceId, date: isoDay(25), startTime: "10:00", endTime: "11:00", status: "cancel" });
    const booked = await insertSlot({ serviceId, date: isoDay(25), startTime: "11:00", endTime: "12:00" });
    const booking = await bookAndPay(customer.accessToken, serviceId, booked);

    const answer = await bulk({ action: "delete", service: serviceId, from: isoDay(25), to: isoDay(25), confirm: true });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ slots: 3, cancelled: 1, deleted: 2, bookings: 1 });
    expect(await statuses([never, neverCancelled, booked])).toEqual({ [booked]: "cancel" });
    expect((await pool.query(`SELECT status, payment FROM "Booking" WHERE id = $1`, [booking])).rows[0]).toEqual({ status: "cancel", payment: "refunded" });
  });

  it("answers that there is nothing to change for a range without slots, without asking to confirm", async () => {
    const serviceId = await newService("empty");
    const answer = await bulk({ action: "cancel", service: serviceId, from: isoDay(30), to: isoDay(31) });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: "No slot that has not started is in that range: nothing to change", data: { slots: 0, cancelled: 0, deleted: 0, bookings: 0 } });
  });

  it("refuses bad input (400 naming the field), an unknown service (404), and anyone but an admin, changing nothing", async () => {
    const serviceId = await newService("refused");
    const slot = await insertSlot({ serviceId, date: isoDay(26), startTime: "09:00", endTime: "10:00" });
    const fields = async (body: unknown) => (await bulk(body)).body.errors?.map((error) => error.field);
    expect(await fields({ action: "cancel", from: isoDay(27), to: isoDay(26), confirm: true })).toEqual(["to"]);
    expect(await fields({ action: "archive", from: isoDay(26), to: isoDay(26), confirm: true })).toEqual(["action"]);
    expect(await fields({ action: "cancel", from: "soon", to: isoDay(26), confirm: true })).toEqual(["from"]);
    expect(await fields({ action: "cancel", from: isoDay(26), to: isoDay(26), confirm: "yes" })).toEqual(["confirm"]);
    expect((await bulk({ action: "cancel", service: crypto.randomUUID(), from: isoDay(26), to: isoDay(26), confirm: true })).status).toBe(404);
    expect((await bulk({ action: "cancel", service: serviceId, from: isoDay(26), to: isoDay(26), confirm: true }, customer.accessToken)).status).toBe(403);
    expect((await api("/api/slots/bulk", { method: "POST", ...json({ action: "cancel", service: serviceId, from: isoDay(26), to: isoDay(26), confirm: true }) })).status).toBe(401);
    expect(await statuses([slot])).toEqual({ [slot]: "available" });
  });
});
