import { api, bearer, insertCustomer, insertService, insertSlot, isoDay, json, keepShopSettings, pool, registerAdmin, removeCreatedUsers, removeServices, uniqueWord } from "./support";

/**
 * The admin overview's figures, checked against the database counted
 * independently here (the tests run with BUSINESS_TIMEZONE unset: UTC).
 */
type Overview = {
  bookingsToday: number;
  bookingsThisWeek: number;
  revenueThisMonth: number;
  revenueThisMonthByCurrency: { currency: string; amount: number }[];
  utilisationNext7Days: { booked: number; total: number; percent: number };
  bayHoursNext7Days: { used: number; open: number; percent: number };
  activeBays: number;
  upcoming: { slot: { startsAt: string }; payment: string; status: string }[];
  lastThirtyDays: { date: string; bookings: number; revenue: number; revenueByCurrency: { currency: string; amount: number }[] }[];
  nextFourteenDays: { date: string; booked: number; free: number; percent: number; bayHours: { used: number; open: number; percent: number } }[];
};

const PAID = `b.payment = 'paid' AND b.status IN ('confirm', 'complete', 'no-show')`;
const count = async (sql: string, params: unknown[] = []) => Number((await pool.query(sql, params)).rows[0].n);
let token: string;
let serviceId: string;
let restoreShop: () => Promise<void>;

beforeAll(async () => {
  token = (await registerAdmin()).accessToken;
  restoreShop = await keepShopSettings(token);
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
  await restoreShop?.();
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
    // In the shop's currency (the tests' shop takes USD): bookings made in another currency are counted apart.
    const cents = await count(
      `SELECT coalesce(sum(b."amountCents"), 0) AS n FROM "Booking" b JOIN "Slot" s ON s.id = b."slotId" WHERE ${PAID} AND b.currency = 'usd' AND date_trunc('month', s.date) = date_trunc('month', $1::date)`,
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

describe("revenue in each currency", () => {
  const sumOf = (currency: string) =>
    count(
      `SELECT coalesce(sum(b."amountCents"), 0) AS n FROM "Booking" b JOIN "Slot" s ON s.id = b."slotId" WHERE ${PAID} AND b.currency = $2 AND date_trunc('month', s.date) = date_trunc('month', $1::date)`,
      [isoDay(0), currency],
    );

  it("reports each currency the month's bookings were paid in apart, never added up; revenueThisMonth stays the shop's currency's", async () => {
    // A booking made while the shop charged in taka (BDT 40), beside the dollar ones.
    const customer = await insertCustomer("taka");
    const slot = await insertSlot({ serviceId, date: isoDay(0), startTime: "21:00", endTime: "21:59", status: "booked" });
    const taka = (
      await pool.query(
        `INSERT INTO "Booking" (id, "customerId", "serviceId", "slotId", "amountCents", currency, payment, status, "updatedAt") VALUES (gen_random_uuid(), $1, $2, $3, 4000, 'bdt', 'paid', 'confirm', now()) RETURNING id`,
        [customer.id, serviceId, slot],
      )
    ).rows[0].id as string;

    const usd = (await sumOf("usd")) / 100;
    const bdt = (await sumOf("bdt")) / 100;
    const { body } = await api<Overview>("/api/overview", { headers: bearer(token) });
    expect(body.data.revenueThisMonth).toBe(usd);
    expect(body.data.revenueThisMonthByCurrency).toEqual([
      { currency: "USD", amount: usd },
      { currency: "BDT", amount: bdt },
    ]);
    const day = body.data.lastThirtyDays.at(-1)!;
    expect(day.revenueByCurrency).toEqual(expect.arrayContaining([{ currency: "BDT", amount: expect.any(Number) }, { currency: "USD", amount: expect.any(Number) }]));
    expect(day.revenue).toBe(day.revenueByCurrency.find((entry) => entry.currency === "USD")!.amount);

    // The shop moves to taka: the dollar takings stay dollars, and the booking keeps its amount and currency everywhere.
    const before = await api<{ amount: number; currency: string }>(`/api/bookings/${taka}`, { headers: bearer(token) });
    expect((await api("/api/settings", { method: "PUT", ...json({ currency: "BDT", confirmCurrencyChange: true }, bearer(token)) })).status).toBe(200);
    const after = (await api<Overview>("/api/overview", { headers: bearer(token) })).body.data;
    expect(after.revenueThisMonth).toBe(bdt);
    expect(after.revenueThisMonthByCurrency).toEqual([
      { currency: "BDT", amount: bdt },
      { currency: "USD", amount: usd },
    ]);
    const dollarBooking = (await pool.query(`SELECT b.id FROM "Booking" b WHERE b."serviceId" = $1 AND b.currency = 'usd' AND b."amountCents" = 12345`, [serviceId])).rows[0].id;
    const shown = await api<{ amount: number; currency: string }>(`/api/bookings/${dollarBooking}`, { headers: bearer(token) });
    expect(shown.body.data).toMatchObject({ amount: 123.45, currency: "usd" });
    expect((await api<{ amount: number; currency: string }>(`/api/bookings/${taka}`, { headers: bearer(token) })).body.data).toMatchObject({ amount: before.body.data.amount, currency: "bdt" });
    const csv = await (await fetch(`${process.env.BASE_URL}/api/bookings/export?from=${isoDay(0)}&to=${isoDay(0)}`, { headers: bearer(token) })).text();
    expect(csv).toContain(`,123.45,USD,`);
    expect(csv).toContain(`,40,BDT,`);
    await api("/api/settings", { method: "PUT", ...json({ currency: "USD", confirmCurrencyChange: true }, bearer(token)) });
  });
});

describe("utilisation in bay-hours", () => {
  it("counts active bays × the opening hours of the next 7 days as open, and says how much of it live bookings occupy", async () => {
    const { body } = await api<Overview>("/api/overview", { headers: bearer(token) });
    const o = body.data;
    const bays = await count(`SELECT count(*) AS n FROM "Bay" WHERE active`);
    expect(o.activeBays).toBe(bays);
    const settings = (await api<{ openingHours: { weekday: number; open: string; close: string; closed: boolean }[] }>("/api/settings")).body.data;
    const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
    // The tests' shop keeps UTC: each day's opening hours by its weekday.
    const openHours = o.nextFourteenDays.slice(0, 7).reduce((sum, day) => {
      const hours = settings.openingHours.find((entry) => entry.weekday === new Date(`${day.date}T00:00:00Z`).getUTCDay())!;
      return sum + (hours.closed ? 0 : (minutes(hours.close) - minutes(hours.open)) / 60);
    }, 0);
    expect(o.bayHoursNext7Days.open).toBeCloseTo(bays * openHours, 1);
    expect(o.bayHoursNext7Days.used).toBeGreaterThanOrEqual(0);
    expect(o.bayHoursNext7Days.used).toBeLessThanOrEqual(o.bayHoursNext7Days.open);
    expect(o.bayHoursNext7Days.percent).toBe(o.bayHoursNext7Days.open === 0 ? 0 : Math.round((o.bayHoursNext7Days.used / o.bayHoursNext7Days.open) * 1000) / 10);
    for (const day of o.nextFourteenDays) expect(day.bayHours.used).toBeLessThanOrEqual(day.bayHours.open);
  });
});
