import {
  api,
  BASE_URL,
  bearer,
  clockAt,
  insertCustomer,
  insertService,
  insertSlotAt,
  json,
  newClientAddress,
  pool,
  registerAdmin,
  removeCreatedUsers,
  removeServices,
  uniqueWord,
  type SignedIn,
} from "./support";

/**
 * What keeps a few free accounts from holding a whole day: a customer who
 * lets holds go unpaid waits before holding again (the first in a day is
 * free), the holds made from one client address are capped across accounts,
 * and the shop sees the live holds, with who made them and from where, and
 * releases them (docs/abuse.md).
 */
jest.setTimeout(60_000);

type Hold = {
  _id: string;
  customer: { _id: string; name: string; email: string };
  service: { _id: string; name: string };
  slot: { _id: string; date: string; startTime: string };
  holdExpiresAt: string;
  clientAddress: string | null;
  customerHolds: number;
  addressHolds: number;
  offered: boolean;
};
type Customer = { id: string; token: string };

const MINUTE = 60_000;
const word = uniqueWord();
let serviceId: string;
let admin: SignedIn;
// Each slot its own 20 minutes, from five days ahead: none overlap, and each takes one bay.
let minute = 0;
const base = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 5, 0, 0);
const freshSlot = () => {
  minute += 20;
  return insertSlotAt(serviceId, new Date(base + minute * MINUTE), 15);
};

const book = (who: Customer, slot: string, headers: Record<string, string> = {}) =>
  api<{ _id: string }>("/api/bookings", { method: "POST", ...json({ service: serviceId, slot }, { ...bearer(who.token), ...headers }) });
const cancel = (who: Customer, bookingId: string, headers: Record<string, string> = {}) =>
  api(`/api/my-bookings/${bookingId}/cancel`, { method: "POST", ...json({}, { ...bearer(who.token), ...headers }) });
const liveHolds = async (customerId: string) =>
  (await pool.query(`SELECT count(*)::int AS n FROM "Booking" WHERE "customerId" = $1 AND status = 'pending' AND "holdExpiresAt" > now()`, [customerId])).rows[0].n as number;

beforeAll(async () => {
  serviceId = await insertService({ name: `Holds ${word}`, priceCents: 2000, duration: 15 });
  admin = await registerAdmin();
});

afterAll(async () => {
  await removeServices([serviceId]);
  await removeCreatedUsers();
  await pool.end();
});

describe("a customer who lets holds go unpaid", () => {
  it("may back out once and book another; after that, each hold given up costs a growing wait (429 with Retry-After)", async () => {
    const changer = await insertCustomer("changer");
    const first = await book(changer, await freshSlot());
    expect(first.status).toBe(201);
    expect((await cancel(changer, first.body.data._id)).status).toBe(200);
    // Changing one's mind once is free.
    const second = await book(changer, await freshSlot());
    expect(second.status).toBe(201);
    expect((await cancel(changer, second.body.data._id)).status).toBe(200);

    const third = await freshSlot();
    const response = await fetch(`${BASE_URL}/api/bookings`, { method: "POST", ...json({ service: serviceId, slot: third }, bearer(changer.token)) });
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(240);
    expect(retryAfter).toBeLessThanOrEqual(300);
    expect(await response.json()).toEqual({
      success: false,
      message: "You have given up 2 bookings without paying in the last 24 hours, so you can hold a new one again in 5 minutes.",
    });
    expect(await liveHolds(changer.id)).toBe(0);

    // Five minutes later they may hold again; giving that one up too makes the next wait longer.
    const later = Date.now() + 5 * MINUTE + 1000;
    const afterWait = await book(changer, third, clockAt(later));
    expect(afterWait.status).toBe(201);
    expect((await cancel(changer, afterWait.body.data._id, clockAt(later))).status).toBe(200);
    const again = await book(changer, await freshSlot(), clockAt(later + 1000));
    expect(again.status).toBe(429);
    expect(again.body.message).toBe("You have given up 3 bookings without paying in the last 24 hours, so you can hold a new one again in 15 minutes.");
  });
});

describe("holds from one client address", () => {
  it("are capped across accounts: 30 customers from one address at once get 6 holds between them, and other addresses are not affected", async () => {
    const address = newClientAddress();
    const racers = await Promise.all(Array.from({ length: 30 }, () => insertCustomer("same-address")));
    const slots: string[] = [];
    for (const _ of racers) slots.push(await freshSlot());
    const answers = await Promise.all(racers.map((racer, i) => book(racer, slots[i], { "x-forwarded-for": address })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(6);
    const refused = answers.filter((answer) => answer.status !== 201).map((answer) => [answer.status, answer.body.message]);
    expect(refused).toEqual(Array(24).fill([409, "6 bookings awaiting payment have already been made from your network. Please complete or cancel one of them first."]));
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM "Booking" WHERE "clientAddress" = $1 AND status = 'pending'`, [address]);
    expect(rows[0].n).toBe(6);

    // A customer elsewhere books as usual.
    expect((await book(await insertCustomer("elsewhere"), await freshSlot())).status).toBe(201);
  });
});

describe("the shop's view of live holds", () => {
  it("lists them with the customer, the client address and how many each holds, busiest address first; releasing one frees its place", async () => {
    const shared = newClientAddress();
    const [first, second, alone] = await Promise.all([insertCustomer("hold-a"), insertCustomer("hold-b"), insertCustomer("hold-c")]);
    const made: Record<string, string> = {};
    for (const [label, who, address] of [["a1", first, shared], ["a2", first, shared], ["b1", second, shared], ["c1", alone, newClientAddress()]] as const) {
      const held = await book(who, await freshSlot(), { "x-forwarded-for": address });
      expect(held.status).toBe(201);
      made[label] = held.body.data._id;
    }

    const { status, body } = await api<Hold[]>("/api/bookings/holds?limit=100", { headers: bearer(admin.accessToken) });
    expect(status).toBe(200);
    const mine = (id: string) => body.data.find((hold) => hold._id === id);
    expect(mine(made.a1)).toMatchObject({ customer: { _id: first.id }, service: { _id: serviceId }, clientAddress: shared, customerHolds: 2, addressHolds: 3, offered: false });
    expect(mine(made.b1)).toMatchObject({ customer: { _id: second.id }, clientAddress: shared, customerHolds: 1, addressHolds: 3 });
    expect(mine(made.c1)).toMatchObject({ customer: { _id: alone.id }, customerHolds: 1, addressHolds: 1 });
    expect(Date.parse(mine(made.a1)!.holdExpiresAt)).toBeGreaterThan(Date.now());
    const addressCounts = body.data.map((hold) => hold.addressHolds);
    expect(addressCounts).toEqual([...addressCounts].sort((x, y) => y - x));
    expect(body.totalDoc).toBeGreaterThanOrEqual(4);

    expect((await api("/api/bookings/holds", { headers: bearer(first.token) })).status).toBe(403);
    expect((await api("/api/bookings/holds")).status).toBe(401);
    expect((await api("/api/bookings/holds?limit=0", { headers: bearer(admin.accessToken) })).status).toBe(400);

    // Released by the shop: no longer held, and the place is free.
    const release = (id: string, token = admin.accessToken) => api<{ status: string; slot: { _id: string } }>(`/api/bookings/${id}/release`, { method: "POST", headers: bearer(token) });
    expect((await release(made.a1, first.token)).status).toBe(403);
    const released = await release(made.a1);
    expect(released.status).toBe(200);
    expect(released.body.data).toMatchObject({ status: "cancel", payment: "pending" });
    expect((await api<{ bookable: boolean }>(`/api/slots/availability/${released.body.data.slot._id}`)).body.data.bookable).toBe(true);
    const after = await api<Hold[]>("/api/bookings/holds?limit=100", { headers: bearer(admin.accessToken) });
    expect(after.body.data.find((hold) => hold._id === made.a1)).toBeUndefined();
    expect(after.body.data.find((hold) => hold._id === made.a2)).toMatchObject({ customerHolds: 1, addressHolds: 2 });
    expect((await release(made.a1)).status).toBe(409);

    // A booking that was paid meanwhile is not a hold: it is left as it is.
    await pool.query(`UPDATE "Booking" SET status = 'confirm', payment = 'paid', "holdExpiresAt" = NULL WHERE id = $1`, [made.c1]);
    const paid = await release(made.c1);
    expect(paid.status).toBe(409);
    expect(paid.body.message).toBe("This booking is no longer awaiting payment, so there is no hold to release");
    expect((await pool.query(`SELECT status FROM "Booking" WHERE id = $1`, [made.c1])).rows[0].status).toBe("confirm");
  });
});
