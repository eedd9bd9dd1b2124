import { createDatabase, migrate, startCluster } from "../support/postgres";

/** The database every domain test file's own database is copied from (SPOTLESS_TEST_TEMPLATE names it). */
const TEMPLATE = "spotless_template";

/**
 * Jest's global setup of the domain tests: one embedded PostgreSQL for the
 * run and, in it, a template database migrated once with the committed
 * migrations (`npm run db:deploy`). Each test file then works in a copy of it
 * of its own (jest-environment-node-database.ts), so files run in parallel, apart.
 * tests/support/cluster-stop.ts ends the cluster.
 */
export default async function startDomainTemplate() {
  const clusterUrl = await startCluster();
  await migrate(await createDatabase(clusterUrl, { name: TEMPLATE }));
  process.env.SPOTLESS_TEST_TEMPLATE = TEMPLATE;
}
