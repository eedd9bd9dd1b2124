import { randomUUID } from "node:crypto";
import { api, bearer, insertCustomer, insertService, insertSlot, isoDay, pool, registerAdmin, removeCreatedUsers, removeServices, type SignedIn } from "./support";

/**
 * GET /api/bookings with Booking Management's filters: the slots' dates,
 * status, payment, a customer search and the order. Without them it answers
 * as it always did (every booking, newest first).
 */
type Booking = { _id: string; reference: string; customer: { email: string }; slot: { date: string; startTime: string }; status: string; payment: string; createdAt: string };

let admin: SignedIn;
let serviceId: string;
const ids: Record<string, string> = {};
let first: { id: string; email: string };
// Names and numbers no demo customer has.
const firstName = `Tanvir${randomUUID().slice(0, 4)}`;
const lastName = `Qadirzai${randomUUID().slice(0, 4)}`;
// A Bangladeshi mobile number, stored as the registration form stores it (E.164).
const local = `019${String(Date.now()).slice(-8)}`;
const phone = `+880${local.slice(1)}`;
let second: { id: string; email: string };

async function insertBooking(name: string, customerId: string, slotId: string, fields: { status: string; payment: string; minutesAgo: number; holdExpiresAt?: Date }) {
  const id = randomUUID();
  await pool.query(
    `INSERT INTO "Booking" (id, "customerId", "serviceId", "slotId", "amountCents", payment, status, "holdExpiresAt", "createdAt", "updatedAt")
     VALUES ($1, $2, $3, $4, 3000, $5::"PaymentStatus", $6::"BookingStatus", $7, now() - make_interval(mins => $8), now())`,
    [id, customerId, serviceId, slotId, fields.payment, fields.status, fields.holdExpiresAt ?? null, fields.minutesAgo],
  );
  ids[name] = id;
}

const list = (query = "") => api<Booking[]>(`/api/bookings${query}`, { headers: bearer(admin.accessToken) });
/** This file's bookings among an answer's, in its order. */
const ours = (data: Booking[]) => data.map((booking) => Object.entries(ids).find(([, id]) => id === booking._id)?.[0]).filter(Boolean);

beforeAll(async () => {
  admin = await registerAdmin();
  serviceId = await insertService({ name: `Management Wash ${randomUUID().slice(0, 6)}`, priceCents: 3000 });
  first = await insertCustomer("findme");
  second = await insertCustomer("other");
  await pool.query(`UPDATE "User" SET "firstName" = $2, "lastName" = $3, phone = $4 WHERE id = $1`, [first.id, firstName, lastName, phone]);
  const soon = await insertSlot({ serviceId, date: isoDay(1), startTime: "09:00", endTime: "10:00", status: "booked" });
  const later = await insertSlot({ serviceId, date: isoDay(3), startTime: "09:00", endTime: "10:00", status: "booked" });
  const latest = await insertSlot({ serviceId, date: isoDay(6), startTime: "09:00", endTime: "10:00" });
  const held = await insertSlot({ serviceId, date: isoDay(6), startTime: "11:00", endTime: "12:00", heldUntil: new Date(Date.now() + 20 * 60_000) });
  await insertBooking("soonPaid", first.id, soon, { status: "confirm", payment: "paid", minutesAgo: 30 });
  await insertBooking("laterPaid", second.id, later, { status: "confirm", payment: "paid", minutesAgo: 20 });
  await insertBooking("latestCancelled", first.id, latest, { status: "cancel", payment: "pending", minutesAgo: 10 });
  await insertBooking("heldNow", second.id, held, { status: "pending", payment: "pending", minutesAgo: 1, holdExpiresAt: new Date(Date.now() + 20 * 60_000) });
});

afterAll(async () => {
  await removeServices([serviceId]);
  await removeCreatedUsers();
  await pool.end();
});

describe("GET /api/bookings filters", () => {
  it("without filters answers as before: every booking, the newest made first", async () => {
    const { status, body } = await list("?limit=100");
    expect(status).toBe(200);
    expect(body.totalDoc).toBe(Number((await pool.query(`SELECT count(*) FROM "Booking"`)).rows[0].count));
    const made = body.data.map((booking) => Date.parse(booking.createdAt));
    expect(made).toEqual([...made].sort((a, b) => b - a));
    // The default order, within the days of this file's bookings.
    const { body: days } = await list(`?from=${isoDay(1)}&to=${isoDay(6)}&limit=100`);
    expect(ours(days.data)).toEqual(["heldNow", "latestCancelled", "laterPaid", "soonPaid"]);
  });

  it("keeps the bookings whose slots fall in a date range (both ends included)", async () => {
    const { body } = await list(`?from=${isoDay(3)}&to=${isoDay(6)}&sort=slot&limit=100`);
    expect(ours(body.data)).toEqual(["laterPaid", "latestCancelled", "heldNow"]);
    expect(body.data.every((booking) => booking.slot.date >= isoDay(3) && booking.slot.date <= isoDay(6))).toBe(true);
    const one = await list(`?from=${isoDay(1)}&to=${isoDay(1)}&limit=100`);
    expect(ours(one.body.data)).toEqual(["soonPaid"]);
    expect(one.body.totalDoc).toBe(one.body.data.length);
  });

  it("filters by the status and payment the wire shows", async () => {
    const scope = `&from=${isoDay(1)}&to=${isoDay(6)}&limit=100`;
    expect(ours((await list(`?status=confirm${scope}`)).body.data).sort()).toEqual(["laterPaid", "soonPaid"]);
    expect(ours((await list(`?status=pending${scope}`)).body.data)).toEqual(["heldNow"]);
    expect(ours((await list(`?status=cancel${scope}`)).body.data)).toEqual(["latestCancelled"]);
    expect(ours((await list(`?payment=pending${scope}`)).body.data).sort()).toEqual(["heldNow", "latestCancelled"]);
    expect(ours((await list(`?payment=paid&status=confirm${scope}`)).body.data).sort()).toEqual(["laterPaid", "soonPaid"]);
  });

  it("finds a customer by name, email or phone", async () => {
    for (const term of [lastName.slice(0, 9).toLowerCase(), first.email.toUpperCase(), phone.slice(4)]) {
      const { body } = await list(`?searchTerm=${encodeURIComponent(term)}&limit=100`);
      expect(ours(body.data).sort()).toEqual(["latestCancelled", "soonPaid"]);
      expect(body.data.every((booking) => booking.customer.email === first.email)).toBe(true);
    }
    // Wildcards are taken literally.
    expect((await list("?searchTerm=%25&limit=100")).body.data).toEqual([]);
  });

  it("finds a customer by their full name, in either order", async () => {
    for (const term of [`${firstName} ${lastName}`, `${lastName} ${firstName}`, `  ${firstName.toUpperCase()}   ${lastName.toLowerCase()} `]) {
      const { status, body } = await list(`?searchTerm=${encodeURIComponent(term)}&limit=100`);
      expect(status).toBe(200);
      expect(ours(body.data).sort()).toEqual(["latestCancelled", "soonPaid"]);
    }
  });

  it("finds a customer by their phone however it is typed", async () => {
    const spaced = `${local.slice(1, 5)} ${local.slice(5, 8)} ${local.slice(8)}`;
    for (const term of [local, spaced, `+880 ${local.slice(1, 5)}-${local.slice(5)}`, `(+880) ${spaced}`, phone.slice(1), local.slice(3)]) {
      const { status, body } = await list(`?searchTerm=${encodeURIComponent(term)}&limit=100`);
      expect(status).toBe(200);
      expect([term, ours(body.data).sort()]).toEqual([term, ["latestCancelled", "soonPaid"]]);
    }
  });

  it("finds a booking by its reference, however it is typed", async () => {
    const { rows } = await pool.query(`SELECT reference FROM "Booking" WHERE id = $1`, [ids.laterPaid]);
    const reference = rows[0].reference as string;
    expect(reference).toMatch(/^SP-[2-9A-HJKMNP-TV-Z]{5}$/);
    for (const term of [reference, reference.toLowerCase(), reference.slice(3), `sp ${reference.slice(3)}`]) {
      const { body } = await list(`?searchTerm=${encodeURIComponent(term)}&limit=100`);
      expect(body.data.map((booking) => booking._id)).toEqual([ids.laterPaid]);
      expect(body.data[0].reference).toBe(reference);
    }
  });

  it("finds a booking by its vehicle's plate, whatever its case and spaces", async () => {
    // A plate as the vehicles' rules keep it: capitals, single spaces.
    const plate = `QZ ${String(Date.now()).slice(-4)} ${randomUUID().slice(0, 3).toUpperCase()}`;
    const vehicle = randomUUID();
    await pool.query(
      `INSERT INTO "Vehicle" (id, "customerId", "vehicleClassId", make, model, plate, "updatedAt")
       SELECT $1, $2, id, 'Toyota', 'Corolla', $3, now() FROM "VehicleClass" WHERE "isDefault"`,
      [vehicle, second.id, plate],
    );
    await pool.query(`UPDATE "Booking" SET "vehicleId" = $2 WHERE id = $1`, [ids.laterPaid, vehicle]);
    const bare = plate.replace(/ /g, "");
    for (const term of [plate, plate.toLowerCase(), bare, bare.toLowerCase(), ` ${bare.slice(0, 3)} ${bare.slice(3)} `, bare.slice(2, 8)]) {
      const { status, body } = await list(`?searchTerm=${encodeURIComponent(term)}&limit=100`);
      expect(status).toBe(200);
      expect([term, body.data.map((booking) => booking._id)]).toEqual([term, [ids.laterPaid]]);
    }
  });

  it("orders by slot time either way", async () => {
    const scope = `&from=${isoDay(1)}&to=${isoDay(6)}&limit=100`;
    expect(ours((await list(`?sort=slot${scope}`)).body.data)).toEqual(["soonPaid", "laterPaid", "latestCancelled", "heldNow"]);
    expect(ours((await list(`?sort=-slot${scope}`)).body.data)).toEqual(["heldNow", "latestCancelled", "laterPaid", "soonPaid"]);
    expect(ours((await list(`?sort=createdAt${scope}`)).body.data)).toEqual(["soonPaid", "laterPaid", "latestCancelled", "heldNow"]);
  });

  it("keeps the dates and order of a slot moved, and of a booking moved to another slot", async () => {
    const slotOf = async (name: string) => (await pool.query(`SELECT "slotId" FROM "Booking" WHERE id = $1`, [ids[name]])).rows[0].slotId as string;
    const day = (n: number) => list(`?from=${isoDay(n)}&to=${isoDay(n)}&sort=slot&limit=100`).then(({ body }) => ours(body.data));
    const soonSlot = await slotOf("soonPaid");
    const laterSlot = await slotOf("laterPaid");
    // The slot of soonPaid moves from day 1 to day 3, after laterPaid's 09:00.
    await pool.query(
      `UPDATE "Slot" SET date = $2::date, "startsAt" = "startsAt" + interval '2 days 2 hours', "endsAt" = "endsAt" + interval '2 days 2 hours', "startTime" = '11:00', "endTime" = '12:00' WHERE id = $1`,
      [soonSlot, isoDay(3)],
    );
    expect(await day(1)).toEqual([]);
    expect(await day(3)).toEqual(["laterPaid", "soonPaid"]);
    // laterPaid moves to a new slot on day 2.
    const moved = await insertSlot({ serviceId, date: isoDay(2), startTime: "09:00", endTime: "10:00", status: "booked" });
    await pool.query(`UPDATE "Booking" SET "slotId" = $2 WHERE id = $1`, [ids.laterPaid, moved]);
    expect(await day(2)).toEqual(["laterPaid"]);
    expect(await day(3)).toEqual(["soonPaid"]);
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM "Booking" b JOIN "Slot" s ON s.id = b."slotId" WHERE b."slotDate" IS DISTINCT FROM s.date OR b."slotStartsAt" IS DISTINCT FROM s."startsAt"`);
    expect(rows[0].n).toBe(0);
    // Back as they were, for the other tests.
    await pool.query(`UPDATE "Booking" SET "slotId" = $2 WHERE id = $1`, [ids.laterPaid, laterSlot]);
    await pool.query(
      `UPDATE "Slot" SET date = $2::date, "startsAt" = "startsAt" - interval '2 days 2 hours', "endsAt" = "endsAt" - interval '2 days 2 hours', "startTime" = '09:00', "endTime" = '10:00' WHERE id = $1`,
      [soonSlot, isoDay(1)],
    );
    expect(await day(1)).toEqual(["soonPaid"]);
  });

  it("counts every booking of the customers a common term finds, as a join of bookings and customers would", async () => {
    // The customers found are named to the bookings' query by id (or, past a few hundred, joined): the same bookings either way.
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM "User" WHERE email ILIKE '%example%'`);
    const { body } = await list(`?searchTerm=example&limit=100`);
    const { rows: expected } = await pool.query(
      `SELECT count(*)::int AS n FROM "Booking" b JOIN "User" u ON u.id = b."customerId" WHERE b."customerName" ILIKE '%example%' OR u."searchName" ILIKE '%example%' OR u.email ILIKE '%example%'`,
    );
    expect(rows[0].n).toBeGreaterThan(0);
    expect(body.totalDoc).toBe(expected[0].n);
  });

  it.each([
    ["from=2026-13-01", "from"],
    ["to=yesterday", "to"],
    [`from=${isoDay(5)}&to=${isoDay(2)}`, "to"],
    ["status=done", "status"],
    ["payment=free", "payment"],
    ["sort=name", "sort"],
    [`searchTerm=${"x".repeat(101)}`, "searchTerm"],
  ])("refuses %s with 400 naming the field", async (query, field) => {
    const { status, body } = await list(`?${query}`);
    expect(status).toBe(400);
    expect(body.errors?.map((error: { field: string }) => error.field)).toEqual([field]);
  });
});
