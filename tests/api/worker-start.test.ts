import net from "node:net";
import { freePort } from "../../scripts/net";
import { logged, startWorker, type Started } from "./processes";
import { pollUntil } from "./support";

/**
 * `npm run worker` started while PostgreSQL is down (a container started
 * before its database, a database restarting) does not exit: it tries again
 * after 1 s, 2 s, 4 s, … up to a minute apart, with a warning each time, and
 * starts once the database answers.
 */
jest.setTimeout(120_000);

let running: Started | undefined;
afterAll(async () => {
  await running?.stop();
});

describe("npm run worker while the database is down", () => {
  it("waits and tries again, a warning each time, until PostgreSQL is up", async () => {
    // A port nothing listens on, until PostgreSQL "comes up" there: a relay to the suite's own.
    const port = await freePort();
    const worker = startWorker({ DATABASE_URL: Object.assign(new URL(process.env.DATABASE_URL!), { host: `127.0.0.1:${port}` }).toString() });
    running = worker;
    const failedTries = () => logged(worker.output(), "warn").filter((line) => line.startsWith("The job worker could not start"));
    await pollUntil(async () => failedTries().length, (tries) => tries >= 2, 60_000);
    expect(worker.child.exitCode).toBeNull();
    expect(failedTries()[0]).toMatch(/try 1: .*ECONNREFUSED.*trying again in 1 s$/);
    expect(failedTries()[1]).toMatch(/try 2: .*trying again in 2 s$/);

    const database = new URL(process.env.DATABASE_URL!);
    const relay = net.createServer((socket) => {
      const upstream = net.connect(Number(database.port), database.hostname);
      socket.pipe(upstream).pipe(socket);
      socket.on("error", () => upstream.destroy());
      upstream.on("error", () => socket.destroy());
    });
    await new Promise<void>((resolve) => relay.listen(port, "127.0.0.1", resolve));
    try {
      await pollUntil(async () => worker.output(), (output) => logged(output, "info").some((line) => line.startsWith("Job worker started")), 90_000);
      expect(worker.child.exitCode).toBeNull();
    } finally {
      // Stopped as a container is: it lets its running jobs finish (it works on the suite's queue).
      worker.child.kill("SIGTERM");
      await worker.exited;
      relay.close();
    }
  });
});
