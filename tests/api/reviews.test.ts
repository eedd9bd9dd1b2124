import { randomUUID } from "node:crypto";
import { api, bearer, insertCustomer, insertService, insertSlot, isoDay, json, pool, registerAdmin, removeCreatedUsers, removeServices } from "./support";

/**
 * Reviews: writing one (customers only, the 15-character rule), listing them, and the summary.
 * A review from a customer without a completed visit waits for the shop's approval before it
 * shows anywhere or counts.
 */
type Review = { _id: string; rating: number; comment: string; createdAt: string; user: { firstName: string; lastName: string } };
type Summary = { average: number; count: number; breakdown: Record<string, number> };
type ReviewAnswer = Awaited<ReturnType<typeof api<Review[]>>> & { body: { summary: Summary } };

const list = (query = "") => api<Review[]>(`/api/review/get${query}`) as Promise<ReviewAnswer>;
const write = (token: string, body: unknown) => api<Review>("/api/review/create", { method: "POST", ...json(body, bearer(token)) });
/** The reviews the public sees: approved and not hidden. */
const reviewCount = async () => Number((await pool.query(`SELECT count(*) FROM "Review" WHERE NOT hidden AND "approvedAt" IS NOT NULL`)).rows[0].count);
/** Every review stored, shown or not. */
const storedCount = async () => Number((await pool.query(`SELECT count(*) FROM "Review"`)).rows[0].count);

let customer: { id: string; token: string };
let serviceId: string;
let visitHour = 8;

/** A paid booking of the customer's on a slot of `daysFromToday` (yesterday: a completed visit). */
async function insertPaidBooking(customerId: string, daysFromToday = -1) {
  const hour = String(visitHour++).padStart(2, "0");
  const slot = await insertSlot({ serviceId, date: isoDay(daysFromToday), startTime: `${hour}:00`, endTime: `${hour}:30`, status: "booked" });
  await pool.query(
    `INSERT INTO "Booking" (id, "customerId", "serviceId", "slotId", "amountCents", payment, status, "updatedAt")
     VALUES (gen_random_uuid(), $1, $2, $3, 2500, 'paid', 'confirm', now())`,
    [customerId, serviceId, slot],
  );
}

beforeAll(async () => {
  serviceId = await insertService({ name: `Reviewed Wash ${randomUUID().slice(0, 6)}`, priceCents: 2500 });
  customer = await insertCustomer("reviewer");
  await insertPaidBooking(customer.id);
});

afterAll(async () => {
  await pool.query(`DELETE FROM "Review" WHERE "userId" = $1`, [customer.id]);
  await removeServices([serviceId]);
  await removeCreatedUsers();
  await pool.end();
});

describe("GET /api/review/get", () => {
  it("gives 2 reviews by default, newest first, with the total", async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.data).toHaveLength(2);
    expect(body.totalDoc).toBe(await reviewCount());
    expect(Date.parse(body.data[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(body.data[1].createdAt));
    expect(body.data[0]).toEqual({ _id: expect.any(String), rating: expect.any(Number), comment: expect.any(String), createdAt: expect.any(String), verified: expect.any(Boolean), user: { firstName: expect.any(String), lastName: expect.any(String) } });
  });

  it("pages with limit and page", async () => {
    const firstFour = (await list("?limit=4")).body.data.map((r) => r._id);
    const page2 = (await list("?limit=2&page=2")).body.data.map((r) => r._id);
    expect(page2).toEqual(firstFour.slice(2, 4));
    expect((await list("?page=0")).status).toBe(400);
    expect((await list("?limit=0")).status).toBe(400);
  });

  it("answers old clients that ask for every review, or send a malformed limit", async () => {
    const count = await reviewCount();
    // The old home page asked for limit=99999 to average the reviews itself.
    const all = await list("?limit=99999");
    expect(all.status).toBe(200);
    expect(all.body.data).toHaveLength(Math.min(100, count));
    expect(all.body.totalDoc).toBe(count);
    // One client forgets the '&': the limit is not a number, so the default (2) applies.
    const malformed = await list("?limit=99999page=1");
    expect(malformed.status).toBe(200);
    expect(malformed.body.data).toHaveLength(Math.min(2, count));
    expect((await list("?limit=abc")).body.data).toHaveLength(Math.min(2, count));
  });

  it("computes the exact average and per-star counts", async () => {
    const { rows } = await pool.query(`SELECT rating, count(*)::int AS n FROM "Review" WHERE NOT hidden AND "approvedAt" IS NOT NULL GROUP BY rating`);
    const breakdown: Record<string, number> = { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 };
    let sum = 0;
    let count = 0;
    for (const row of rows) {
      breakdown[String(row.rating)] = row.n;
      sum += row.rating * row.n;
      count += row.n;
    }
    const { body } = await list();
    expect(body.summary).toEqual({ average: Math.round((sum / count) * 100) / 100, count, breakdown });
  });
});

describe("POST /api/review/create", () => {
  it("adds the review of a customer with a completed visit at once, and the summary moves with it", async () => {
    const before = (await list()).body.summary;
    const created = await write(customer.token, { rating: 5, comment: "  Spotless inside and out, thank you!  " });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe("Review created");
    expect(created.body.data).toMatchObject({ rating: 5, comment: "Spotless inside and out, thank you!", verified: true, approved: true, user: { firstName: "Race", lastName: "reviewer" } });
    const second = await write(customer.token, { rating: 1, comment: "The wait was far too long for me." });
    expect(second.status).toBe(201);

    const after = await list();
    expect(after.body.data[0]._id).toBe(second.body.data._id);
    expect(after.body.summary.count).toBe(before.count + 2);
    expect(after.body.summary.breakdown["5"]).toBe(before.breakdown["5"] + 1);
    expect(after.body.summary.breakdown["1"]).toBe(before.breakdown["1"] + 1);
    const sum = Object.entries(after.body.summary.breakdown).reduce((total, [stars, n]) => total + Number(stars) * n, 0);
    expect(after.body.summary.average).toBe(Math.round((sum / after.body.summary.count) * 100) / 100);
  });

  it("holds the review of a customer without a completed visit for the shop's approval: accepted, and said so, but shown and counted only once approved", async () => {
    const newcomer = await insertCustomer("newcomer");
    // A paid booking whose slot is still to come is no completed visit.
    await insertPaidBooking(newcomer.id, 3);
    const before = await list("?limit=100");
    const written = await write(newcomer.token, { rating: 1, comment: "Never been there, but one star anyway." });
    expect(written.status).toBe(201);
    expect(written.body.message).toBe("Review created: it awaits the shop's approval before it shows");
    expect(written.body.data).toMatchObject({ rating: 1, verified: false, approved: false });

    const waiting = await list("?limit=100");
    expect(waiting.body.data.map((review) => review._id)).not.toContain(written.body.data._id);
    expect(waiting.body.totalDoc).toBe(before.body.totalDoc);
    expect(waiting.body.summary).toEqual(before.body.summary);

    const admin = await registerAdmin();
    const approved = await api(`/api/review/${written.body.data._id}`, { method: "PUT", ...json({ approved: true }, bearer(admin.accessToken)) });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ _id: written.body.data._id, approved: true, hidden: false });
    const shown = await list("?limit=100");
    expect(shown.body.data[0]._id).toBe(written.body.data._id);
    expect(shown.body.summary.count).toBe(before.body.summary.count + 1);
    expect(shown.body.summary.breakdown["1"]).toBe(before.body.summary.breakdown["1"] + 1);
  });

  it("lets no one move the shop's average with accounts made to review it", async () => {
    const before = (await list()).body.summary;
    // Two fresh accounts, twenty one-star reviews (this once moved the average from 3.24 to 2.41).
    for (const account of [await insertCustomer("drive-by"), await insertCustomer("drive-by")]) {
      for (let i = 0; i < 10; i += 1) expect((await write(account.token, { rating: 1, comment: `Terrible, avoid this place (${i}).` })).status).toBe(201);
    }
    expect((await list()).body.summary).toEqual(before);
  });

  it("refuses comments under 15 characters and ratings outside whole 1 to 5 stars, storing nothing", async () => {
    const before = await storedCount();
    const short = await write(customer.token, { rating: 4, comment: "Too short text" });
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual([{ field: "comment", message: "review should be atleast 15 character" }]);
    const padded = await write(customer.token, { rating: 4, comment: "   short        " });
    expect(padded.status).toBe(400);
    for (const rating of [0, 6, 3.5, "5", null]) {
      const bad = await write(customer.token, { rating, comment: "A perfectly long enough comment." });
      expect([rating, bad.status, bad.body.errors?.[0]?.field]).toEqual([rating, 400, "rating"]);
    }
    expect((await write(customer.token, {})).status).toBe(400);
    expect(await storedCount()).toBe(before);
  });

  it("refuses a comment of invisible characters, or padded with them to 15, storing nothing", async () => {
    const before = await storedCount();
    for (const comment of ["\u200b".repeat(30), " \u200b\u00a0".repeat(10), `Ok${"\u200b".repeat(20)}!`]) {
      const answer = await write(customer.token, { rating: 5, comment });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([{ field: "comment", message: "review should be atleast 15 character" }]);
    }
    expect(await storedCount()).toBe(before);
  });

  it("needs a signed-in customer: 401 for anonymous callers, 403 for admins", async () => {
    const before = await storedCount();
    const anonymous = await api("/api/review/create", { method: "POST", ...json({ rating: 5, comment: "A perfectly long enough comment." }) });
    expect(anonymous.status).toBe(401);
    const admin = await registerAdmin();
    expect((await write(admin.accessToken, { rating: 5, comment: "A perfectly long enough comment." })).status).toBe(403);
    expect(await storedCount()).toBe(before);
  });
});
