/**
 * The benchmark's CSV export: an admin downloads the bookings of a range of
 * days holding at least EXPORT_BOOKINGS of them (GET /api/bookings/export),
 * while the server's resident memory is sampled every ~50 ms. What the row
 * measures: the time to the file's first byte, the whole download, and how
 * much the server's memory grew while it ran; the file's rows are counted
 * against the bookings of the range in the database. BENCH_EXPORT_TIMELINE=1
 * prints the server's resident memory every 2 s of the download.
 */
import { readFile } from "node:fs/promises";
import pg from "pg";
import { signedInAdmin } from "./booking-load";

/** The bookings the exported range holds at least. */
export const EXPORT_BOOKINGS = 200_000;

export type ExportRow = {
  from: string;
  to: string;
  days: number;
  expectedRows: number;
  rows: number;
  bytes: number;
  status: number;
  headersMs: number;
  firstByteMs: number;
  totalMs: number;
  rssBeforeMb: number;
  rssMaxMb: number;
  growthMb: number;
  /** The server's CPU time in the 2 s after a client that left early, once it had gone (the export should stop reading). */
  afterAbortCpuMs: number;
};

const rssMbOf = async (pid: number) => Number((await readFile(`/proc/${pid}/status`, "utf8")).match(/^VmRSS:\s+(\d+) kB/m)?.[1] ?? NaN) / 1024;

/** The server's CPU time so far (user + system), in ms (clock ticks of 10 ms). */
async function cpuMsOf(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, "utf8")).split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Adds past days of booked slots to the bench services (before the earliest bench slot) until the
 * database holds EXPORT_BOOKINGS bookings: only for this row run alone, on a catalogue too small.
 */
async function seedPastBookings(pool: pg.Pool, total: number): Promise<void> {
  const deficit = EXPORT_BOOKINGS - total;
  if (deficit <= 0) return;
  const { rows } = await pool.query<{ services: number; earliest: string }>(
    `SELECT count(DISTINCT s.id)::int AS services, to_char(min(sl.date), 'YYYY-MM-DD') AS earliest
       FROM "Service" s JOIN "Slot" sl ON sl."serviceId" = s.id WHERE s.description LIKE 'Bench service %'`,
  );
  const { services, earliest } = rows[0];
  const days = Math.ceil(deficit / (services * 5));
  console.log(`  seeding ${days} more past days of booked bench slots (${deficit} bookings short of ${EXPORT_BOOKINGS})`);
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query(
      `INSERT INTO "Slot" (id, "serviceId", date, "startTime", "endTime", "startsAt", "endsAt", status, "createdAt", "updatedAt")
       SELECT gen_random_uuid(), s.id, $1::date - d, lpad(h::text, 2, '0') || ':00', lpad((h + 1)::text, 2, '0') || ':00',
              (($1::date - d)::timestamp + make_interval(hours => h)) AT TIME ZONE 'UTC',
              (($1::date - d)::timestamp + make_interval(hours => h + 1)) AT TIME ZONE 'UTC',
              'booked', now(), now()
         FROM "Service" s, generate_series(1, $2::int) AS d, unnest(ARRAY[8, 10, 12, 14, 16]) AS h
        WHERE s.description LIKE 'Bench service %'`,
      [earliest, days],
    );
    await client.query(
      `WITH customers AS (SELECT id, row_number() OVER (ORDER BY email) - 1 AS n FROM "User" WHERE email LIKE 'bench.customer.%'),
            counted AS (SELECT count(*) AS n FROM customers),
            past AS (SELECT sl.id, sl."serviceId", sl."startsAt", row_number() OVER (ORDER BY sl."startsAt", sl.id) - 1 AS n
                       FROM "Slot" sl JOIN "Service" s ON s.id = sl."serviceId"
                      WHERE s.description LIKE 'Bench service %' AND sl.date < $1::date)
       INSERT INTO "Booking" (id, "customerId", "serviceId", "slotId", "customerName", "amountCents", payment, status, "paymentProvider", "paidAt", "createdAt", "updatedAt")
       SELECT gen_random_uuid(), c.id, p."serviceId", p.id, 'Bench customer', v."priceCents", 'paid', 'complete', 'test',
              p."startsAt" - interval '2 days', p."startsAt" - interval '2 days', p."startsAt"
         FROM past p CROSS JOIN counted JOIN customers c ON c.n = p.n % counted.n JOIN "Service" v ON v.id = p."serviceId"`,
      [earliest],
    );
    await client.query("COMMIT");
    await client.query("ANALYZE");
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  } finally {
    client.release();
  }
}

/**
 * The range to export: from the earliest booked slot's date, the fewest days holding at least
 * EXPORT_BOOKINGS bookings (counted in SQL; with fewer in all, every booked day an export may
 * cover), and how many bookings it holds.
 */
async function exportRange(pool: pg.Pool): Promise<{ from: string; to: string; days: number; bookings: number } | null> {
  const { rows } = await pool.query<{ from: string; to: string; days: number; bookings: number }>(
    `WITH per_day AS (SELECT sl.date, count(*) AS n FROM "Booking" b JOIN "Slot" sl ON sl.id = b."slotId" GROUP BY sl.date),
          running AS (SELECT date, sum(n) OVER (ORDER BY date) AS total FROM per_day),
          -- Too few bookings in all: every booked day the export may cover (366), and the row fails its target.
          -- Never more days than one export may cover (lib/validation/export.ts: 366).
          last AS (SELECT least(coalesce((SELECT min(date) FROM running WHERE total >= $1), 'infinity'::date),
                                (SELECT max(date) FROM per_day WHERE date < (SELECT min(date) FROM per_day) + 366)) AS date)
     SELECT to_char((SELECT min(date) FROM per_day), 'YYYY-MM-DD') AS "from", to_char(last.date, 'YYYY-MM-DD') AS "to",
            (last.date - (SELECT min(date) FROM per_day) + 1)::int AS days,
            (SELECT count(*)::int FROM "Booking" b JOIN "Slot" sl ON sl.id = b."slotId" WHERE sl.date BETWEEN (SELECT min(date) FROM per_day) AND last.date) AS bookings
       FROM last WHERE last.date IS NOT NULL`,
    [EXPORT_BOOKINGS],
  );
  return rows[0] ?? null;
}

/** Counts the CSV's records (CRLF outside quotes) in a stream of bytes. */
function recordCounter() {
  let quoted = false;
  let previousCr = false;
  let records = 0;
  return {
    add(chunk: Uint8Array) {
      for (let i = 0; i < chunk.length; i += 1) {
        const byte = chunk[i];
        if (byte === 0x22) quoted = !quoted;
        else if (byte === 0x0a && previousCr && !quoted) records += 1;
        previousCr = byte === 0x0d;
      }
    },
    get records() {
      return records;
    },
  };
}

/**
 * The export row: the range picked from the data (seeding past bookings first when `seedIfShort`
 * and the database holds fewer than EXPORT_BOOKINGS), a warm-up download of a day without bookings
 * (the route's code loads), then the measured download; last, a download the client leaves after
 * its first bytes, and the server's CPU time once it has gone.
 */
export async function exportUnderMemoryWatch(appUrl: string, pool: pg.Pool, secret: string, serverPid: number, seedIfShort: boolean): Promise<ExportRow> {
  if (seedIfShort) {
    const { rows } = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Booking"`);
    await seedPastBookings(pool, rows[0].n);
  }
  const range = await exportRange(pool);
  if (!range) throw new Error(`No range of days holds ${EXPORT_BOOKINGS} bookings`);
  const token = await signedInAdmin(pool, secret);
  const url = (from: string, to: string) => `${appUrl}/api/bookings/export?from=${from}&to=${to}`;
  const headers = { authorization: `Bearer ${token}` };

  const warmUp = await fetch(url("2001-01-01", "2001-01-01"), { headers });
  await warmUp.arrayBuffer();
  if (warmUp.status !== 200) throw new Error(`The export answered ${warmUp.status} to an admin`);
  await new Promise((resolve) => setTimeout(resolve, 1000));

  const rssBeforeMb = await rssMbOf(serverPid);
  let rssMaxMb = rssBeforeMb;
  let sampling = true;
  const timeline: string[] = [];
  const sampler = (async () => {
    const since = performance.now();
    let shown = -1;
    while (sampling) {
      const rss = await rssMbOf(serverPid);
      rssMaxMb = Math.max(rssMaxMb, rss);
      const second = Math.floor((performance.now() - since) / 2000) * 2;
      if (second !== shown) {
        shown = second;
        timeline.push(`${second}s ${rss.toFixed(0)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const started = performance.now();
  const counter = recordCounter();
  let bytes = 0;
  let firstByteMs = NaN;
  let headersMs = NaN;
  let status = 0;
  try {
    const response = await fetch(url(range.from, range.to), { headers });
    headersMs = performance.now() - started;
    status = response.status;
    const reader = response.body!.getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
      bytes += value.length;
      counter.add(value);
    }
  } finally {
    sampling = false;
    await sampler;
  }
  const totalMs = performance.now() - started;
  if (process.env.BENCH_EXPORT_TIMELINE) console.log(`  resident during the download (MB): ${timeline.join(", ")}`);

  // A client that leaves after the first bytes: the server should stop reading the range.
  const leaving = new AbortController();
  const left = await fetch(url(range.from, range.to), { headers, signal: leaving.signal });
  await left.body!.getReader().read();
  leaving.abort();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const cpuBefore = await cpuMsOf(serverPid);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const afterAbortCpuMs = (await cpuMsOf(serverPid)) - cpuBefore;

  const row: ExportRow = {
    from: range.from,
    to: range.to,
    days: range.days,
    expectedRows: range.bookings,
    rows: Math.max(0, counter.records - 1),
    bytes,
    status,
    headersMs,
    firstByteMs,
    totalMs,
    rssBeforeMb,
    rssMaxMb,
    growthMb: rssMaxMb - rssBeforeMb,
    afterAbortCpuMs,
  };
  console.log(
    `  export ${row.from} to ${row.to} (${row.days} days): ${status}, ${row.rows} rows (${row.expectedRows} in the database), ${(bytes / 2 ** 20).toFixed(1)} MB; ` +
      `headers ${headersMs.toFixed(0)} ms, first byte ${firstByteMs.toFixed(0)} ms, all ${totalMs.toFixed(0)} ms; ` +
      `resident ${rssBeforeMb.toFixed(0)} MB before, ${rssMaxMb.toFixed(0)} MB at most (+${row.growthMb.toFixed(0)} MB); ` +
      `server CPU in the 2 s after a client left: ${afterAbortCpuMs} ms`,
  );
  return row;
}

/** The export row's target: streamed with bounded memory, early first byte, every booking of the range once. */
export const EXPORT_TARGET = { growthMb: 64, firstByteMs: 1000 };
