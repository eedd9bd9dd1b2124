import { randomUUID } from "node:crypto";
import { api, BASE_URL, bearer, insertCustomer, insertService, insertSlot, isoDay, json, pool, registerAdmin, registerCustomer, removeCreatedUsers, removeServices, webSignIn, type SignedIn } from "./support";

/**
 * Reviews people can trust: admins hide abusive reviews (they leave the
 * public lists and the averages, `GET /api/review/get` keeping its shape),
 * approve the reviews of customers without a completed visit (until then they
 * show nowhere), and a review whose author has had a paid visit is marked as
 * verified.
 */
type Review = { _id: string; rating: number; comment: string; verified: boolean; hidden?: boolean; approved?: boolean };
type Summary = { average: number; count: number; breakdown: Record<string, number> };

let admin: SignedIn;
let customer: SignedIn;
let serviceId: string;

const publicList = () => api<Review[]>("/api/review/get?limit=100").then((answer) => answer as typeof answer & { body: { summary: Summary } });
const moderate = (id: string, body: unknown, token = admin.accessToken) => api<Review>(`/api/review/${id}`, { method: "PUT", ...json(body, bearer(token)) });

/** A review as stored: approved (shown) unless said otherwise. */
async function insertReview(userId: string, rating: number, comment: string, approved = true) {
  const id = randomUUID();
  await pool.query(`INSERT INTO "Review" (id, "userId", rating, comment, "createdAt", "approvedAt") VALUES ($1, $2, $3, $4, now(), CASE WHEN $5 THEN now() END)`, [id, userId, rating, comment, approved]);
  return id;
}

beforeAll(async () => {
  admin = await registerAdmin();
  customer = await registerCustomer();
  serviceId = await insertService({ name: `Review Wash ${randomUUID().slice(0, 6)}`, priceCents: 2500 });
});

afterAll(async () => {
  await removeServices([serviceId]);
  await removeCreatedUsers();
  await pool.end();
});

describe("PUT /api/review/{id}", () => {
  it("hides a review from the public list and the averages, and shows it again", async () => {
    const troll = await insertCustomer("troll");
    const id = await insertReview(troll.id, 1, "An abusive review that names and shames a member of staff.");
    const before = await publicList();
    expect(before.body.data.map((review) => review._id)).toContain(id);

    const hidden = await moderate(id, { hidden: true });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toMatchObject({ _id: id, hidden: true });

    const after = await publicList();
    expect(after.body.data.map((review) => review._id)).not.toContain(id);
    expect(after.body.totalDoc).toBe((before.body.totalDoc ?? 0) - 1);
    expect(after.body.summary.count).toBe(before.body.summary.count - 1);
    expect(after.body.summary.breakdown["1"]).toBe(before.body.summary.breakdown["1"] - 1);
    const { rows } = await pool.query(`SELECT avg(rating)::float AS average FROM "Review" WHERE NOT hidden AND "approvedAt" IS NOT NULL`);
    expect(after.body.summary.average).toBe(Math.round(rows[0].average * 100) / 100);
    // The shape old clients read is unchanged: no moderation field on the public list.
    expect(after.body.data[0]).not.toHaveProperty("hidden");

    const shown = await moderate(id, { hidden: false });
    expect(shown.body.data).toMatchObject({ _id: id, hidden: false });
    expect((await publicList()).body.data.map((review) => review._id)).toContain(id);
  });

  it("is for admins only, and refuses bad input or unknown reviews without changing anything", async () => {
    const id = await insertReview(customer.user._id, 4, "A fair and friendly review of the interior clean.", false);
    expect((await api(`/api/review/${id}`, { method: "PUT", ...json({ hidden: true }) })).status).toBe(401);
    expect((await moderate(id, { hidden: true }, customer.accessToken)).status).toBe(403);
    expect((await moderate(id, { approved: true }, customer.accessToken)).status).toBe(403);
    for (const body of [{}, { hidden: "yes" }, { hidden: 1 }, [true], { approved: "yes" }]) {
      const answer = await moderate(id, body);
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[0].field).toBe(Array.isArray(body) ? "input" : "approved" in body ? "approved" : "hidden");
    }
    expect((await moderate("not-an-id", { hidden: true })).status).toBe(400);
    expect((await moderate(randomUUID(), { hidden: true })).status).toBe(404);
    expect((await moderate(randomUUID(), { approved: true })).status).toBe(404);
    expect((await pool.query(`SELECT hidden, "approvedAt" FROM "Review" WHERE id = $1`, [id])).rows[0]).toEqual({ hidden: false, approvedAt: null });
  });
});

describe("reviews awaiting approval", () => {
  it("are approved with PUT /api/review/{id} and join the public list; sent back, they leave it again", async () => {
    const stranger = await insertCustomer("stranger");
    const id = await insertReview(stranger.id, 2, "I only heard about this place from a friend.", false);
    expect((await publicList()).body.data.map((review) => review._id)).not.toContain(id);
    const approved = await moderate(id, { approved: true });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ _id: id, approved: true, hidden: false });
    expect((await publicList()).body.data.map((review) => review._id)).toContain(id);
    // Approving again keeps the first approval's time.
    const first = (await pool.query(`SELECT "approvedAt" FROM "Review" WHERE id = $1`, [id])).rows[0].approvedAt;
    await moderate(id, { approved: true });
    expect((await pool.query(`SELECT "approvedAt" FROM "Review" WHERE id = $1`, [id])).rows[0].approvedAt).toEqual(first);
    expect((await moderate(id, { approved: false })).body.data).toMatchObject({ approved: false });
    expect((await publicList()).body.data.map((review) => review._id)).not.toContain(id);
  });

  it("come first on the admin's Reviews page, each with an Approve button (a plain form)", async () => {
    const stranger = await insertCustomer("stranger");
    const waiting = await insertReview(stranger.id, 3, `Awaiting the shop ${randomUUID().slice(0, 8)}`, false);
    // Newer, and shown: listed after the one awaiting approval all the same.
    await insertReview(stranger.id, 5, `Shown already ${randomUUID().slice(0, 8)}`);
    const cookie = await webSignIn(admin.email, admin.password);
    const page = await fetch(`${BASE_URL}/dashboard/admin/reviews`, { headers: { cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    const rows = [...html.matchAll(/data-testid="review-row"[\s\S]*?(?=data-testid="review-row"|<\/tbody>)/g)].map((match) => match[0]);
    const awaitingRows = rows.filter((row) => row.includes("Awaiting approval"));
    expect(awaitingRows.length).toBeGreaterThan(0);
    // Every row awaiting approval comes before every other row, and has its Approve form.
    expect(rows.slice(0, awaitingRows.length)).toEqual(awaitingRows);
    expect(awaitingRows.some((row) => row.includes(waiting))).toBe(true);
    for (const row of awaitingRows) expect(row).toMatch(/<form[^>]*>[\s\S]*?<button[^>]*type="submit"[^>]*>Approve<\/button>/);
    expect(html).toMatch(/\d+ reviews? awaits? your approval/);
  });
});

describe("verified visits", () => {
  it("marks a review whose author has had a paid visit that is over", async () => {
    const visitor = await insertCustomer("visitor");
    const newcomer = await insertCustomer("newcomer");
    const slot = await insertSlot({ serviceId, date: isoDay(-2), startTime: "10:00", endTime: "11:00", status: "booked" });
    await pool.query(
      `INSERT INTO "Booking" (id, "customerId", "serviceId", "slotId", "amountCents", payment, status, "updatedAt")
       VALUES (gen_random_uuid(), $1, $2, $3, 2500, 'paid', 'confirm', now())`,
      [visitor.id, serviceId, slot],
    );
    const visited = await insertReview(visitor.id, 5, "They cleaned every corner of my car, great job.");
    const notVisited = await insertReview(newcomer.id, 5, "Looks like a great place, I hope to come soon.");
    const { body } = await publicList();
    expect(body.data.find((review) => review._id === visited)?.verified).toBe(true);
    expect(body.data.find((review) => review._id === notVisited)?.verified).toBe(false);
  });
});
