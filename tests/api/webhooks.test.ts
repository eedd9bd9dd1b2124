import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { api, bearer, bookAndPay, insertCustomer, insertService, insertSlotAt, json, pollUntil, pool, registerAdmin, removeCreatedUsers, removeServices, type SignedIn } from "./support";

/**
 * Outgoing webhooks, end to end: an admin registers endpoints on a listener
 * on loopback (the suite's servers allow private addresses:
 * WEBHOOK_ALLOW_PRIVATE), bookings, reviews and service changes happen, and
 * the listener receives them signed by the Standard Webhooks scheme, which
 * the `standardwebhooks` library verifies with the secret from the 201
 * answer. Retries (the suite's servers start them after about a second:
 * WEBHOOK_RETRY_DELAY_SECONDS=1), resending, deleting and the secret's
 * secrecy too.
 */
jest.setTimeout(90_000);

type Received = { path: string; headers: IncomingHttpHeaders; body: string; payload: { type: string; timestamp: string; data: Record<string, any> } };
type Endpoint = { _id: string; url: string; events: string[]; createdAt: string; secret?: string };
type Delivery = { _id: string; webhookId: string; type: string; status: string; attempts: number; lastStatus: number | null; lastError: string | null; payload: Received["payload"] };

const received: Received[] = [];
/** How many more requests each path answers 500 to. */
const failures = new Map<string, number>();
let listener: Server;
let listenerUrl: string;
let admin: SignedIn;
let serviceId: string;
const created: string[] = [];
let minute = 0;
const base = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 6, 6, 0);
const freshSlot = () => {
  minute += 40;
  return insertSlotAt(serviceId, new Date(base + minute * 60_000), 30);
};

const asAdmin = () => bearer(admin.accessToken);
const register = async (path: string, events: string[]) => {
  const answer = await api<Endpoint>("/api/webhook-endpoints", { method: "POST", ...json({ url: `${listenerUrl}${path}`, events }, asAdmin()) });
  expect(answer.status).toBe(201);
  created.push(answer.body.data._id);
  return answer.body.data as Endpoint & { secret: string };
};
const deliveriesOf = async (endpointId: string) => (await api<Delivery[]>(`/api/webhook-endpoints/${endpointId}/deliveries?limit=100`, { headers: asAdmin() })).body.data;
const arrivals = (path: string, match: (item: Received) => boolean) => received.filter((item) => item.path === path && match(item));
const waitFor = (path: string, match: (item: Received) => boolean, count = 1) =>
  pollUntil(
    async () => arrivals(path, match),
    (found) => found.length >= count,
    30_000,
  );
const verify = (secret: string, item: Received) =>
  new Webhook(secret).verify(item.body, {
    "webhook-id": String(item.headers["webhook-id"]),
    "webhook-timestamp": String(item.headers["webhook-timestamp"]),
    "webhook-signature": String(item.headers["webhook-signature"]),
  });

beforeAll(async () => {
  listener = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      const body = Buffer.concat(chunks).toString("utf8");
      const failing = failures.get(path) ?? 0;
      received.push({ path, headers: request.headers, body, payload: JSON.parse(body) });
      if (failing > 0) {
        failures.set(path, failing - 1);
        response.writeHead(500).end("not now");
      } else {
        response.writeHead(204).end();
      }
    });
  });
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  listenerUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  admin = await registerAdmin();
  serviceId = await insertService({ name: `Webhook wash ${Date.now()}`, priceCents: 4200, duration: 30 });
});

afterAll(async () => {
  await pool.query(`DELETE FROM "WebhookEndpoint" WHERE id = ANY($1::uuid[])`, [created]);
  await removeServices([serviceId]);
  await removeCreatedUsers();
  await new Promise((resolve) => listener.close(resolve));
  await pool.end();
});

describe("webhook endpoints", () => {
  let bookings: Endpoint & { secret: string };
  let reviews: Endpoint & { secret: string };

  it("registers an endpoint: 201 with its secret in the Standard Webhooks form, which no list shows again nor the audit log holds", async () => {
    bookings = await register("/bookings", ["booking.created", "booking.confirmed", "booking.cancelled", "service.updated"]);
    reviews = await register("/reviews", ["review.created"]);
    expect(bookings.secret).toMatch(/^whsec_[A-Za-z0-9+/]{40,}={0,2}$/);
    expect(bookings.secret).not.toBe(reviews.secret);
    expect(bookings.events).toEqual(["booking.created", "booking.confirmed", "booking.cancelled", "service.updated"]);

    const list = await api<Endpoint[]>("/api/webhook-endpoints", { headers: asAdmin() });
    expect(list.status).toBe(200);
    const listed = list.body.data.find((endpoint) => endpoint._id === bookings._id);
    expect(listed).toMatchObject({ url: `${listenerUrl}/bookings`, events: bookings.events });
    expect(listed).not.toHaveProperty("secret");
    expect(JSON.stringify(list.body)).not.toContain(bookings.secret.slice(6));

    const audit = await pool.query(`SELECT action, changes::text AS changes FROM "AuditLogEntry" WHERE "targetType" = 'webhook' AND "targetId" = $1`, [bookings._id]);
    expect(audit.rows.map((row) => row.action)).toEqual(["webhook.created"]);
    expect(audit.rows[0].changes).toContain(`${listenerUrl}/bookings`);
    expect(audit.rows[0].changes).not.toContain(bookings.secret.slice(6));
  });

  it("tells a booking's creation and confirmation, signed, with the booking's details; an endpoint that did not ask gets none", async () => {
    const customer = await insertCustomer("hooked");
    const bookingId = await bookAndPay(customer.token, serviceId, await freshSlot());
    const [createdEvent] = await waitFor("/bookings", (item) => item.payload.type === "booking.created" && item.payload.data.booking?._id === bookingId);
    const [confirmed] = await waitFor("/bookings", (item) => item.payload.type === "booking.confirmed" && item.payload.data.booking?._id === bookingId);

    for (const item of [createdEvent, confirmed]) {
      expect(verify(bookings.secret, item)).toEqual(item.payload);
      // Signed for this endpoint only: another endpoint's secret does not verify it.
      expect(() => verify(reviews.secret, item)).toThrow();
      expect(String(item.headers["webhook-id"])).toMatch(/^msg_[0-9a-f-]{36}$/);
      expect(item.headers["content-type"]).toBe("application/json");
      expect(Number.isNaN(Date.parse(item.payload.timestamp))).toBe(false);
    }
    expect(createdEvent.headers["webhook-id"]).not.toBe(confirmed.headers["webhook-id"]);
    expect(confirmed.payload.data.booking).toMatchObject({ _id: bookingId, status: "confirm", payment: "paid", amount: 42, amountCents: 4200, service: { _id: serviceId } });
    expect(confirmed.payload.data.booking.slot).toEqual(expect.objectContaining({ startsAt: expect.any(String), endsAt: expect.any(String), startTime: expect.any(String) }));
    expect(confirmed.payload.data.payment).toMatchObject({ amountCents: 4200 });

    // The reviews endpoint was fanned out to in the same relay transactions: it has no booking delivery.
    const theirs = await deliveriesOf(reviews._id);
    expect(theirs.filter((delivery) => delivery.type.startsWith("booking."))).toEqual([]);
    expect(arrivals("/reviews", (item) => item.payload.type.startsWith("booking."))).toEqual([]);

    // The log says each was delivered once.
    const logged = (await deliveriesOf(bookings._id)).filter((delivery) => delivery.payload.data.booking?._id === bookingId);
    expect(logged.map((delivery) => [delivery.type, delivery.status, delivery.attempts, delivery.lastStatus]).sort()).toEqual([
      ["booking.confirmed", "succeeded", 1, 204],
      ["booking.created", "succeeded", 1, 204],
    ]);
  });

  it("tells a cancellation with its reason", async () => {
    const customer = await insertCustomer("hooked");
    const bookingId = await bookAndPay(customer.token, serviceId, await freshSlot());
    const cancelled = await api(`/api/bookings/${bookingId}/cancel`, { method: "POST", ...json({ refund: false, reason: "Flooded forecourt" }, asAdmin()) });
    expect(cancelled.status).toBe(200);
    const [item] = await waitFor("/bookings", (entry) => entry.payload.type === "booking.cancelled" && entry.payload.data.booking?._id === bookingId);
    expect(verify(bookings.secret, item)).toEqual(item.payload);
    expect(item.payload.data.booking.status).toBe("cancel");
    expect(item.payload.data.cancellation).toMatchObject({ cause: "admin", reason: "Flooded forecourt", refund: "waived" });
  });

  it("tells a new review to the endpoint that asked for it", async () => {
    const customer = await insertCustomer("reviewer");
    const written = await api<{ _id: string }>("/api/review/create", { method: "POST", ...json({ rating: 5, comment: "Spotless, as the name says." }, bearer(customer.token)) });
    expect(written.status).toBe(201);
    const [item] = await waitFor("/reviews", (entry) => entry.payload.type === "review.created" && entry.payload.data.review?._id === written.body.data._id);
    expect(verify(reviews.secret, item)).toEqual(item.payload);
    // Its author has no completed visit: the shop is told it awaits approval.
    expect(item.payload.data.review).toMatchObject({ rating: 5, comment: "Spotless, as the name says.", approved: false, user: { firstName: "Race" } });
    expect(arrivals("/bookings", (entry) => entry.payload.type === "review.created")).toEqual([]);
  });

  it("tells an admin's change of a service", async () => {
    const changed = await api(`/api/services/${serviceId}`, { method: "PUT", ...json({ price: 43.5 }, asAdmin()) });
    expect(changed.status).toBe(200);
    const [item] = await waitFor("/bookings", (entry) => entry.payload.type === "service.updated" && entry.payload.data.service?.price === 43.5);
    expect(verify(bookings.secret, item)).toEqual(item.payload);
    expect(item.payload.data).toMatchObject({ change: "details", service: { _id: serviceId, price: 43.5, isDeleted: false } });
  });

  it("retries a delivery the endpoint failed, with the same webhook-id, logging each attempt; and resends it on request", async () => {
    const flaky = await register("/flaky", ["service.updated"]);
    failures.set("/flaky", 2);
    expect((await api(`/api/services/${serviceId}`, { method: "PUT", ...json({ price: 44.25 }, asAdmin()) })).status).toBe(200);

    // The first failure is logged, with the endpoint's answer, while the delivery waits to be retried.
    const waiting = await pollUntil(
      () => deliveriesOf(flaky._id),
      (list) => list.some((delivery) => delivery.attempts >= 1),
      30_000,
    );
    expect(waiting[0]).toMatchObject({ type: "service.updated", lastStatus: 500 });
    const tries = await waitFor("/flaky", (entry) => entry.payload.data.service?.price === 44.25, 3);
    expect(new Set(tries.map((entry) => entry.headers["webhook-id"])).size).toBe(1);
    for (const entry of tries) expect(verify(flaky.secret, entry)).toEqual(entry.payload);

    const [delivery] = await pollUntil(
      () => deliveriesOf(flaky._id),
      (list) => list[0]?.status === "succeeded",
      30_000,
    );
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 3, lastStatus: 204, lastError: null, webhookId: tries[0].headers["webhook-id"] });

    const resent = await api<Delivery>(`/api/webhook-deliveries/${delivery._id}/resend`, { method: "POST", headers: asAdmin() });
    expect(resent.status).toBe(200);
    const again = await waitFor("/flaky", (entry) => entry.headers["webhook-id"] === delivery.webhookId, 4);
    expect(verify(flaky.secret, again[3])).toEqual(delivery.payload);
    await pollUntil(
      () => deliveriesOf(flaky._id),
      (list) => list[0]?.status === "succeeded" && list[0].attempts === 4,
      30_000,
    );
  });

  it("sends nothing more to a deleted endpoint", async () => {
    const doomed = await register("/doomed", ["service.updated"]);
    const witness = await register("/witness", ["service.updated"]);
    const deleted = await api<Endpoint>(`/api/webhook-endpoints/${doomed._id}`, { method: "DELETE", headers: asAdmin() });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).not.toHaveProperty("secret");
    expect((await api(`/api/webhook-endpoints/${doomed._id}`, { method: "DELETE", headers: asAdmin() })).status).toBe(404);
    expect((await api(`/api/webhook-endpoints/${doomed._id}/deliveries`, { headers: asAdmin() })).status).toBe(404);

    expect((await api(`/api/services/${serviceId}`, { method: "PUT", ...json({ price: 45.75 }, asAdmin()) })).status).toBe(200);
    // Fanned out at once to every endpoint there is: once the witness has it, the deleted one never will.
    await waitFor("/witness", (entry) => entry.payload.data.service?.price === 45.75);
    expect(arrivals("/doomed", () => true)).toEqual([]);
    expect((await pool.query(`SELECT count(*)::int AS n FROM "WebhookDelivery" WHERE "endpointId" = $1`, [doomed._id])).rows[0].n).toBe(0);
    expect(witness.secret).toMatch(/^whsec_/);
  });

  it("gives a delivery whose job went missing a job again (the relay's sweep)", async () => {
    const swept = await register("/swept", ["review.created"]);
    const payload = { type: "review.created", timestamp: new Date().toISOString(), data: { swept: true } };
    const hour = 3_600_000;
    const { rows } = await pool.query(
      `INSERT INTO "WebhookDelivery" (id, "endpointId", "eventId", type, payload, status, attempts, "lastStatus", "lastAttemptAt", "nextAttemptAt", "updatedAt")
       VALUES (gen_random_uuid(), $1, gen_random_uuid(), 'review.created', $2, 'pending', 1, 503, $3, $4, now()) RETURNING id`,
      [swept._id, JSON.stringify(payload), new Date(Date.now() - 3 * hour), new Date(Date.now() - 2 * hour)],
    );
    // Its next try was due at the latest an hour ago (two hours after the last). Any change wakes the relay, whose run ends with the sweep.
    expect((await api(`/api/services/${serviceId}`, { method: "PUT", ...json({ price: 46.5 }, asAdmin()) })).status).toBe(200);
    const [item] = await waitFor("/swept", (entry) => entry.payload.data.swept === true);
    expect(verify(swept.secret, item)).toEqual(payload);
    expect(item.headers["webhook-id"]).toBe(`msg_${rows[0].id}`);
    await pollUntil(
      () => deliveriesOf(swept._id),
      (list) => list[0]?.status === "succeeded" && list[0].attempts === 2,
      30_000,
    );
  });

  it("refuses bad input with 400 and each field's message, and stores nothing", async () => {
    const before = (await pool.query(`SELECT count(*)::int AS n FROM "WebhookEndpoint"`)).rows[0].n;
    const cases: [unknown, string[]][] = [
      [{ url: "ftp://example.com/hook", events: ["booking.created"] }, ["url"]],
      [{ url: "javascript:alert(1)", events: ["booking.created"] }, ["url"]],
      [{ url: "https://user:pass@example.com/hook", events: ["booking.created"] }, ["url"]],
      [{ url: "not a url", events: [] }, ["url", "events"]],
      [{ url: "https://example.com/hook", events: ["booking.created", "booking.created"] }, ["events"]],
      [{ url: "https://example.com/hook", events: ["booking.exploded"] }, ["events.0"]],
      [{ url: "https://example.com/hook", events: "booking.created" }, ["events"]],
      [{ events: ["booking.created"] }, ["url"]],
    ];
    for (const [body, fields] of cases) {
      const answer = await api("/api/webhook-endpoints", { method: "POST", ...json(body, asAdmin()) });
      expect({ body, status: answer.status, fields: answer.body.errors?.map((error) => error.field).sort() }).toEqual({ body, status: 400, fields: [...fields].sort() });
    }
    expect((await pool.query(`SELECT count(*)::int AS n FROM "WebhookEndpoint"`)).rows[0].n).toBe(before);
  });

  it("is for admins only", async () => {
    const customer = await insertCustomer("nosy");
    const asCustomer = bearer(customer.token);
    expect((await api("/api/webhook-endpoints", { headers: asCustomer })).status).toBe(403);
    expect((await api("/api/webhook-endpoints", { method: "POST", ...json({ url: `${listenerUrl}/nosy`, events: ["booking.created"] }, asCustomer) })).status).toBe(403);
    expect((await api("/api/webhook-endpoints")).status).toBe(401);
    expect((await api(`/api/webhook-endpoints/${bookings._id}`, { method: "DELETE", headers: asCustomer })).status).toBe(403);
    expect((await api(`/api/webhook-endpoints/${bookings._id}/deliveries`, { headers: asCustomer })).status).toBe(403);
    const [some] = await deliveriesOf(bookings._id);
    expect((await api(`/api/webhook-deliveries/${some._id}/resend`, { method: "POST", headers: asCustomer })).status).toBe(403);
    expect((await pool.query(`SELECT count(*)::int AS n FROM "WebhookEndpoint" WHERE url = $1`, [`${listenerUrl}/nosy`])).rows[0].n).toBe(0);
  });
});
