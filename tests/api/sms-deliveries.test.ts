import { randomBytes } from "node:crypto";
import { api, bearer, bookAndPay, insertCustomer, insertService, insertSlotAt, isoDay, pollUntil, pool, registerAdmin, removeCreatedUsers, removeServices, uniqueWord, type SignedIn } from "./support";

/**
 * The admin's Texts log over HTTP (`/api/sms-deliveries`, docs/sms.md): admins only; of one state or
 * all, in pages, newest first; each text's number masked but for its last three digits and never its
 * words; this month's count by state; and a failed text sent again through the queue (the suite's
 * worker sends it to the stand-in gateway), recorded in the audit log, while any other is refused.
 */
jest.setTimeout(120_000);

const FAKE_SMS_URL = process.env.FAKE_SMS_URL!;
const word = uniqueWord();
let admin: SignedIn;
let serviceId: string;

type Text = { _id: string; kind: string; state: string; to: string; attempts: number; lastError: string | null; segments: number | null; resends: number; bookingId: string | null };
type Month = { month: string; from: string; texts: number; segments: number; byState: Record<string, { texts: number; segments: number }> };

const asAdmin = () => bearer(admin.accessToken);
const list = (query: string, headers = asAdmin()) => api<Text[]>(`/api/sms-deliveries${query}`, { headers });
const month = () => api<Month>("/api/sms-deliveries/month", { headers: asAdmin() });
const resend = (id: string, headers = asAdmin()) => api<Text>(`/api/sms-deliveries/${id}/resend`, { method: "POST", headers });
const taken = async (): Promise<{ to: string; text: string }[]> => (await fetch(`${FAKE_SMS_URL}/__fake/messages`)).json();
const stateOf = async (id: string) => (await pool.query(`SELECT state FROM "SmsDelivery" WHERE id = $1`, [id])).rows[0]?.state as string;
const randomPhone = () => `+88019${String(randomBytes(4).readUInt32BE() % 1e8).padStart(8, "0")}`;

/** A text of the log, as the worker leaves it (no booking: a code's row, its words already cleared). */
async function insertText(fields: { state: string; recipient?: string; segments?: number | null; lastError?: string | null }) {
  const { rows } = await pool.query(
    `INSERT INTO "SmsDelivery" (key, kind, recipient, state, attempts, "lastError", segments, "sentAt", "lastAttemptAt", "updatedAt")
     VALUES ($1, 'code', $2, $3, 1, $4, $5, CASE WHEN $3 IN ('sent', 'delivered') THEN now() END, now(), now()) RETURNING id`,
    [`sms:code:${word}:${randomBytes(6).toString("hex")}`, fields.recipient ?? randomPhone(), fields.state, fields.lastError ?? null, fields.segments === undefined ? 1 : fields.segments],
  );
  return rows[0].id as string;
}

beforeAll(async () => {
  admin = await registerAdmin();
  serviceId = await insertService({ name: `Texts log ${word}`, priceCents: 2000, duration: 30 });
});

afterAll(async () => {
  await pool.query(`DELETE FROM "SmsDelivery" WHERE key LIKE $1`, [`sms:code:${word}:%`]);
  await removeServices([serviceId]);
  await removeCreatedUsers();
  await pool.end();
});

it("is for admins only", async () => {
  const customer = await insertCustomer("texts-reader");
  expect((await list("", bearer(customer.token))).status).toBe(403);
  expect((await api("/api/sms-deliveries")).status).toBe(401);
  expect((await api("/api/sms-deliveries/month")).status).toBe(401);
  const id = await insertText({ state: "failed" });
  expect((await resend(id, bearer(customer.token))).status).toBe(403);
  expect(await stateOf(id)).toBe("failed");
});

it("lists texts of one state, in pages, newest first, never with the whole number or the words", async () => {
  const phone = "+8801712345987";
  const delivered = [await insertText({ state: "delivered", recipient: phone, segments: 2 }), await insertText({ state: "delivered", recipient: phone, segments: 1 })];
  const failed = await insertText({ state: "failed", lastError: "Gateway answered 500" });

  const all = await list("?state=delivered&limit=100");
  expect(all.status).toBe(200);
  expect(all.body.success).toBe(true);
  expect(all.body.data.every((text) => text.state === "delivered")).toBe(true);
  const ours = all.body.data.filter((text) => delivered.includes(text._id));
  expect(ours.map((text) => text._id)).toEqual([...delivered].reverse());
  expect(ours[0]).toMatchObject({ kind: "code", to: "+••••••••••987", segments: 1, attempts: 1 });
  const wire = JSON.stringify(all.body);
  expect(wire).not.toContain("12345987");
  expect(Object.keys(ours[0])).not.toEqual(expect.arrayContaining(["recipient"]));
  expect(Object.keys(ours[0])).not.toContain("body");

  const pageOne = await list("?state=delivered&limit=1&page=1");
  const pageTwo = await list("?state=delivered&limit=1&page=2");
  expect(pageOne.body.totalDoc).toBe(all.body.totalDoc);
  expect(pageOne.body.data).toHaveLength(1);
  expect(pageTwo.body.data).toHaveLength(1);
  expect(pageTwo.body.data[0]._id).not.toBe(pageOne.body.data[0]._id);

  const failures = await list("?state=failed&limit=100");
  expect(failures.body.data.map((text) => text._id)).toContain(failed);
  expect(failures.body.data.find((text) => text._id === failed)).toMatchObject({ state: "failed", lastError: "Gateway answered 500" });

  const refused = await list("?state=lost");
  expect(refused.status).toBe(400);
  expect(refused.body.success).toBe(false);
});

it("counts this month's texts and segments by state", async () => {
  const before = (await month()).body.data;
  await insertText({ state: "delivered", segments: 3 });
  await insertText({ state: "failed", segments: 2 });
  const after = await month();
  expect(after.status).toBe(200);
  expect(after.body.data.month).toMatch(/^\d{4}-\d{2}$/);
  expect(after.body.data.byState.delivered.texts - before.byState.delivered.texts).toBe(1);
  expect(after.body.data.byState.delivered.segments - before.byState.delivered.segments).toBe(3);
  expect(after.body.data.byState.failed.segments - before.byState.failed.segments).toBe(2);
  expect(after.body.data.texts - before.texts).toBe(2);
  expect(after.body.data.segments - before.segments).toBe(5);
});

it("sends a failed text again through the queue, once, and records it in the audit log; anything but a failed text is refused", async () => {
  // A customer who chose texts, a paid booking, and a reminder of it that failed (30 minutes before: not one of the shop's offsets, which the relay queued itself).
  const customer = await insertCustomer("resent");
  const phone = randomPhone();
  await pool.query(`UPDATE "User" SET phone = $2, "phoneVerifiedAt" = now(), "reminderChannels" = 'both' WHERE id = $1`, [customer.id, phone]);
  const startsAt = new Date(`${isoDay(7)}T10:00:00Z`);
  const bookingId = await bookAndPay(customer.token, serviceId, await insertSlotAt(serviceId, startsAt));
  await pollUntil(() => stateOfKey(`sms:confirmation:${bookingId}`), (state) => state === "sent", 20_000);
  const { rows } = await pool.query(
    `INSERT INTO "SmsDelivery" (key, kind, "bookingId", recipient, details, state, attempts, "lastError", "lastAttemptAt", "updatedAt")
     VALUES ($1, 'reminder', $2, $3, $4, 'failed', 15, 'Gateway answered 503', now(), now()) RETURNING id`,
    [`sms:reminder:${bookingId}:30:${startsAt.toISOString()}`, bookingId, phone, JSON.stringify({ offsetMinutes: 30, startsAt: startsAt.toISOString() })],
  );
  const id = rows[0].id as string;

  const queued = await resend(id);
  expect(queued.status).toBe(200);
  expect(queued.body.data).toMatchObject({ _id: id, state: "pending", resends: 1 });
  await pollUntil(() => stateOf(id), (state) => state === "sent", 20_000);
  expect((await taken()).filter((text) => text.to === phone)).toHaveLength(2);

  // Sent now: not again.
  const again = await resend(id);
  expect(again.status).toBe(409);
  expect(again.body.success).toBe(false);
  expect((await resend("00000000-0000-4000-8000-000000000000")).status).toBe(404);

  const audit = await api<{ action: string; target: { id: string } }[]>(`/api/audit-log?action=sms.updated&target=${id}`, { headers: asAdmin() });
  expect(audit.body.data).toEqual([expect.objectContaining({ action: "sms.updated" })]);
});

const stateOfKey = async (key: string) => (await pool.query(`SELECT state FROM "SmsDelivery" WHERE key = $1`, [key])).rows[0]?.state as string | undefined;
