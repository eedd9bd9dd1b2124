import { startCluster } from "../support/postgres";

/**
 * Jest's global setup of the database tests: one embedded PostgreSQL, whose
 * address the test files read from SPOTLESS_TEST_CLUSTER_URL; each file makes
 * its own databases in it. tests/support/cluster-stop.ts ends it.
 */
export default async function startDatabaseTestCluster() {
  await startCluster();
}
