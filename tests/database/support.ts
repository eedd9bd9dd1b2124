import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);

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
export const migrate = (databaseUrl: string, through?: string) =>
  runScript("scripts/db/migrate-cli.ts", ["deploy", ...(through ? ["--through", through] : [])], { DATABASE_URL: databaseUrl });

/** A new empty database in `clusterUrl` (the database tests' own cluster by default), and its address. */
export async function createDatabase(clusterUrl = process.env.SPOTLESS_TEST_CLUSTER_URL): Promise<string> {
  if (!clusterUrl) throw new Error("SPOTLESS_TEST_CLUSTER_URL is not set: run the database tests with `npm test -- db`");
  const name = `spotless_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
