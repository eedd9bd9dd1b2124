import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { createDatabase, migrate } from "./support";

/**
 * Upgrading a shop's database from the release before bays. That release's
 * last migration was "sessions"; its code booked each service's slots on
 * their own, so slots of several services at one hour each took a car. The
 * data below is written as that release's code wrote it (plain SQL into its
 * tables), the database is upgraded to the newest migrations, and the shop
 * must still take bookings: every slot open before is bookable after, through
 * the same domain code the site and the API run.
 */
const LAST_MIGRATION_BEFORE_BAYS = "20261123134423_sessions";
const REPAIR = path.join(process.cwd(), "prisma/migrations/20261126201000_bays_for_upgraded_shops/migration.sql");

const SERVICES = ["Wash", "Polish", "Interior", "Engine"];
const DAYS = [1, 2];
const HOURS = [9, 10, 11, 12, 13, 14, 15, 16];

let url: string;
let client: pg.Client;

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const hh = (hour: number) => `${String(hour).padStart(2, "0")}:00`;
const rows = async <T extends pg.QueryResultRow>(sql: string, values: unknown[] = []) => (await client.query<T>(sql, values)).rows;

/** One slot of the old release: hourly, business time UTC (its default), created by its schedule generator. */
async function oldSlot(serviceId: string, day: number, hour: number): Promise<string> {
  const date = isoDay(day);
  const [row] = await rows<{ id: string }>(
    `INSERT INTO "Slot" (id, "serviceId", date, "startTime", "endTime", "startsAt", "endsAt", "updatedAt")
     VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, $6, now())
     RETURNING id`,
    [serviceId, date, hh(hour), hh(hour + 1), `${date}T${hh(hour)}:00Z`, `${date}T${hh(hour + 1)}:00Z`],
  );
  return row.id;
}

/** What the old release's booking and payment left: a paid booking confirmed, its slot 'booked'. */
async function oldPaidBooking(slotId: string, customerId: string, status: "confirm" | "complete" = "confirm") {
  await client.query(
    `INSERT INTO "Booking" (id, "customerId", "serviceId", "slotId", "customerName", "amountCents", currency, payment, status,
                           "paymentProvider", "paymentSessionId", "paymentUrl", "paidAt", "createdAt", "updatedAt")
     SELECT gen_random_uuid(), $2, s."serviceId", s.id, 'Old Customer', 2500, 'usd', 'paid', $3, 'test',
            'test_cs_' || md5(random()::text), 'http://shop.example/checkout', now() - interval '1 day', now() - interval '2 days', now()
     FROM "Slot" s WHERE s.id = $1`,
    [slotId, customerId, status],
  );
  await client.query(`UPDATE "Slot" SET status = 'booked', "heldUntil" = NULL WHERE id = $1`, [slotId]);
}

/** A hold of the old release: a pending booking and the slot's heldUntil, both ending at `until`. */
async function oldHold(slotId: string, customerId: string, until: Date) {
  await client.query(
    `INSERT INTO "Booking" (id, "customerId", "serviceId", "slotId", "customerName", "amountCents", currency, payment, status,
                           "holdExpiresAt", "paymentProvider", "paymentSessionId", "paymentUrl", "createdAt", "updatedAt")
     SELECT gen_random_uuid(), $2, s."serviceId", s.id, 'Old Customer', 2500, 'usd', 'pending', 'pending', $3, 'test',
            'test_cs_' || md5(random()::text), 'http://shop.example/checkout', now(), now()
     FROM "Slot" s WHERE s.id = $1`,
    [slotId, customerId, until],
  );
  await client.query(`UPDATE "Slot" SET "heldUntil" = $2 WHERE id = $1`, [slotId, until]);
}

const liveBookingsWithoutBay = async () =>
  Number(
    (
      await rows<{ count: string }>(
        `SELECT count(*) FROM "Booking" WHERE "bayId" IS NULL AND "occupiedUntil" > now() AND (status = 'confirm' OR (status = 'pending' AND "holdExpiresAt" > now()))`,
      )
    )[0].count,
  );

let serviceIds: string[];
let customers: string[];
let openBefore: Set<string>;

beforeAll(async () => {
  url = await createDatabase();
  await migrate(url, LAST_MIGRATION_BEFORE_BAYS);
  client = new pg.Client({ connectionString: url });
  await client.connect();

  customers = [];
  for (const name of ["ada", "bo", "cy"]) {
    const [row] = await rows<{ id: string }>(
      `INSERT INTO "User" (id, "firstName", "lastName", email, "passwordHash", role, "updatedAt") VALUES (gen_random_uuid(), $1, 'Customer', $2, 'not-a-hash', 'user', now()) RETURNING id`,
      [name, `${name}@example.com`],
    );
    customers.push(row.id);
  }
  serviceIds = [];
  for (const name of SERVICES) {
    const [row] = await rows<{ id: string }>(
      `INSERT INTO "Service" (id, name, description, "priceCents", duration, "createdAt", "updatedAt") VALUES (gen_random_uuid(), $1, 'A service of the old release', 2500, 60, now() - interval '90 days', now()) RETURNING id`,
      [name],
    );
    serviceIds.push(row.id);
  }

  // Every service has hourly slots on the next two days; at every hour one service's slot is paid for,
  // at one hour two are (one more than the bays migration's single bay could place).
  const slot = new Map<string, string>();
  for (const serviceId of serviceIds) for (const day of DAYS) for (const hour of HOURS) slot.set(`${serviceId} ${day} ${hour}`, await oldSlot(serviceId, day, hour));
  const of = (index: number, day: number, hour: number) => slot.get(`${serviceIds[index % SERVICES.length]} ${day} ${hour}`)!;
  for (const day of DAYS) for (const hour of HOURS) await oldPaidBooking(of(hour, day, hour), customers[hour % 2]);
  await oldPaidBooking(of(11, 1, 10), customers[2]);
  await oldHold(of(12, 2, 11), customers[2], new Date(Date.now() + 20 * 60_000));
  await oldHold(of(13, 2, 12), customers[2], new Date(Date.now() - 5 * 60_000)); // ran out; the old release left it so
  await client.query(`UPDATE "Slot" SET status = 'cancel' WHERE id = $1`, [of(14, 2, 13)]);
  // Yesterday's visits, done.
  for (const serviceId of serviceIds) await oldPaidBooking(await oldSlot(serviceId, -1, 9), customers[0], "complete");

  // What that release offered customers: available, not held, not started.
  openBefore = new Set(
    (await rows<{ id: string }>(`SELECT id FROM "Slot" WHERE status = 'available' AND ("heldUntil" IS NULL OR "heldUntil" <= now()) AND "startsAt" > now()`)).map((row) => row.id),
  );

  await migrate(url);
}, 300_000);

let loaded: ReturnType<typeof load> | undefined;

// lib/db's pool stays open: Prisma's $disconnect does not end a pool it was handed, only drops its
// error listener, and the cluster stopping at the end of the run would then crash the process.
afterAll(async () => {
  await client?.end();
}, 60_000);

async function load() {
  process.env.DATABASE_URL = url;
  // The test checkout derives its session ids with it, as the app signs sessions.
  process.env.AUTH_SECRET ??= randomBytes(33).toString("base64url");
  const [{ listAvailability }, { createBooking }, { db }] = await Promise.all([
    import("@/lib/server/slots/list-availability"),
    import("@/lib/server/bookings/create-booking"),
    import("@/lib/db"),
  ]);
  return { listAvailability, createBooking, db };
}

/** The domain, on the upgraded database (lib/db connects to DATABASE_URL when first loaded). */
const domain = () => (loaded ??= load());

describe("a shop upgraded from the release before bays", () => {
  it("has bays enough for its schedule, and every live booking still ahead holds one", async () => {
    // Four services' slots at one time: four bays, each able to do every service.
    expect(await rows(`SELECT name, active, "allServices" FROM "Bay" ORDER BY position`)).toEqual(
      ["Bay 1", "Bay 2", "Bay 3", "Bay 4"].map((name) => ({ name, active: true, allServices: true })),
    );
    expect(await liveBookingsWithoutBay()).toBe(0);
  });

  it("offers every slot it offered before, and only those", async () => {
    const { listAvailability } = await domain();
    const bookable = new Set<string>();
    let shown = 0;
    for (const service of serviceIds) {
      for (const day of DAYS) {
        for (const slot of await listAvailability({ service, date: isoDay(day) })) {
          shown++;
          if (slot.bookable) bookable.add(slot._id);
        }
      }
    }
    expect(shown).toBe(SERVICES.length * DAYS.length * HOURS.length);
    expect(openBefore.size).toBeGreaterThan(40);
    expect([...bookable].sort()).toEqual([...openBefore].sort());
  });

  it("takes bookings: two customers book two services at an hour already booked for a third", async () => {
    const { listAvailability, createBooking, db } = await domain();
    const open = [];
    for (const service of serviceIds) open.push(...(await listAvailability({ service, date: isoDay(1) })).filter((slot) => slot.bookable && slot.startTime === "10:00"));
    expect(open).toHaveLength(2);
    for (const [index, slot] of open.entries()) {
      const customer = await db.user.findUniqueOrThrow({ where: { id: customers[index] } });
      const { booking, created } = await createBooking(customer, { service: slot.service._id, slot: slot._id });
      expect(created).toBe(true);
      expect(booking).toMatchObject({ status: "pending", payment: "pending" });
    }
    const [{ count }] = await rows<{ count: string }>(
      `SELECT count(DISTINCT "bayId") FROM "Booking" k JOIN "Slot" s ON s.id = k."slotId" WHERE s.date = $1::date AND s."startTime" = '10:00' AND k.status IN ('pending', 'confirm')`,
      [isoDay(1)],
    );
    expect(Number(count)).toBe(4);
  });

  it("is repaired once: the repair run again changes nothing", async () => {
    const bays = `SELECT id, name FROM "Bay" ORDER BY position`;
    const placed = `SELECT id, "bayId" FROM "Booking" ORDER BY id`;
    const [baysBefore, placedBefore] = [await rows(bays), await rows(placed)];
    await client.query(await readFile(REPAIR, "utf8"));
    expect(await rows(bays)).toEqual(baysBefore);
    expect(await rows(placed)).toEqual(placedBefore);
  });
});

describe("the repair elsewhere", () => {
  it("leaves a fresh database with the one bay, and a shop that started with bays as it is", async () => {
    const fresh = await createDatabase();
    await migrate(fresh);
    const shop = new pg.Client({ connectionString: fresh });
    await shop.connect();
    try {
      expect((await shop.query(`SELECT name FROM "Bay"`)).rows).toEqual([{ name: "Bay 1" }]);
      // A shop that began on a release with bays: its slots came after its bay, and one bay is what it has.
      await shop.query(`INSERT INTO "Service" (id, name, description, "priceCents", duration, "updatedAt") SELECT gen_random_uuid(), 'S' || n, 'Made with bays', 1000, 60, now() FROM generate_series(1, 3) n`);
      await shop.query(
        `INSERT INTO "Slot" (id, "serviceId", date, "startTime", "endTime", "startsAt", "endsAt", "updatedAt")
         SELECT gen_random_uuid(), v.id, current_date + 1, '09:00', '10:00', current_date + 1 + time '09:00', current_date + 1 + time '10:00', now() FROM "Service" v`,
      );
      await shop.query(await readFile(REPAIR, "utf8"));
      expect((await shop.query(`SELECT name FROM "Bay"`)).rows).toEqual([{ name: "Bay 1" }]);
    } finally {
      await shop.end();
    }
  }, 120_000);
});
