import type { ChildProcess } from "node:child_process";
import net from "node:net";

/** A free TCP port on loopback, for a server (a test cluster, an app instance) that must not collide. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers 2xx (asked every `intervalMs`); fails if the server exits first or does not answer in time. */
export async function waitForServer(url: string, server: ChildProcess, timeoutMs = 60_000, intervalMs = 250): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server for ${url} exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`The server did not answer at ${url} within ${timeoutMs / 1000}s`);
}
