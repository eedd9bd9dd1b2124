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

async function insertBooking(customerId: string, status: "pending" | "confirm" | "cancel" | "complete") {
  await pool.query(
    `INSERT INTO "Booking" (id, "customerId", "serviceId", "slotId", "amountCents", status, "updatedAt") VALUES ($1, $2, $3, $4, 1000, $5::"BookingStatus", now())`,
    [randomUUID(), customerId, serviceId, slotId, status],
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
  it("allows one live booking per slot: a second pending or confirmed one is refused", async () => {
    const [first, second, third] = [await insertUser(), await insertUser(), await insertUser()];
    await insertBooking(first, "pending");
    expect(await violation(insertBooking(second, "pending"))).toEqual({ code: "23505", constraint: "Booking_one_active_per_slot" });
    expect(await violation(insertBooking(third, "confirm"))).toEqual({ code: "23505", constraint: "Booking_one_active_per_slot" });
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
