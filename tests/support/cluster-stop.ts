import { stopCluster } from "./postgres";

/** Jest's global teardown of the database and domain tests: stops the cluster their global setup started (and removes its folder). */
export default async function stopTestCluster() {
  await stopCluster();
}
