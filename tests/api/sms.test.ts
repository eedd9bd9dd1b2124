import { randomBytes, randomUUID } from "node:crypto";
import { api, bookAndPay, insertCustomer, insertService, insertSlotAt, isoDay, pollUntil, pool, registerCustomer, removeCreatedUsers, removeServices, webSignIn } from "./support";

/**
 * Texts through the server: a paid booking of a customer who chose texts reaches the gateway (the
 * suite's stand-in of Twilio, scripts/test-sms.ts) once, through the worker; the gateways' delivery
 * reports are taken only with their signature or secret, and the same report twice changes nothing.
 */
const FAKE_SMS_URL = process.env.FAKE_SMS_URL!;
const REPORT_SECRET = process.env.SMS_GATEWAY_REPORT_SECRET!;

type Taken = { id: string; provider: string; to: string; text: string };
const taken = async (): Promise<Taken[]> => (await fetch(`${FAKE_SMS_URL}/__fake/messages`)).json();
const textOf = (key: string) => pool.query<{ state: string; providerId: string | null; segments: number | null; attempts: number }>(`SELECT state, "providerId", segments, attempts FROM "SmsDelivery" WHERE key = $1`, [key]).then((result) => result.rows[0]);
const form = (fields: Record<string, string>, headers: Record<string, string> = {}): RequestInit => ({ method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", ...headers }, body: new URLSearchParams(fields) });

let serviceId: string;

beforeAll(async () => {
  serviceId = await insertService({ name: `Text Wash ${randomUUID().slice(0, 6)}`, priceCents: 2000, duration: 30 });
});

afterAll(async () => {
  await removeServices([serviceId]);
  await removeCreatedUsers();
  await pool.end();
});

it("texts the confirmation of a paid booking to a customer who chose texts, once, and takes Twilio's signed delivery report once", async () => {
  const customer = await insertCustomer("texted");
  const phone = `+88017${String(randomBytes(4).readUInt32BE() % 1e8).padStart(8, "0")}`;
  await pool.query(`UPDATE "User" SET phone = $2, "phoneVerifiedAt" = now(), "reminderChannels" = 'both' WHERE id = $1`, [customer.id, phone]);
  const slot = await insertSlotAt(serviceId, new Date(`${isoDay(5)}T11:00:00Z`));
  const bookingId = await bookAndPay(customer.token, serviceId, slot);

  const sent = await pollUntil(() => textOf(`sms:confirmation:${bookingId}`), (row) => row?.state === "sent", 20_000);
  const received = (await taken()).filter((text) => text.to === phone);
  expect(received).toHaveLength(1);
  expect(received[0]).toMatchObject({ provider: "twilio", id: sent.providerId });
  expect(received[0].text).toContain(`/dashboard/user/my-bookings/${bookingId}`);
  expect(sent).toMatchObject({ attempts: 1, segments: expect.any(Number) });

  // The stand-in posts Twilio's report twice, signed: both are taken, the text is delivered once.
  const report = await fetch(`${FAKE_SMS_URL}/__fake/report?${new URLSearchParams({ id: received[0].id, status: "delivered", times: "2" })}`, { method: "POST" });
  expect(await report.json()).toEqual({ statuses: [200, 200] });
  expect((await textOf(`sms:confirmation:${bookingId}`)).state).toBe("delivered");
  expect((await taken()).filter((text) => text.to === phone)).toHaveLength(1);
});

it("refuses a Twilio report whose signature does not verify, and changes nothing", async () => {
  const providerId = `SM${randomBytes(16).toString("hex")}`;
  const forged = await api("/api/webhooks/sms/twilio", form({ MessageSid: providerId, MessageStatus: "delivered" }, { "x-twilio-signature": "bm90LWEtc2lnbmF0dXJl" }));
  expect({ status: forged.status, success: (forged.body as { success: boolean }).success }).toEqual({ status: 401, success: false });
  const unsigned = await api("/api/webhooks/sms/twilio", form({ MessageSid: providerId, MessageStatus: "delivered" }));
  expect(unsigned.status).toBe(401);
});

it("takes a generic gateway's report with its secret, and refuses one without", async () => {
  const customer = await insertCustomer("gatewayed");
  const slot = await insertSlotAt(serviceId, new Date(`${isoDay(6)}T12:00:00Z`));
  const bookingId = await bookAndPay(customer.token, serviceId, slot);
  const providerId = randomBytes(8).toString("hex");
  const key = `sms:test:${providerId}`;
  await pool.query(`INSERT INTO "SmsDelivery" (key, kind, "bookingId", recipient, state, "providerId", "sentAt", "updatedAt") VALUES ($1, 'confirmation', $2, '+8801700000000', 'sent', $3, now(), now())`, [key, bookingId, providerId]);

  expect((await api("/api/webhooks/sms/gateway", form({ id: providerId, status: "DELIVRD" }, { "x-gateway-secret": "not-the-secret" }))).status).toBe(401);
  expect((await api(`/api/webhooks/sms/gateway?id=${providerId}&status=DELIVRD`, { method: "POST" })).status).toBe(401);
  expect((await textOf(key)).state).toBe("sent");

  const failed = await api(`/api/webhooks/sms/gateway?${new URLSearchParams({ id: providerId, status: "UNDELIV", secret: REPORT_SECRET })}`, { method: "POST" });
  expect({ status: failed.status, data: (failed.body as { data: unknown }).data }).toEqual({ status: 200, data: { updated: true } });
  expect((await textOf(key)).state).toBe("failed");
});

it("opens the checkout of a waitlist offer's short link, which names the slot alone (the text's claim link), and of no slot that is not one", async () => {
  const customer = await registerCustomer();
  const cookie = await webSignIn(customer.email, customer.password);
  const slot = await insertSlotAt(serviceId, new Date(`${isoDay(7)}T09:00:00Z`));
  const page = await fetch(`${process.env.BASE_URL}/procced-booking?slot=${slot}`, { headers: { cookie }, redirect: "manual" });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain((await pool.query(`SELECT name FROM "Service" WHERE id = $1`, [serviceId])).rows[0].name);
  const nowhere = await fetch(`${process.env.BASE_URL}/procced-booking?slot=${randomUUID()}`, { headers: { cookie }, redirect: "manual" });
  expect(nowhere.status).toBeGreaterThanOrEqual(300);
  expect(nowhere.status).toBeLessThan(400);
});
