import type { ChildProcess } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import PgBoss from "pg-boss";
import {
  BASE_URL,
  bearer,
  beingSent,
  bookAndPay,
  eventually,
  insertCustomer,
  insertService,
  insertSlot,
  isoDay,
  json,
  pool,
  registerAdmin,
  registerCustomer,
  removeCreatedUsers,
  removeServices,
  SERVER_PIDS,
  startWorker,
  uniqueWord,
  type SignedIn,
} from "./support";

/**
 * Email deliveries on the suite's servers (each runs the job worker, as
 * production does by default) and the suite's mail server on loopback
 * (scripts/test-mail.ts): a worker killed in the middle of a batch sends
 * nothing twice that the mail server had already accepted, and loses
 * nothing; a failed attempt is logged; admins see each delivery and resend
 * one through the queue.
 */
jest.setTimeout(240_000);

const MAIL_DIR = process.env.MAIL_CAPTURE_DIR ?? "";
const SERVER_LOG = process.env.SERVER_LOG ?? "";
const word = uniqueWord();
const services: string[] = [];
let admin: SignedIn;

beforeAll(async () => {
  admin = await registerAdmin();
});

afterAll(async () => {
  await pool.query(`DELETE FROM "EmailDelivery" WHERE key LIKE $1`, [`message:${word}:%`]);
  await removeServices(services);
  await removeCreatedUsers();
  await pool.end();
});

type Queued = { id: string; key: string; to: string; subject: string; body: string };

/**
 * Prepared messages (as a password reset is) and their email jobs, queued in one go, as reminders
 * that fall due together are. `priority` puts a job ahead in its queue; `retryLimit` 0 makes the
 * first try its last.
 */
async function queueMessages(messages: { name: string; to: string; priority?: number; retryLimit?: number }[]): Promise<Queued[]> {
  const rows = messages.map(({ name, to }) => ({ key: `message:${word}:${name}`, to, subject: `Delivery ${word} ${name}`, body: `The text of ${name}, not for the logs.` }));
  const inserted = await pool.query<{ id: string; key: string }>(
    `INSERT INTO "EmailDelivery" (key, kind, recipient, subject, body, "updatedAt")
     SELECT q.key, 'message', q.to, q.subject, q.body, now() FROM jsonb_to_recordset($1::jsonb) AS q(key text, "to" text, subject text, body text) RETURNING id, key`,
    [JSON.stringify(rows)],
  );
  const ids = new Map(inserted.rows.map((row) => [row.key, row.id]));
  const boss = new PgBoss({ connectionString: process.env.DATABASE_URL, max: 1, supervise: false, schedule: false, migrate: false });
  await boss.start();
  try {
    await boss.insert(
      rows.map((row, index) => ({
        name: "send-email",
        data: { key: row.key },
        ...(messages[index].priority !== undefined && { priority: messages[index].priority }),
        ...(messages[index].retryLimit !== undefined && { retryLimit: messages[index].retryLimit }),
      })),
    );
  } finally {
    await boss.stop({ graceful: false, close: true });
  }
  return rows.map((row) => ({ ...row, id: ids.get(row.key)! }));
}

const states = async (keys: string[]) =>
  (await pool.query<{ key: string; id: string; state: string; attempts: number; lastError: string | null }>(`SELECT key, id, state, attempts, "lastError" FROM "EmailDelivery" WHERE key = ANY($1::text[])`, [keys])).rows;

/** How many copies of a message the mail server took for each recipient (one file per message it accepted). */
async function copiesBy(recipients: string[]): Promise<Map<string, number>> {
  const copies = new Map(recipients.map((to) => [to.toLowerCase(), 0]));
  for (const file of await readdir(MAIL_DIR)) {
    if (!file.endsWith(".json") || file.startsWith("stalled-")) continue;
    const { to } = JSON.parse(await readFile(path.join(MAIL_DIR, file), "utf8")) as { to: string[] };
    for (const address of to) if (copies.has(address)) copies.set(address, copies.get(address)! + 1);
  }
  return copies;
}

const logLines = async () =>
  (await readFile(SERVER_LOG, "utf8"))
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe("a worker killed in the middle of a batch of emails", () => {
  it("sends again only what the mail server had not yet accepted, and loses nothing", async () => {
    expect(SERVER_PIDS).toHaveLength(2);
    const worker: ChildProcess = await startWorker();
    let paused = false;
    try {
      // From here on, the started worker alone takes email jobs.
      for (const pid of SERVER_PIDS) process.kill(pid, "SIGSTOP");
      paused = true;
      // Thirty due at once: the worker takes them ten at a time, two batches at once. The mail server holds
      // one message unanswered (the first of its batch: the highest priority), so that batch is still
      // sending, its other nine accepted, when the worker is killed.
      const hanging = `hang-once.${word}@example.test`;
      const queued = await queueMessages([
        { name: "hanging", to: hanging, priority: 1 },
        ...Array.from({ length: 29 }, (_, index) => ({ name: `batch-${index}`, to: `crash-${index}.${word}@example.test` })),
      ]);
      const accepted = queued.filter((message) => message.to !== hanging);
      await eventually(
        async () => {
          const held = (await readdir(MAIL_DIR)).includes(`stalled-${hanging}`);
          const copies = await copiesBy(accepted.map((message) => message.to));
          return held && [...copies.values()].every((count) => count === 1) ? true : undefined;
        },
        90_000,
        "the mail server to accept 29 messages and hold the 30th",
      );
      // Each accepted message is recorded as sent at once, though its batch is still waiting on the held one.
      await eventually(
        async () => ((await states(accepted.map((message) => message.key))).every((row) => row.state === "sent") ? true : undefined),
        20_000,
        "every accepted message to be recorded as sent while its batch still sends",
      );
      const hangingKey = queued.find((message) => message.to === hanging)!.key;
      expect(await beingSent(hangingKey)).toBe(true); // the worker's claim: still sending it
      const inFlight = (await readdir(MAIL_DIR)).filter((file) => file.startsWith("stalled-") && file.includes(word)).length;

      const exited = new Promise((resolve) => worker.once("exit", resolve));
      worker.kill("SIGKILL");
      await exited;
      for (const pid of SERVER_PIDS) process.kill(pid, "SIGCONT");
      paused = false;

      // The dead worker's jobs time out, and the servers' workers retry them: the held message is sent, the others are not sent again.
      const rows = await eventually(
        async () => {
          const found = await states(queued.map((message) => message.key));
          return found.length === queued.length && found.every((row) => row.state === "sent") ? found : undefined;
        },
        150_000,
        "every message of the batch to be sent",
      );
      expect(rows.every((row) => row.attempts === 1)).toBe(true);
      const copies = await copiesBy(queued.map((message) => message.to));
      expect([...copies.values()].every((count) => count >= 1)).toBe(true);
      const duplicates = [...copies.values()].reduce((sum, count) => sum + count - 1, 0);
      expect(inFlight).toBe(1);
      expect(duplicates).toBeLessThanOrEqual(inFlight);
    } finally {
      if (paused) for (const pid of SERVER_PIDS) process.kill(pid, "SIGCONT");
      if (worker.exitCode === null && worker.signalCode === null) worker.kill("SIGKILL");
    }
  });
});

describe("a failed attempt", () => {
  it("is logged at warn with the delivery's id and the error, never its address or text; the retry sends it", async () => {
    const to = `fail-once.retried-${word}@example.test`;
    const [message] = await queueMessages([{ name: "retried", to }]);
    const [row] = await eventually(async () => {
      const found = await states([message.key]);
      return found[0]?.state === "sent" ? found : undefined;
    }, 90_000, "the retried message");
    expect(row.attempts).toBe(2);
    const lines = await eventually(async () => {
      const found = (await logLines()).filter((line) => line.deliveryId === message.id);
      return found.length > 0 ? found : undefined;
    }, 10_000, "the failed attempt's log line");
    expect(lines).toEqual([expect.objectContaining({ level: "warn", kind: "message", attempt: 1, error: expect.stringContaining("Try again later") })]);
    const text = JSON.stringify(lines);
    for (const secret of [to, message.subject, message.body]) expect(text).not.toContain(secret);
  });

  it("on the queue's last try fails the delivery, logged at error", async () => {
    const to = `fail-once.last-${word}@example.test`;
    const [message] = await queueMessages([{ name: "last", to, retryLimit: 0 }]);
    const [row] = await eventually(async () => {
      const found = await states([message.key]);
      return found[0]?.state === "failed" ? found : undefined;
    }, 60_000, "the message to fail");
    expect(row).toMatchObject({ attempts: 1, lastError: expect.stringContaining("Try again later") });
    const lines = await eventually(async () => {
      const found = (await logLines()).filter((line) => line.deliveryId === message.id);
      return found.length > 0 ? found : undefined;
    }, 10_000, "the failure's log line");
    expect(lines).toEqual([expect.objectContaining({ level: "error", kind: "message", attempt: 1 })]);
    expect(JSON.stringify(lines)).not.toContain(to);
  });
});

describe("the email delivery log", () => {
  type Dto = { _id: string; kind: string; state: string; attempts: number; lastError: string | null; resends: number; sentAt: string | null };
  const list = async (query: string, token = admin.accessToken) => {
    const response = await fetch(`${BASE_URL}/api/email-deliveries${query}`, { headers: bearer(token) });
    return { status: response.status, body: (await response.json()) as { data: Dto[]; totalDoc: number; message: string } };
  };
  const resend = (id: string, token = admin.accessToken) => fetch(`${BASE_URL}/api/email-deliveries/${id}/resend`, { method: "POST", ...json({}, bearer(token)) });

  it("lists deliveries newest first, by state, without their text or recipient; admins only", async () => {
    const to = `listed.${word}@example.test`;
    const [message] = await queueMessages([{ name: "listed", to }]);
    await eventually(async () => ((await states([message.key]))[0]?.state === "sent" ? true : undefined), 60_000, "the listed message");
    const { status, body } = await list("?state=sent&limit=100");
    expect(status).toBe(200);
    expect(body.data.every((delivery) => delivery.state === "sent")).toBe(true);
    expect(body.data.find((delivery) => delivery._id === message.id)).toMatchObject({ kind: "message", state: "sent", attempts: 1, lastError: null, resends: 0, sentAt: expect.any(String) });
    expect(JSON.stringify(body)).not.toContain(to);
    expect((await list("?state=nowhere")).status).toBe(400);
    const customer = await registerCustomer();
    expect((await list("", customer.accessToken)).status).toBe(403);
  });

  it("resends a failed email through the queue, audited; not one not yet due, nor a message whose text is gone", async () => {
    const to = `fail-once.resent-${word}@example.test`;
    const [failed] = await queueMessages([{ name: "resent", to, retryLimit: 0 }]);
    await eventually(async () => ((await states([failed.key]))[0]?.state === "failed" ? true : undefined), 60_000, "the message to fail");

    const answer = await resend(failed.id);
    expect(answer.status).toBe(200);
    // Queued, not sent by the request: the answer finds it pending, with a job of its own.
    expect((await answer.json()).data).toMatchObject({ _id: failed.id, state: "pending", resends: 1 });
    const jobs = await pool.query(`SELECT id FROM pgboss.job WHERE name = 'send-email' AND data->>'key' = $1`, [failed.key]);
    expect(jobs.rows.length).toBe(2);
    await eventually(async () => ((await states([failed.key]))[0]?.state === "sent" ? true : undefined), 60_000, "the resent message");
    expect((await copiesBy([to])).get(to)).toBe(1);

    const audit = await fetch(`${BASE_URL}/api/audit-log?action=email.updated&target=${failed.id}`, { headers: bearer(admin.accessToken) });
    const entries = (await audit.json()).data as { actor: { _id: string }; changes: Record<string, { before: unknown; after: unknown }> }[];
    expect(entries).toHaveLength(1);
    expect(entries[0].actor._id).toBe(admin.user._id);
    expect(entries[0].changes).toEqual({ state: { before: "failed", after: "pending" }, resends: { before: 0, after: 1 } });

    // Sent, its text cleared: a prepared message cannot be written again.
    const gone = await resend(failed.id);
    expect(gone.status).toBe(409);
    // One not yet due (a reminder, say) goes out at its time, not now.
    const later = await pool.query<{ id: string }>(
      `INSERT INTO "EmailDelivery" (key, kind, recipient, subject, body, "notBefore", "updatedAt") VALUES ($1, 'message', $2, 'Later', 'Later', now() + interval '1 day', now()) RETURNING id`,
      [`message:${word}:later`, `later.${word}@example.test`],
    );
    expect((await resend(later.rows[0].id)).status).toBe(409);
  });
});

describe("the servers' log, once emails have gone out", () => {
  it("holds no deprecation warning: the mail transport reads SMTP_URL with the WHATWG parser, and a transaction's queries run one at a time", async () => {
    // A booking paid for: its confirmation is written in a transaction that reads the booking with its customer, service and slot.
    const service = await insertService({ name: `Logged wash ${word}`, priceCents: 2500, duration: 30 });
    services.push(service);
    const customer = await insertCustomer("logged");
    const bookingId = await bookAndPay(customer.token, service, await insertSlot({ serviceId: service, date: isoDay(5), startTime: "09:00", endTime: "09:30" }));
    await eventually(
      async () => ((await pool.query(`SELECT 1 FROM "EmailDelivery" WHERE "bookingId" = $1 AND kind = 'confirmation' AND state = 'sent'`, [bookingId])).rowCount ? true : undefined),
      60_000,
      "the booking's confirmation",
    );
    expect((await logLines()).filter((line) => String(line.msg).includes("DeprecationWarning")).map((line) => line.msg)).toEqual([]);
  });
});
