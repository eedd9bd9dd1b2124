import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { access, readdir } from "node:fs/promises";
import path from "node:path";
import PgBoss from "pg-boss";
import {
  BASE_URL,
  bearer,
  bookAndPay,
  eventually,
  insertCustomer,
  insertService,
  insertSlotAt,
  json,
  pool,
  registerAdmin,
  removeCreatedUsers,
  removeServices,
  beingSent,
  SERVER_PIDS,
  startWorker,
  type SignedIn,
} from "./support";
import { mailsTo } from "../support/mailbox";

/**
 * Reminders and the email queue, on the suite's two servers, each of which
 * runs the job worker inside it (as production does by default), so every
 * job here could be taken by either. The servers use the default reminder
 * offsets: a day and two hours before the start. Slots are placed to the
 * second so that a reminder falls due within the test; the waits are polls.
 */
jest.setTimeout(240_000);

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const MAIL_DIR = process.env.MAIL_CAPTURE_DIR ?? "";

let admin: SignedIn;
const serviceName = `Reminder Wash ${randomUUID().slice(0, 6)}`;
// A service per scenario: reminders a few seconds apart mean slots that would overlap within one service.
const services: string[] = [];
const newService = async () => {
  const id = await insertService({ name: serviceName, priceCents: 3000, duration: 1 });
  services.push(id);
  return id;
};

type Delivery = { key: string; kind: string; state: string; attempts: number; details: { offsetMinutes?: number; startsAt?: string } };
const deliveries = async (bookingId: string): Promise<Delivery[]> =>
  (await pool.query(`SELECT key, kind, state, attempts, details FROM "EmailDelivery" WHERE "bookingId" = $1 ORDER BY "createdAt", key`, [bookingId])).rows;
const remindersOf = async (bookingId: string) => (await deliveries(bookingId)).filter((delivery) => delivery.kind === "reminder");
const reminderEmails = async (email: string) => (await mailsTo(email)).filter((mail) => mail.subject.startsWith("Reminder:"));
const sentEvents = async (bookingId: string, email: string) =>
  (await pool.query(`SELECT payload FROM "DomainEvent" WHERE "bookingId" = $1 AND type = 'booking.email-sent' AND payload->>'email' = $2`, [bookingId, email])).rows.map((row) => row.payload);

/** A paid booking of a one-minute slot starting at `startsAt` (to the second), for a customer whose address starts with `label`. */
async function paidBookingAt(startsAt: Date, label: string, serviceId?: string) {
  const service = serviceId ?? (await newService());
  const customer = await insertCustomer(label);
  const slot = await insertSlotAt(service, startsAt, 1);
  const bookingId = await bookAndPay(customer.token, service, slot);
  return { customer, slot, bookingId, startsAt, serviceId: service };
}

/** Waits until a reminder's moment has passed and its delivery is no longer pending. */
const settled = (bookingId: string, startsAt: string) =>
  eventually(async () => {
    const found = (await remindersOf(bookingId)).find((delivery) => delivery.details.startsAt === startsAt);
    return found && found.state !== "pending" ? found : undefined;
  }, 150_000, `the reminder of ${bookingId} at ${startsAt}`);

type Paid = Awaited<ReturnType<typeof paidBookingAt>>;
/** The timed scenarios, set up at once in beforeAll, so that their reminders fall due while the tests wait. */
let reminded: Paid;
let cancelled: Paid;
let moved: Paid & { newStart: Date };
let refusedOnce: Paid;
let copiedKey: string;
let worker: Promise<ChildProcess>;

beforeAll(async () => {
  admin = await registerAdmin();
  // The worker the last test kills, started now so that it is ready by then (meanwhile it is one more worker taking jobs).
  worker = startWorker();
  worker.catch(() => {}); // awaited (and reported) by the last test
  const now = Date.now();
  [reminded, cancelled, moved, refusedOnce] = await Promise.all([
    // Two hours and 25 seconds ahead: the two-hour reminder is due in 25 seconds; the day-before one had passed when it was booked.
    paidBookingAt(new Date(now + 120 * MINUTE + 25_000), "reminded"),
    paidBookingAt(new Date(now + 120 * MINUTE + 45_000), "cancelled").then(async (booking) => {
      // The shop cancels it before its reminder is due.
      const cancel = await fetch(`${BASE_URL}/api/bookings/${booking.bookingId}/cancel`, { method: "POST", ...json({ refund: true, reason: "Closed today" }, bearer(admin.accessToken)) });
      expect(cancel.status).toBe(200);
      return booking;
    }),
    // A day and 70 seconds ahead (the day-before reminder, and the end of the notice window, in 70 seconds); moved below to a slot due in 40.
    paidBookingAt(new Date(now + DAY + 70_000), "moved").then(async (booking) => {
      const newStart = new Date(now + DAY + 40_000);
      // 20-second slots of one service, each with its own 'HH:MM' label.
      const label = newStart.toISOString().slice(11, 16) === booking.startsAt.toISOString().slice(11, 16) ? "00:01" : undefined;
      const target = await insertSlotAt(booking.serviceId, newStart, 1 / 3, "available", label);
      const answer = await fetch(`${BASE_URL}/api/my-bookings/${booking.bookingId}/reschedule`, { method: "POST", ...json({ slot: target }, bearer(booking.customer.token)) });
      expect(answer.status).toBe(200);
      return { ...booking, newStart };
    }),
    paidBookingAt(new Date(now + 6 * DAY), "fail-once"),
  ]);

  // Copies of the same email job, under other ids: whichever worker runs them, the delivery's key sends it once.
  const planned = await eventually(async () => {
    const found = await remindersOf(reminded.bookingId);
    return found.length ? found : undefined;
  }, 20_000, "the reminder to be planned");
  expect(planned.map((delivery) => delivery.details.offsetMinutes)).toEqual([120]);
  copiedKey = planned[0].key;
  const boss = new PgBoss({ connectionString: process.env.DATABASE_URL, max: 1, supervise: false, schedule: false, migrate: false });
  await boss.start();
  try {
    for (let i = 0; i < 4; i += 1) await boss.send("send-email", { key: copiedKey }, { startAfter: new Date(reminded.startsAt.getTime() - 120 * MINUTE) });
  } finally {
    await boss.stop({ graceful: false, close: true });
  }
});

afterAll(async () => {
  const started = await worker?.catch(() => null);
  if (started && started.exitCode === null && started.signalCode === null) started.kill("SIGKILL");
  await removeServices(services);
  await removeCreatedUsers();
  await pool.end();
});

describe("reminders", () => {
  it("are sent once per booking at each offset, with several workers and extra copies of the job; an offset already past is skipped", async () => {
    const sent = await settled(reminded.bookingId, reminded.startsAt.toISOString());
    expect(sent).toMatchObject({ state: "sent", attempts: 1 });
    const emails = await reminderEmails(reminded.customer.email);
    expect(emails.map((mail) => mail.subject)).toEqual([`Reminder: ${serviceName} in 2 hours`]);
    expect(emails[0].text).toContain(`starts in 2 hours, on `);
    expect(await sentEvents(reminded.bookingId, "reminder")).toEqual([{ email: "reminder", offsetMinutes: 120 }]);
    // Every copy of the job has run by now; still one email.
    await eventually(async () => {
      const { rows } = await pool.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'send-email' AND data->>'key' = $1 AND state <> 'completed'`, [copiedKey]);
      return rows[0].n === 0 ? true : undefined;
    }, 60_000, "the copies of the job");
    expect(await reminderEmails(reminded.customer.email)).toHaveLength(1);
  });

  it("are not sent for a cancelled booking", async () => {
    expect(await settled(cancelled.bookingId, cancelled.startsAt.toISOString())).toMatchObject({ state: "skipped" });
    expect(await reminderEmails(cancelled.customer.email)).toEqual([]);
  });

  it("follow a booking that moved: the new time is reminded, the old one is not", async () => {
    const newStart = moved.newStart.toISOString();
    const sent = await settled(moved.bookingId, newStart);
    expect(sent).toMatchObject({ state: "sent", details: { offsetMinutes: 1440, startsAt: newStart } });
    expect(await settled(moved.bookingId, moved.startsAt.toISOString())).toMatchObject({ state: "skipped" });
    const emails = await reminderEmails(moved.customer.email);
    expect(emails.map((mail) => mail.subject)).toEqual([`Reminder: ${serviceName} in 24 hours`]);
    const weekday = new Date(newStart).toLocaleDateString("en-US", { weekday: "long", timeZone: "UTC" });
    expect(emails[0].text).toContain(`on ${weekday}, ${new Date(newStart).toLocaleDateString("en-US", { month: "short", day: "2-digit", year: "numeric", timeZone: "UTC" }).replace(",", "")}`);
  });
});

describe("the email queue", () => {
  it("retries an email the mail server refused, and sends it once", async () => {
    const { customer, bookingId } = refusedOnce;
    const confirmation = await eventually(async () => (await deliveries(bookingId)).find((delivery) => delivery.kind === "confirmation" && delivery.state === "sent"), 90_000, "the confirmation");
    // The first attempt was refused (451), the retry went through.
    expect(confirmation.attempts).toBe(2);
    expect((await mailsTo(customer.email)).filter((mail) => mail.subject.startsWith("Your Spotless Car Care booking:"))).toHaveLength(1);
    expect(await sentEvents(bookingId, "confirmation")).toEqual([{ email: "confirmation" }]);
  });

  it("sends emails that fall due together in batches, and retries only the one the mail server refused", async () => {
    const word = randomUUID().slice(0, 8);
    const emails = [...Array.from({ length: 11 }, (_, index) => `batch-${index}.${word}@example.test`), `fail-once.batch-${word}@example.test`];
    const queued = emails.map((to, index) => ({ key: `message:batch-${word}:${index}`, to, job: randomUUID() }));
    await pool.query(
      `INSERT INTO "EmailDelivery" (key, kind, recipient, subject, body, details, "notBefore", "updatedAt")
       SELECT q.key, 'message', q.to, 'Batch ' || q.key, 'One of a batch', '{}'::jsonb, now(), now() FROM jsonb_to_recordset($1::jsonb) AS q(key text, "to" text)`,
      [JSON.stringify(queued)],
    );
    const boss = new PgBoss({ connectionString: process.env.DATABASE_URL, max: 1, supervise: false, schedule: false, migrate: false });
    await boss.start();
    try {
      // All at once, as reminders that fall due together are: the workers take them several per fetch.
      await boss.insert(queued.map(({ key, job }) => ({ name: "send-email", id: job, data: { key } })));
    } finally {
      await boss.stop({ graceful: false, close: true });
    }
    const states = async () =>
      (await pool.query<{ key: string; state: string; attempts: number }>(`SELECT key, state, attempts FROM "EmailDelivery" WHERE key = ANY($1::text[]) ORDER BY key`, [queued.map((q) => q.key)])).rows;
    const settledAll = await eventually(async () => {
      const rows = await states();
      return rows.every((row) => row.state === "sent") ? rows : undefined;
    }, 90_000, "the batch of emails");
    // The refused one took a second attempt; the others went out on their first, each once.
    const refusedKey = queued[emails.length - 1].key;
    expect(settledAll.map((row) => [row.key, row.attempts]).sort()).toEqual(queued.map((q) => [q.key, q.key === refusedKey ? 2 : 1]).sort());
    for (const to of emails) expect((await mailsTo(to)).map((mail) => mail.subject)).toEqual([`Batch ${queued[emails.indexOf(to)].key}`]);
    // Only the refused email's job was retried; the jobs sent with it were completed the first time.
    const jobs = (await pool.query<{ id: string; state: string; retry_count: number }>(`SELECT id, state, retry_count FROM pgboss.job WHERE id = ANY($1::uuid[])`, [queued.map((q) => q.job)])).rows;
    expect(jobs.map((job) => [job.id, job.state, job.retry_count]).sort()).toEqual(queued.map((q) => [q.job, "completed", q.key === refusedKey ? 1 : 0]).sort());
  });
});

// ------------------------------------------------------------ a worker killed mid-send

const exists = (file: string) => access(file).then(() => true, () => false);

describe("a worker killed in the middle of sending a reminder", () => {
  it("leaves it to another worker, which sends it once", async () => {
    expect(SERVER_PIDS).toHaveLength(2);
    const killed = await worker;
    let paused = false;
    try {
      // Due in 40 seconds; by then the suite's servers are paused, so this worker alone can take it.
      const { customer, bookingId, startsAt } = await paidBookingAt(new Date(Date.now() + 120 * MINUTE + 40_000), "stall-once");
      await eventually(async () => {
        const found = await deliveries(bookingId);
        return found.some((delivery) => delivery.kind === "confirmation" && delivery.state === "sent") && found.some((delivery) => delivery.kind === "reminder") ? true : undefined;
      }, 45_000, "the confirmation and the planned reminder");
      const reminder = (await remindersOf(bookingId))[0];
      expect(reminder.state).toBe("pending");
      for (const pid of SERVER_PIDS) process.kill(pid, "SIGSTOP");
      paused = true;

      // The mail server holds the reminder unanswered: the worker is mid-send. Kill it there.
      const marker = path.join(MAIL_DIR, `stalled-${customer.email}`);
      await eventually(async () => ((await exists(marker)) ? true : undefined), 90_000, "the worker to start sending");
      expect(await beingSent(reminder.key)).toBe(true); // the worker's claim: the send is in progress
      const exited = new Promise((resolve) => killed.once("exit", resolve));
      killed.kill("SIGKILL");
      await exited;
      for (const pid of SERVER_PIDS) process.kill(pid, "SIGCONT");
      paused = false;

      // The job times out (its worker is gone), and a server's worker sends the reminder.
      const sent = await settled(bookingId, startsAt.toISOString());
      expect(sent).toMatchObject({ state: "sent", attempts: 1 });
      expect((await reminderEmails(customer.email)).map((mail) => mail.subject)).toEqual([`Reminder: ${serviceName} in 2 hours`]);
      expect(await sentEvents(bookingId, "reminder")).toHaveLength(1);
      expect((await readdir(MAIL_DIR)).filter((file) => file === `stalled-${customer.email}`)).toHaveLength(1);
    } finally {
      if (paused) for (const pid of SERVER_PIDS) process.kill(pid, "SIGCONT");
      if (killed.exitCode === null && killed.signalCode === null) killed.kill("SIGKILL");
    }
  });
});
