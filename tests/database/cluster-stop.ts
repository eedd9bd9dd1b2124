/** Jest's global teardown of the database tests: stops the cluster cluster-start.ts started (and removes its folder). */
export default async function stopCluster() {
  await (globalThis as { spotlessTestCluster?: { stop: () => Promise<void> } }).spotlessTestCluster?.stop();
}
