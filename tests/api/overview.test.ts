import { api, bearer, insertCustomer, insertService, insertSlot, isoDay, pool, registerAdmin, removeCreatedUsers, removeServices, uniqueWord } from "./support";

/**
 * The admin overview's figures, checked against the database counted
 * independently here (the tests run with BUSINESS_TIMEZONE unset: UTC).
 */
type Overview = {
  bookingsToday: number;
  bookingsThisWeek: number;
  revenueThisMonth: number;
  utilisationNext7Days: { booked: number; total: number; percent: number };
  upcoming: { slot: { startsAt: string }; payment: string; status: string }[];
  lastThirtyDays: { date: string; bookings: number; revenue: number }[];
  nextFourteenDays: { date: string; booked: number; free: number; percent: number }[];
};

const PAID = `b.payment = 'paid' AND b.status IN ('confirm', 'complete', 'no-show')`;
const count = async (sql: string, params: unknown[] = []) => Number((await pool.query(sql, params)).rows[0].n);
let token: string;
let serviceId: string;

beforeAll(async () => {
  token = (await registerAdmin()).accessToken;
  // A paid booking today and one this month, so that the figures are never all zero.
  serviceId = await insertService({ name: `Overview ${uniqueWord()}`, priceCents: 12345 });
  const customer = await insertCustomer("overview");
  const slot = await insertSlot({ serviceId, date: isoDay(0), startTime: "23:00", endTime: "23:59", status: "booked" });
  await pool.query(
    `INSERT INTO "Booking" (id, "customerId", "serviceId", "slotId", "amountCents", payment, status, "updatedAt") VALUES (gen_random_uuid(), $1, $2, $3, 12345, 'paid', 'confirm', now())`,
    [customer.id, serviceId, slot],
  );
  // A customer who paid and did not come: the money was earned all the same.
  const missed = await insertSlot({ serviceId, date: isoDay(0), startTime: "22:00", endTime: "22:59", status: "booked" });
  await pool.query(
    `INSERT INTO "Booking" (id, "customerId", "serviceId", "slotId", "amountCents", payment, status, "updatedAt") VALUES (gen_random_uuid(), $1, $2, $3, 10000, 'paid', 'no-show', now())`,
    [customer.id, serviceId, missed],
  );
});

afterAll(async () => {
  await removeServices([serviceId]);
  await removeCreatedUsers();
  await pool.end();
});

describe("GET /api/overview", () => {
  it("counts today's, this week's and this month's paid bookings and revenue", async () => {
    const { status, body } = await api<Overview>("/api/overview", { headers: bearer(token) });
    expect(status).toBe(200);
    const o = body.data;
    const today = isoDay(0);
    expect(o.bookingsToday).toBe(await count(`SELECT count(*) AS n FROM "Booking" b JOIN "Slot" s ON s.id = b."slotId" WHERE ${PAID} AND s.date = $1::date`, [today]));
    expect(o.bookingsToday).toBeGreaterThan(0);
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
    const monday = isoDay(-((weekday + 6) % 7));
    const sunday = isoDay(6 - ((weekday + 6) % 7));
    expect(o.bookingsThisWeek).toBe(await count(`SELECT count(*) AS n FROM "Booking" b JOIN "Slot" s ON s.id = b."slotId" WHERE ${PAID} AND s.date BETWEEN $1::date AND $2::date`, [monday, sunday]));
    const cents = await count(
      `SELECT coalesce(sum(b."amountCents"), 0) AS n FROM "Booking" b JOIN "Slot" s ON s.id = b."slotId" WHERE ${PAID} AND date_trunc('month', s.date) = date_trunc('month', $1::date)`,
      [today],
    );
    expect(o.revenueThisMonth).toBe(cents / 100);
    expect(o.revenueThisMonth).toBeGreaterThanOrEqual(223.45);
  });

  it("gives 30 days of history and 14 days of utilisation, matching the database", async () => {
    const { body } = await api<Overview>("/api/overview", { headers: bearer(token) });
    const o = body.data;
    expect(o.lastThirtyDays).toHaveLength(30);
    expect(o.lastThirtyDays[29].date).toBe(isoDay(0));
    expect(o.lastThirtyDays[0].date).toBe(isoDay(-29));
    const history = await count(`SELECT count(*) AS n FROM "Booking" b JOIN "Slot" s ON s.id = b."slotId" WHERE ${PAID} AND s.date BETWEEN $1::date AND $2::date`, [isoDay(-29), isoDay(0)]);
    expect(o.lastThirtyDays.reduce((sum, day) => sum + day.bookings, 0)).toBe(history);

    expect(o.nextFourteenDays).toHaveLength(14);
    expect(o.nextFourteenDays[0].date).toBe(isoDay(0));
    // In places: each slot offers its capacity, and each booking that holds or has a place takes one.
    const open = `FROM "Slot" s JOIN "Service" v ON v.id = s."serviceId" WHERE NOT v."isDeleted" AND s.status <> 'cancel' AND s.date BETWEEN $1::date AND $2::date`;
    const total = await count(`SELECT coalesce(sum(s.capacity), 0) AS n ${open}`, [isoDay(0), isoDay(6)]);
    const booked = await count(
      `SELECT count(*) AS n FROM "Booking" b JOIN "Slot" s ON s.id = b."slotId" JOIN "Service" v ON v.id = s."serviceId"
        WHERE NOT v."isDeleted" AND s.status <> 'cancel' AND s.date BETWEEN $1::date AND $2::date
          AND (b.status IN ('confirm', 'complete', 'no-show') OR (b.status = 'pending' AND b."holdExpiresAt" > now()))`,
      [isoDay(0), isoDay(6)],
    );
    expect(o.utilisationNext7Days).toEqual({ booked, total, percent: Math.round((booked / total) * 1000) / 10 });
    for (const day of o.nextFourteenDays) expect(day.percent).toBe(day.booked + day.free === 0 ? 0 : Math.round((day.booked / (day.booked + day.free)) * 1000) / 10);
  });

  it("lists at most five upcoming paid bookings, soonest first", async () => {
    const { body } = await api<Overview>("/api/overview", { headers: bearer(token) });
    const upcoming = body.data.upcoming;
    expect(upcoming.length).toBeLessThanOrEqual(5);
    expect(upcoming.length).toBeGreaterThan(0);
    const starts = upcoming.map((b) => Date.parse(b.slot.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    for (const booking of upcoming) {
      expect([booking.payment, booking.status]).toEqual(["paid", "confirm"]);
      expect(Date.parse(booking.slot.startsAt)).toBeGreaterThan(Date.now());
    }
  });
});
