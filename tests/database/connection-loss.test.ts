import pg from "pg";
import { createDatabase } from "./support";

/**
 * The app's connection pool when PostgreSQL ends its connections (a restart,
 * a failover, an idle timeout on the way): the pool drops them and opens new
 * ones at the next query, and the process lives on. An "error" event that no
 * one hears would end it (Node throws it), and Jest fails the run.
 */
let url: string;
let loaded: Promise<typeof import("@/lib/db")> | undefined;

beforeAll(async () => {
  url = await createDatabase();
}, 60_000);

afterAll(async () => {
  if (loaded) await (await loaded).db.$disconnect();
});

async function terminateOthers(): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ ended: boolean }>(
      "SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
    );
    return rows.filter((row) => row.ended).length;
  } finally {
    await admin.end();
  }
}

it("outlives the server ending its idle connections, and the next queries open new ones", async () => {
  process.env.DATABASE_URL = url;
  const { db } = await (loaded ??= import("@/lib/db"));
  // Three at once: three connections in the pool, idle afterwards.
  await Promise.all([1, 2, 3].map(() => db.$queryRaw`SELECT pg_sleep(0.05)::text AS slept`));
  expect(await terminateOthers()).toBeGreaterThanOrEqual(1);
  // The pool hears each connection end, drops it, and serves the next queries on new ones.
  let answered = 0;
  for (let attempt = 0; attempt < 50 && answered < 3; attempt++) {
    answered = await db.$queryRaw<{ one: number }[]>`SELECT 1 AS one`.then((rows) => (rows[0]?.one === 1 ? answered + 1 : answered), () => 0);
  }
  expect(answered).toBe(3);
  const [{ pid }] = await db.$queryRaw<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`;
  expect(pid).toBeGreaterThan(0);
});
