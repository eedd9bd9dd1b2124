import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { startEmbeddedPostgres } from "../../scripts/db/embedded";
import { freePort } from "../../scripts/net";

/**
 * Jest's global setup of the database tests: one embedded PostgreSQL (in the
 * system temp folder, which its `postgres` user can enter when the tests run
 * as root), whose address the test files read from SPOTLESS_TEST_CLUSTER_URL;
 * each file makes its own databases in it. cluster-stop.ts ends it.
 */
export default async function startCluster() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "spotless-db-test-"));
  const cluster = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: "postgres", persistent: false, quiet: true });
  process.env.SPOTLESS_TEST_CLUSTER_URL = cluster.url;
  (globalThis as { spotlessTestCluster?: typeof cluster }).spotlessTestCluster = cluster;
}
