import { randomBytes } from "node:crypto";
import type { User } from "@/lib/generated/prisma/client";
import { relayEvents } from "@/lib/server/jobs/relay";
import { bookingsForEmails, composeBookingEmail } from "@/lib/server/mail/booking-emails";
import { transaction } from "@/lib/server/database/transaction";
import { recordDeliveryReport } from "@/lib/server/sms/delivery-reports";
import { deliverText, deliverTexts } from "@/lib/server/sms/deliveries";
import { gatewayProvider, twilioProvider, type SmsProvider } from "@/lib/server/sms/providers";
import { startFakeSms } from "../../scripts/test-sms";
import { anyBays, bookAndPay, customer, daysAhead, db, service, shop, slot } from "./support";

/**
 * Texts about a booking (lib/server/sms): queued with the booking's events by the relay for a
 * customer who chose them, sent once through the queue's retries to the loopback stand-in of the
 * gateways (scripts/test-sms.ts), and their delivery reports.
 */
const credentials = { accountSid: `AC${randomBytes(16).toString("hex")}`, authToken: randomBytes(16).toString("hex"), gatewayApiKey: randomBytes(8).toString("hex"), reportSecret: randomBytes(16).toString("hex") };
let fake: Awaited<ReturnType<typeof startFakeSms>>;
let viaTwilio: SmsProvider;
let viaGateway: SmsProvider;

type Taken = { id: string; provider: string; to: string; text: string };
const taken = async (): Promise<Taken[]> => (await fetch(`${fake.url}/__fake/messages`)).json();
const control = (what: string, query: Record<string, string> = {}) => fetch(`${fake.url}/__fake/${what}?${new URLSearchParams(query)}`, { method: "POST" });

beforeAll(async () => {
  fake = await startFakeSms(credentials);
  viaTwilio = twilioProvider({ TWILIO_ACCOUNT_SID: credentials.accountSid, TWILIO_AUTH_TOKEN: credentials.authToken, TWILIO_FROM: "+15005550006", TWILIO_API_URL: fake.url, timeoutMs: 500 });
  viaGateway = gatewayWaiting(500);
  await shop();
  await anyBays(3);
});

/** The stand-in's generic gateway, waiting `timeoutMs` for each answer. */
const gatewayWaiting = (timeoutMs: number) =>
  gatewayProvider({
    SMS_GATEWAY_URL: `${fake.url}/gateway/send?api_key=${credentials.gatewayApiKey}&senderid=8809617&type=text`,
    SMS_GATEWAY_METHOD: "GET",
    SMS_GATEWAY_TO_PARAM: "number",
    SMS_GATEWAY_TEXT_PARAM: "message",
    SMS_GATEWAY_SUCCESS: '"response_code":\\s*202',
    SMS_GATEWAY_ID_PATTERN: '"message_id":\\s*"([^"]+)"',
    timeoutMs,
  });

afterAll(async () => {
  await fake.stop();
});

/** A customer with a phone, verified or not, who chose `channels` for reminders. */
async function texter(channels: "email" | "sms" | "both", verified = true): Promise<User> {
  const person = await customer("texter");
  const phone = `+88017${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  return db.user.update({ where: { id: person.id }, data: { phone, phoneVerifiedAt: verified ? new Date() : null, reminderChannels: channels } });
}

let bookings = 0;

/** A booking of `who`, paid, a few days ahead (each at an hour of its own), and the texts the relay queued for it. */
async function paidBooking(who: User) {
  bookings++;
  const wash = await service({ name: `Foam wash ${randomBytes(3).toString("hex")}` });
  const place = await slot(wash, daysAhead(2 + bookings, 10));
  const bookingId = await bookAndPay(who, place);
  await relayEvents();
  const texts = await db.smsDelivery.findMany({ where: { bookingId }, orderBy: { notBefore: "asc" } });
  return { bookingId, texts, wash };
}

/** The key of the confirmation text the relay queued for a new paid booking of `who`. */
const confirmationOf = async (who: User) => (await paidBooking(who)).texts.find((text) => text.kind === "confirmation")!.key;

const textsTo = async (to: string) => (await taken()).filter((text) => text.to === to);

describe("texts about a booking", () => {
  it("queues the confirmation and each reminder for a customer who chose texts, and sends the confirmation once however often its job runs", async () => {
    const who = await texter("both");
    const { texts, wash } = await paidBooking(who);
    expect(texts.map((text) => text.kind).sort()).toEqual(["confirmation", "reminder", "reminder"]);
    const confirmation = texts.find((text) => text.kind === "confirmation")!;
    expect(confirmation.recipient).toBe(who.phone);

    expect(await deliverText(confirmation.key, { lastTry: false, provider: viaTwilio })).toBe("sent");
    expect(await deliverText(confirmation.key, { lastTry: false, provider: viaTwilio })).toBe("done-before");
    const received = await textsTo(who.phone);
    expect(received).toHaveLength(1);
    expect(received[0].text).toContain(wash.name);
    expect(received[0].text).toContain("Stop texts:");
    const row = await db.smsDelivery.findUniqueOrThrow({ where: { key: confirmation.key } });
    expect(row).toMatchObject({ state: "sent", attempts: 1, providerId: received[0].id, segments: expect.any(Number) });
  });

  it("queues none for a customer who chose email, nor for one whose number is not verified", async () => {
    expect((await paidBooking(await texter("email"))).texts).toEqual([]);
    expect((await paidBooking(await texter("sms", false))).texts).toEqual([]);
  });

  it("sends a text held up while the gateway is down once it is back, once", async () => {
    const who = await texter("sms");
    const { texts } = await paidBooking(who);
    const { key } = texts.find((text) => text.kind === "confirmation")!;
    await control("down", { on: "true" });
    try {
      await expect(deliverText(key, { lastTry: false, provider: viaGateway })).rejects.toThrow(/did not accept/);
      await expect(deliverText(key, { lastTry: false, provider: viaGateway })).rejects.toThrow(/did not accept/);
    } finally {
      await control("down", { on: "false" });
    }
    expect(await db.smsDelivery.findUniqueOrThrow({ where: { key } })).toMatchObject({ state: "pending", attempts: 2, lastError: expect.stringContaining("Balance Insufficient") });
    expect(await deliverText(key, { lastTry: false, provider: viaGateway })).toBe("sent");
    expect(await deliverText(key, { lastTry: false, provider: viaGateway })).toBe("done-before");
    const received = await textsTo(who.phone);
    expect(received).toHaveLength(1);
    expect(await db.smsDelivery.findUniqueOrThrow({ where: { key } })).toMatchObject({ state: "sent", attempts: 3, providerId: received[0].id, lastError: null });
  });

  it("counts a gateway that does not answer in time as a failed attempt, and fails the text after its last try", async () => {
    const who = await texter("sms");
    const { texts } = await paidBooking(who);
    const { key } = texts.find((text) => text.kind === "confirmation")!;
    await control("delay", { ms: "1500", count: "1" });
    await expect(deliverText(key, { lastTry: false, provider: viaTwilio })).rejects.toThrow();
    await control("fail", { count: "1" });
    await expect(deliverText(key, { lastTry: true, provider: viaTwilio })).rejects.toThrow();
    expect(await db.smsDelivery.findUniqueOrThrow({ where: { key } })).toMatchObject({ state: "failed", attempts: 2 });
    expect(await deliverText(key, { lastTry: false, provider: viaTwilio })).toBe("done-before");
  });

  it("skips a reminder whose customer has stopped texts since it was queued", async () => {
    const who = await texter("both");
    const { texts } = await paidBooking(who);
    await db.user.update({ where: { id: who.id }, data: { reminderChannels: "email" } });
    const reminder = texts.find((text) => text.kind === "reminder")!;
    expect(await deliverText(reminder.key, { lastTry: false, provider: viaTwilio })).toBe("skipped");
    expect(await textsTo(who.phone)).toEqual([]);
  });

  it("records a skipped text at once, and keeps no row of its batch locked while the rest go out", async () => {
    const sender = await texter("sms");
    const key = await confirmationOf(sender);
    const stopped = await texter("both");
    const stoppedKey = await confirmationOf(stopped);
    await db.user.update({ where: { id: stopped.id }, data: { reminderChannels: "email" } });
    // The gateway answers late: the batch is still sending when the skipped text is looked at.
    await control("delay", { ms: "1500", count: "1" });
    const batch = deliverTexts([key, stoppedKey].map((each) => ({ key: each, lastTry: false })), { provider: gatewayWaiting(5_000) });
    await new Promise((resolve) => setTimeout(resolve, 700));
    // Another transaction may write the skipped row meanwhile without waiting (a lock held by the batch would
    // hold it up, and anything the batch waits on that waits on it in turn): refused after 200 ms otherwise.
    const seen = await transaction(async (tx) => {
      await tx.$executeRaw`SET LOCAL lock_timeout = '200ms'`;
      await tx.$executeRaw`UPDATE "SmsDelivery" SET "updatedAt" = "updatedAt" WHERE key = ${stoppedKey}`;
      return tx.smsDelivery.findUniqueOrThrow({ where: { key: stoppedKey }, select: { state: true } });
    });
    expect(seen.state).toBe("skipped");
    const outcomes = await batch;
    expect(outcomes.get(key)).toBe("sent");
    expect(outcomes.get(stoppedKey)).toBe("skipped");
  });

  it("sends no reminder email to a customer who chose reminders by text alone", async () => {
    const bySms = await texter("sms");
    const byBoth = await texter("both");
    const reminderEmail = async (who: User) => {
      const { bookingId } = await paidBooking(who);
      const email = await db.emailDelivery.findFirstOrThrow({ where: { bookingId, kind: "reminder" } });
      return transaction(async (tx) => {
        const bookings = await bookingsForEmails(tx, [bookingId]);
        return composeBookingEmail(tx, { kind: "reminder", bookingId, eventId: null, details: email.details as { offsetMinutes: number; startsAt: string } }, bookings.get(bookingId), new Date());
      });
    };
    expect(await reminderEmail(bySms)).toBeNull();
    expect(await reminderEmail(byBoth)).toMatchObject({ to: byBoth.email });
  });

  it("sends a batch side by side, and when the gateway refuses part of it, sends the rest once and the refused once on their retry", async () => {
    const senders: User[] = [];
    const keys: string[] = [];
    for (let i = 0; i < 6; i++) {
      senders.push(await texter("sms"));
      keys.push(await confirmationOf(senders[i]));
    }
    // One more in the batch whose customer stopped texts: skipped, whatever the gateway does.
    const stopped = await texter("both");
    const stoppedKey = await confirmationOf(stopped);
    await db.user.update({ where: { id: stopped.id }, data: { reminderChannels: "email" } });

    await control("fail", { count: "2" });
    const first = await deliverTexts([...keys, stoppedKey].map((key) => ({ key, lastTry: false })), { provider: viaGateway });
    const refused = keys.filter((key) => first.get(key) instanceof Error);
    expect(refused).toHaveLength(2);
    expect(keys.filter((key) => first.get(key) === "sent")).toHaveLength(4);
    expect(first.get(stoppedKey)).toBe("skipped");
    for (const key of refused) expect(await db.smsDelivery.findUniqueOrThrow({ where: { key } })).toMatchObject({ state: "pending", attempts: 1, lastError: expect.stringContaining("Balance Insufficient") });

    // The queue retries the refused jobs; a job of a text already sent that runs again does nothing.
    const retried = await deliverTexts([...refused, keys.find((key) => !refused.includes(key))!].map((key) => ({ key, lastTry: false })), { provider: viaGateway });
    expect([...retried.values()].sort()).toEqual(["done-before", "sent", "sent"]);
    for (const who of senders) expect(await textsTo(who.phone)).toHaveLength(1);
    expect(await textsTo(stopped.phone)).toEqual([]);
    expect(await db.smsDelivery.count({ where: { key: { in: keys }, state: "sent" } })).toBe(keys.length);
  });

  it("loses none of a batch while the gateway is down: each stays pending with its attempt noted, and goes once it is back", async () => {
    const senders: User[] = [];
    const keys: string[] = [];
    for (let i = 0; i < 3; i++) {
      senders.push(await texter("sms"));
      keys.push(await confirmationOf(senders[i]));
    }
    await control("down", { on: "true" });
    try {
      const down = await deliverTexts(keys.map((key) => ({ key, lastTry: false })), { provider: viaTwilio });
      expect(keys.every((key) => down.get(key) instanceof Error)).toBe(true);
    } finally {
      await control("down", { on: "false" });
    }
    expect(await db.smsDelivery.count({ where: { key: { in: keys }, state: "pending", attempts: 1 } })).toBe(keys.length);
    const back = await deliverTexts(keys.map((key) => ({ key, lastTry: false })), { provider: viaTwilio });
    expect(keys.map((key) => back.get(key))).toEqual(["sent", "sent", "sent"]);
    for (const who of senders) expect(await textsTo(who.phone)).toHaveLength(1);
  });

  it("records a delivery report once: delivered, and the same report again changes nothing", async () => {
    const who = await texter("sms");
    const { texts } = await paidBooking(who);
    const { key } = texts.find((text) => text.kind === "confirmation")!;
    await deliverText(key, { lastTry: false, provider: viaGateway });
    const { providerId } = await db.smsDelivery.findUniqueOrThrow({ where: { key } });
    expect(await recordDeliveryReport(providerId!, "delivered")).toEqual({ updated: true });
    expect(await recordDeliveryReport(providerId!, "delivered")).toEqual({ updated: false });
    expect(await recordDeliveryReport(providerId!, "failed")).toEqual({ updated: false });
    expect(await db.smsDelivery.findUniqueOrThrow({ where: { key } })).toMatchObject({ state: "delivered", deliveredAt: expect.any(Date) });
  });
});
