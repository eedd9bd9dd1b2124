/**
 * Every domain test file runs the domain outside Next.js: there are no
 * rendered pages to refresh (lib/server/cache.ts would warn at each change
 * that it cannot), and the job queue it opens (an operation that records
 * events asks the relay to run through it) is stopped when the file ends, so
 * that its timers do not outlive it.
 */
jest.mock("next/cache", () => ({ ...jest.requireActual("next/cache"), revalidatePath: () => {} }));

afterAll(async () => {
  const { stopQueue } = await import("@/lib/server/queue/job-queue");
  await stopQueue();
});
