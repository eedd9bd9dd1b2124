import { randomUUID } from "node:crypto";
import { insertService, insertSlot, isoDay, pool, removeServices, uniqueWord } from "./support";

/** Rules the database itself enforces, whatever the application code does. */

const word = uniqueWord();
let serviceId: string;
let slotId: string;
const userIds: string[] = [];

async function insertUser() {
  const id = randomUUID();
  await pool.query(
    `INSERT INTO "User" (id, "firstName", "lastName", email, "passwordHash", "updatedAt") VALUES ($1, 'Test', 'Customer', $2, 'x', now())`,
    [id, `${id}@example.com`],
  );
  userIds.push(id);
  return id;
}

async function insertBooking(customerId: string, status: "pending" | "confirm" | "cancel" | "complete", slot = slotId, service = serviceId) {
  await pool.query(
    `INSERT INTO "Booking" (id, "customerId", "serviceId", "slotId", "amountCents", status, "updatedAt") VALUES ($1, $2, $3, $4, 1000, $5::"BookingStatus", now())`,
    [randomUUID(), customerId, service, slot, status],
  );
}

/** A live booking occupying a bay over a time (status pending unless told). */
async function insertBayBooking(fields: { bayId: string; slot: string; service: string; from: string; until: string; status?: "pending" | "confirm" | "cancel" }) {
  await pool.query(
    `INSERT INTO "Booking" (id, "customerId", "serviceId", "slotId", "amountCents", status, "bayId", "occupiedFrom", "occupiedUntil", "updatedAt")
     VALUES ($1, $2, $3, $4, 1000, $5::"BookingStatus", $6, $7::timestamptz, $8::timestamptz, now())`,
    [randomUUID(), await insertUser(), fields.service, fields.slot, fields.status ?? "pending", fields.bayId, fields.from, fields.until],
  );
}

const violation = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { code?: string; constraint?: string }) => ({ code: error.code, constraint: error.constraint }),
  );

beforeAll(async () => {
  serviceId = await insertService({ name: `Guarantees ${word}`, priceCents: 1000 });
  slotId = await insertSlot({ serviceId, date: isoDay(2), startTime: "09:00", endTime: "10:00" });
});

afterAll(async () => {
  await pool.query(`DELETE FROM "Booking" WHERE "slotId" = $1`, [slotId]);
  await removeServices([serviceId]);
  await pool.query(`DELETE FROM "User" WHERE id = ANY($1::uuid[])`, [userIds]);
  await pool.end();
});

describe("database guarantees", () => {
  it("allows one live booking per place: in a slot of capacity 1, a second pending or confirmed one is refused", async () => {
    const [first, second, third] = [await insertUser(), await insertUser(), await insertUser()];
    await insertBooking(first, "pending");
    expect(await violation(insertBooking(second, "pending"))).toEqual({ code: "23514", constraint: "Booking_within_capacity" });
    expect(await violation(insertBooking(third, "confirm"))).toEqual({ code: "23514", constraint: "Booking_within_capacity" });
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM "Booking" WHERE "slotId" = $1`, [slotId]);
    expect(rows[0].n).toBe(1);
  });

  it("lets the slot be booked again once the live booking is cancelled", async () => {
    await pool.query(`UPDATE "Booking" SET status = 'cancel' WHERE "slotId" = $1`, [slotId]);
    await insertBooking(await insertUser(), "pending");
    await insertBooking(await insertUser(), "cancel");
    const { rows } = await pool.query(`SELECT status, count(*)::int AS n FROM "Booking" WHERE "slotId" = $1 GROUP BY status ORDER BY status`, [slotId]);
    expect(rows).toEqual([
      { status: "pending", n: 1 },
      { status: "cancel", n: 2 },
    ]);
  });

  it("fills a slot up to its capacity, one place per customer, and never lowers the capacity below its live bookings", async () => {
    const slot = await insertSlot({ serviceId, date: isoDay(2), startTime: "11:00", endTime: "12:00" });
    await pool.query(`UPDATE "Slot" SET capacity = 3 WHERE id = $1`, [slot]);
    const [first, second, third, fourth] = [await insertUser(), await insertUser(), await insertUser(), await insertUser()];
    await insertBooking(first, "confirm", slot);
    expect(await violation(insertBooking(first, "pending", slot))).toEqual({ code: "23505", constraint: "Booking_one_place_per_customer" });
    await insertBooking(second, "pending", slot);
    await insertBooking(third, "confirm", slot);
    expect(await violation(insertBooking(fourth, "pending", slot))).toEqual({ code: "23514", constraint: "Booking_within_capacity" });
    expect(await violation(pool.query(`UPDATE "Slot" SET capacity = 2 WHERE id = $1`, [slot]))).toEqual({ code: "23514", constraint: "Slot_capacity_covers_bookings" });
    expect(await violation(pool.query(`UPDATE "Slot" SET capacity = 51 WHERE id = $1`, [slot]))).toEqual({ code: "23514", constraint: "Slot_capacity_range" });
    // A cancelled booking frees its place: the capacity may come down to what is live.
    await pool.query(`UPDATE "Booking" SET status = 'cancel' WHERE "slotId" = $1 AND "customerId" = $2`, [slot, second]);
    await pool.query(`UPDATE "Slot" SET capacity = 2 WHERE id = $1`, [slot]);
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM "Booking" WHERE "slotId" = $1 AND status IN ('pending', 'confirm')`, [slot]);
    expect(rows[0].n).toBe(2);
    await pool.query(`DELETE FROM "Booking" WHERE "slotId" = $1`, [slot]);
  });

  it("never lets one bay hold two live bookings whose times overlap, whatever their services", async () => {
    const other = await insertService({ name: `Guarantees other ${word}`, priceCents: 1000 });
    const third = await insertService({ name: `Guarantees third ${word}`, priceCents: 1000 });
    const bayId = randomUUID();
    await pool.query(`INSERT INTO "Bay" (id, name, "serviceIds", position, "updatedAt") VALUES ($1, $2, '{}', 9999, now())`, [bayId, `Guarantee bay ${word}`]);
    const day = isoDay(2);
    const mine = await insertSlot({ serviceId, date: day, startTime: "13:00", endTime: "14:00" });
    const theirs = await insertSlot({ serviceId: other, date: day, startTime: "13:30", endTime: "14:30" });
    const later = await insertSlot({ serviceId: third, date: day, startTime: "14:15", endTime: "15:00" });
    try {
      await insertBayBooking({ bayId, slot: mine, service: serviceId, from: `${day}T13:00:00Z`, until: `${day}T14:15:00Z` });
      expect(await violation(insertBayBooking({ bayId, slot: theirs, service: other, from: `${day}T13:30:00Z`, until: `${day}T14:30:00Z` }))).toEqual({
        code: "23P01",
        constraint: "Booking_bay_no_overlap",
      });
      // A cancelled booking occupies nothing; ranges are half-open (14:15 follows the buffer that ends at 14:15).
      await insertBayBooking({ bayId, slot: theirs, service: other, from: `${day}T13:30:00Z`, until: `${day}T14:30:00Z`, status: "cancel" });
      await insertBayBooking({ bayId, slot: later, service: third, from: `${day}T14:15:00Z`, until: `${day}T15:00:00Z`, status: "confirm" });
      const { rows } = await pool.query(`SELECT count(*)::int AS n FROM "Booking" WHERE "bayId" = $1 AND status IN ('pending', 'confirm')`, [bayId]);
      expect(rows[0].n).toBe(2);
    } finally {
      await pool.query(`DELETE FROM "Booking" WHERE "bayId" = $1`, [bayId]);
      await pool.query(`DELETE FROM "Bay" WHERE id = $1`, [bayId]);
      await removeServices([other, third]);
    }
  });

  it("keeps email addresses unique", async () => {
    const id = await insertUser();
    const { rows } = await pool.query(`SELECT email FROM "User" WHERE id = $1`, [id]);
    const duplicate = pool.query(`INSERT INTO "User" (id, "firstName", "lastName", email, "passwordHash", "updatedAt") VALUES ($1, 'A', 'B', $2, 'x', now())`, [randomUUID(), rows[0].email]);
    expect(await violation(duplicate)).toEqual({ code: "23505", constraint: "User_email_key" });
  });

  it("refuses a negative price, a zero duration, a slot ending before it starts, and a rating outside 1 to 5", async () => {
    expect(await violation(insertService({ name: `Bad ${word}`, priceCents: -1 }))).toMatchObject({ code: "23514", constraint: "Service_price_not_negative" });
    expect(await violation(insertService({ name: `Bad ${word}`, priceCents: 100, duration: 0 }))).toMatchObject({ code: "23514", constraint: "Service_duration_positive" });
    expect(await violation(insertSlot({ serviceId, date: isoDay(3), startTime: "10:00", endTime: "09:00" }))).toMatchObject({ code: "23514", constraint: "Slot_ends_not_before_start" });
    const review = pool.query(`INSERT INTO "Review" (id, "userId", rating, comment) VALUES ($1, $2, 6, 'A long enough comment')`, [randomUUID(), userIds[0]]);
    expect(await violation(review)).toMatchObject({ code: "23514", constraint: "Review_rating_range" });
  });

  it("refuses two slots of one service starting at the same time on the same day", async () => {
    expect(await violation(insertSlot({ serviceId, date: isoDay(2), startTime: "09:00", endTime: "09:30" }))).toEqual({ code: "23505", constraint: "Slot_serviceId_date_startTime_key" });
  });

  it("never deletes a service that has slots: removing one is a soft delete", async () => {
    expect(await violation(pool.query(`DELETE FROM "Service" WHERE id = $1`, [serviceId]))).toEqual({ code: "23001", constraint: "Slot_serviceId_fkey" });
  });
});
