/**
 * The job queue at volume: 10,000 reminders fall due at once, by email or by text, and the app's
 * own job worker (the one inside `npm start`) sends them. Emails go to a mail server on loopback
 * that counts every message by its Message-ID (which Spotless derives from the delivery, so a
 * second copy of one reminder has the same id); texts go through Twilio's SDK to the test suite's
 * stand-in gateway on loopback (scripts/test-sms.ts), which keeps every text it took (each
 * reminder's words name its booking, so a text taken twice is the same number and words twice).
 * The database says when each delivery was marked sent.
 */
import PgBoss from "pg-boss";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { freePort } from "../scripts/net";

export const REMINDERS = 10_000;

/** A mail server on loopback that keeps nothing but a count of each Message-ID it accepted, per subject kind. */
export async function startCountingMailServer(): Promise<{ url: string; reminders: Map<string, number>; others: () => number; stop: () => Promise<void> }> {
  const reminders = new Map<string, number>();
  let others = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    // Loopback: no need to ask DNS who 127.0.0.1 is (a lookup per connection that would time the resolver, not Spotless).
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const headers = raw.slice(0, raw.indexOf("\r\n\r\n"));
        const messageId = headers.match(/^message-id:\s*(\S+)/im)?.[1] ?? "";
        if (/^subject: reminder:/im.test(headers)) reminders.set(messageId, (reminders.get(messageId) ?? 0) + 1);
        else others += 1;
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return { url: `smtp://127.0.0.1:${port}`, reminders, others: () => others, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

export type ReminderRow = { due: number; seconds: number; perSecond: number; sentInDatabase: number; received: number; distinct: number; sentTwice: number; timedOut: boolean };

/** Where each channel's reminders are queued: its delivery table, its queue, its keys' prefix. */
const CHANNELS = {
  email: { table: "EmailDelivery", queue: "send-email", keyPrefix: "reminder" },
  sms: { table: "SmsDelivery", queue: "send-sms", keyPrefix: "sms:reminder" },
} as const;

type Run = Pick<ReminderRow, "due" | "seconds" | "perSecond" | "sentInDatabase" | "timedOut">;

/**
 * 10,000 confirmed bookings of free bench slots still ahead (made here in SQL: the bookings
 * themselves are not what is measured), each with a reminder due now on `channel`, queued as the
 * relay queues them: a delivery row (a text's with its customer's number) and a job. Then waits (up
 * to 5 minutes) until every delivery is marked sent.
 */
async function sendDueReminders(databaseUrl: string, pool: pg.Pool, channel: keyof typeof CHANNELS, skipServices: string[]): Promise<Run> {
  const { table, queue, keyPrefix } = CHANNELS[channel];
  const { rows } = await pool.query<{ key: string; bookingId: string; startsAt: string; phone: string }>(
    `WITH free AS (
       SELECT sl.id, sl."serviceId", sl."startsAt", row_number() OVER (ORDER BY sl."startsAt", sl.id) - 1 AS n
         FROM "Slot" sl JOIN "Service" s ON s.id = sl."serviceId"
        WHERE s.description LIKE 'Bench service %' AND NOT (s.id = ANY($2::uuid[])) AND sl.status = 'available' AND sl.capacity = 1
          AND sl."startsAt" > now() + interval '2 hours'
          AND NOT EXISTS (SELECT 1 FROM "Booking" b WHERE b."slotId" = sl.id AND b.status IN ('pending', 'confirm'))
        LIMIT $1::int),
     customers AS (SELECT id, phone, row_number() OVER (ORDER BY email) - 1 AS n, count(*) OVER () AS total FROM "User" WHERE email LIKE 'bench.customer.%'),
     booked AS (
       INSERT INTO "Booking" (id, "customerId", "serviceId", "slotId", "customerName", "amountCents", payment, status, "paymentProvider", "paidAt", "updatedAt")
       SELECT gen_random_uuid(), c.id, f."serviceId", f.id, 'Bench customer', v."priceCents", 'paid', 'confirm', 'test', now(), now()
         FROM free f JOIN customers c ON c.n = f.n % c.total JOIN "Service" v ON v.id = f."serviceId"
       RETURNING id, "slotId", "customerId"),
     full_slots AS (UPDATE "Slot" SET status = 'booked' WHERE id IN (SELECT "slotId" FROM booked))
     SELECT $3 || ':' || b.id || ':60:' || to_char(sl."startsAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS key, b.id AS "bookingId",
            to_char(sl."startsAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "startsAt", c.phone
       FROM booked b JOIN "Slot" sl ON sl.id = b."slotId" JOIN customers c ON c.id = b."customerId"`,
    [REMINDERS, skipServices, keyPrefix],
  );
  if (rows.length < REMINDERS) throw new Error(`Only ${rows.length} free bench slots for the ${channel} reminder benchmark`);
  const { rows: clock } = await pool.query<{ now: Date }>(`SELECT now()`);
  const dueBy = clock[0].now;
  // A text's delivery row names its number; an email's address is read from its booking when it is written.
  await pool.query(
    channel === "sms"
      ? `INSERT INTO "SmsDelivery" (key, kind, "bookingId", recipient, details, "notBefore", "updatedAt")
         SELECT r.key, 'reminder', r."bookingId"::uuid, r.phone, jsonb_build_object('offsetMinutes', 60, 'startsAt', r."startsAt"), $2, now()
           FROM jsonb_to_recordset($1::jsonb) AS r(key text, "bookingId" text, "startsAt" text, phone text)`
      : `INSERT INTO "EmailDelivery" (key, kind, "bookingId", details, "notBefore", "updatedAt")
         SELECT r.key, 'reminder', r."bookingId"::uuid, jsonb_build_object('offsetMinutes', 60, 'startsAt', r."startsAt"), $2, now()
           FROM jsonb_to_recordset($1::jsonb) AS r(key text, "bookingId" text, "startsAt" text)`,
    [JSON.stringify(rows), dueBy],
  );

  const boss = new PgBoss({ connectionString: databaseUrl, max: 2, schedule: false, supervise: false, migrate: false });
  await boss.start();
  const started = performance.now();
  try {
    for (let i = 0; i < rows.length; i += 1000) {
      await boss.insert(rows.slice(i, i + 1000).map((row) => ({ name: queue, data: { key: row.key } })));
    }
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }

  // These reminders are the only ones of their channel due by now (the races' and changes' bookings
  // are weeks ahead): counted by that, not by passing their 10,000 keys to every poll.
  let sent = 0;
  let timedOut = false;
  for (;;) {
    const { rows: counts } = await pool.query(
      `SELECT count(*)::int AS due, count(*) FILTER (WHERE state = 'sent')::int AS sent FROM "${table}" WHERE kind = 'reminder' AND "notBefore" <= $1`,
      [dueBy],
    );
    if (counts[0].due !== rows.length) throw new Error(`${counts[0].due} ${channel} reminders are due, not the ${rows.length} queued here`);
    sent = counts[0].sent as number;
    if (sent >= rows.length) break;
    if (performance.now() - started > 300_000) {
      timedOut = true;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const seconds = (performance.now() - started) / 1000;
  // Anything still in flight reaches the receiver within a moment; then the caller counts what it took.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  return { due: rows.length, seconds, perSecond: sent / seconds, sentInDatabase: sent, timedOut };
}

/** The run with what the receiver took: how many copies of each reminder (by Message-ID, or number and words). */
function rowOf(run: Run, copies: number[]): ReminderRow {
  return { ...run, received: copies.reduce((sum, n) => sum + n, 0), distinct: copies.length, sentTwice: copies.filter((n) => n > 1).length };
}

/** 10,000 due email reminders, sent by the worker to the counting mail server. */
export async function reminderThroughput(databaseUrl: string, pool: pg.Pool, mail: Awaited<ReturnType<typeof startCountingMailServer>>, skipServices: string[]): Promise<ReminderRow> {
  const row = rowOf(await sendDueReminders(databaseUrl, pool, "email", skipServices), [...mail.reminders.values()]);
  console.log(`  ${row.due} reminders: ${row.sentInDatabase} marked sent in ${row.seconds.toFixed(1)} s (${row.perSecond.toFixed(0)}/s); the mail server received ${row.received}, ${row.distinct} distinct, ${row.sentTwice} more than once`);
  return row;
}

/** 10,000 due text reminders (customers with verified numbers of their own who chose texts), sent by the worker to the stand-in gateway. */
export async function smsReminderThroughput(databaseUrl: string, pool: pg.Pool, smsUrl: string, skipServices: string[]): Promise<ReminderRow> {
  await pool.query(
    `WITH customers AS (SELECT id, row_number() OVER (ORDER BY email) AS n FROM "User" WHERE email LIKE 'bench.customer.%')
     UPDATE "User" u SET phone = '+88017' || lpad(c.n::text, 8, '0'), "phoneVerifiedAt" = now(), "reminderChannels" = 'both'
       FROM customers c WHERE u.id = c.id`,
  );
  const run = await sendDueReminders(databaseUrl, pool, "sms", skipServices);
  const taken = (await (await fetch(`${smsUrl}/__fake/messages`)).json()) as { to: string; text: string }[];
  const perText = new Map<string, number>();
  for (const text of taken) perText.set(`${text.to}\n${text.text}`, (perText.get(`${text.to}\n${text.text}`) ?? 0) + 1);
  const row = rowOf(run, [...perText.values()]);
  console.log(`  ${row.due} text reminders: ${row.sentInDatabase} marked sent in ${row.seconds.toFixed(1)} s (${row.perSecond.toFixed(0)}/s); the gateway took ${row.received}, ${row.distinct} distinct, ${row.sentTwice} more than once`);
  return row;
}
