/**
 * Texts at volume: 10,000 text reminders fall due at once, and the app's own job worker (the one
 * inside `npm start`) sends them through Twilio's SDK to the suite's stand-in gateway on loopback
 * (scripts/test-sms.ts), which keeps every text it took. Each reminder's words name its booking, so
 * a text taken twice shows as the same number and words twice; the database says when each
 * delivery was marked sent.
 */
import PgBoss from "pg-boss";
import pg from "pg";

export const SMS_REMINDERS = 10_000;

export type SmsReminderRow = { texts: number; seconds: number; perSecond: number; sentInDatabase: number; received: number; distinct: number; sentTwice: number; timedOut: boolean };

/**
 * 10,000 confirmed bookings of free bench slots still ahead (made here in SQL), their customers
 * with verified numbers who chose texts, each booking with a text reminder due now, queued as the
 * relay queues them: a delivery row and a `send-sms` job. Then waits (up to 5 minutes) until every
 * one is marked sent, and reads what the stand-in took.
 */
export async function smsReminderThroughput(databaseUrl: string, pool: pg.Pool, smsUrl: string, skipServices: string[]): Promise<SmsReminderRow> {
  // A number of its own for each bench customer, verified, texts chosen beside email.
  await pool.query(
    `WITH customers AS (SELECT id, row_number() OVER (ORDER BY email) AS n FROM "User" WHERE email LIKE 'bench.customer.%')
     UPDATE "User" u SET phone = '+88017' || lpad(c.n::text, 8, '0'), "phoneVerifiedAt" = now(), "reminderChannels" = 'both'
       FROM customers c WHERE u.id = c.id`,
  );
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
     SELECT 'sms:reminder:' || b.id || ':60:' || to_char(sl."startsAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS key, b.id AS "bookingId",
            to_char(sl."startsAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "startsAt", c.phone
       FROM booked b JOIN "Slot" sl ON sl.id = b."slotId" JOIN customers c ON c.id = b."customerId"`,
    [SMS_REMINDERS, skipServices],
  );
  if (rows.length < SMS_REMINDERS) throw new Error(`Only ${rows.length} free bench slots for the text reminder benchmark`);
  const { rows: clock } = await pool.query<{ now: Date }>(`SELECT now()`);
  const dueBy = clock[0].now;
  await pool.query(
    `INSERT INTO "SmsDelivery" (key, kind, "bookingId", recipient, details, "notBefore", "updatedAt")
     SELECT r.key, 'reminder', r."bookingId"::uuid, r.phone, jsonb_build_object('offsetMinutes', 60, 'startsAt', r."startsAt"), $2, now()
       FROM jsonb_to_recordset($1::jsonb) AS r(key text, "bookingId" text, "startsAt" text, phone text)`,
    [JSON.stringify(rows), dueBy],
  );

  const boss = new PgBoss({ connectionString: databaseUrl, max: 2, schedule: false, supervise: false, migrate: false });
  await boss.start();
  const started = performance.now();
  try {
    for (let i = 0; i < rows.length; i += 1000) {
      await boss.insert(rows.slice(i, i + 1000).map((row) => ({ name: "send-sms", data: { key: row.key } })));
    }
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }

  let sent = 0;
  let timedOut = false;
  for (;;) {
    const { rows: counts } = await pool.query(
      `SELECT count(*)::int AS due, count(*) FILTER (WHERE state = 'sent')::int AS sent FROM "SmsDelivery" WHERE kind = 'reminder' AND "notBefore" <= $1`,
      [dueBy],
    );
    if (counts[0].due !== rows.length) throw new Error(`${counts[0].due} text reminders are due, not the ${rows.length} queued here`);
    sent = counts[0].sent as number;
    if (sent >= rows.length) break;
    if (performance.now() - started > 300_000) {
      timedOut = true;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const seconds = (performance.now() - started) / 1000;
  // Anything still in flight reaches the stand-in within a moment; then count, per number and words.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const taken = (await (await fetch(`${smsUrl}/__fake/messages`)).json()) as { to: string; text: string }[];
  const perText = new Map<string, number>();
  for (const text of taken) perText.set(`${text.to}\n${text.text}`, (perText.get(`${text.to}\n${text.text}`) ?? 0) + 1);
  const row = {
    texts: rows.length,
    seconds,
    perSecond: sent / seconds,
    sentInDatabase: sent,
    received: taken.length,
    distinct: perText.size,
    sentTwice: [...perText.values()].filter((n) => n > 1).length,
    timedOut,
  };
  console.log(`  ${row.texts} text reminders: ${row.sentInDatabase} marked sent in ${row.seconds.toFixed(1)} s (${row.perSecond.toFixed(0)}/s); the gateway took ${row.received}, ${row.distinct} distinct, ${row.sentTwice} more than once`);
  return row;
}
