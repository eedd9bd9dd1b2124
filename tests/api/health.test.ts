import { spawn } from "node:child_process";
import path from "node:path";
import { freePort } from "../../scripts/net";
import { api } from "./support";

/**
 * GET /api/health: 200 while the app and its database answer, with the state of the parts that can
 * fail without stopping it (an instance with them broken: outages.test.ts), 503 when the database does not.
 */
describe("GET /api/health", () => {
  it("answers 200 when the database answers, and is never cached", async () => {
    const response = await fetch(`${process.env.BASE_URL}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toMatchObject({ success: true, data: { status: "ok", database: "ok" } });
    expect((await api("/api/health", { method: "POST" })).status).toBe(405);
  });

  it("says what works beside the database: the mail server, who takes payments, the upload folder, where the worker runs", async () => {
    const parts = async (baseUrl: string) => (await (await fetch(`${baseUrl}/api/health`)).json()).data;
    expect(await parts(process.env.BASE_URL!)).toEqual({ status: "ok", database: "ok", mail: "ok", payments: "test-checkout", uploads: "ok", worker: "inline" });
    expect(await parts(process.env.STRIPE_BASE_URL!)).toMatchObject({ mail: "ok", payments: "stripe", uploads: "ok" });
  });

  it("answers 503 from an instance whose database is down", async () => {
    // Nothing listens on this port: the instance starts, and its database never answers.
    const [appPort, deadPort] = [await freePort(), await freePort()];
    const url = `http://127.0.0.1:${appPort}`;
    const server = spawn(process.execPath, [path.join(process.cwd(), "node_modules/next/dist/bin/next"), "start", "-p", String(appPort), "-H", "127.0.0.1"], {
      cwd: process.cwd(),
      stdio: "ignore",
      // Without server.mjs, production refuses to start unless configured for a serverless host.
      env: { ...process.env, APP_URL: url, NODE_ENV: "production", DATABASE_URL: `postgresql://postgres:postgres@127.0.0.1:${deadPort}/spotless`, CLIENT_ADDRESS_HEADER: "x-forwarded-for", JOB_WORKER: "route" },
    });
    try {
      let response: Response | undefined;
      for (const deadline = Date.now() + 60_000; Date.now() < deadline && !response; ) {
        if (server.exitCode !== null) throw new Error(`the instance exited with ${server.exitCode}`);
        response = await fetch(`${url}/api/health`).catch(() => undefined);
        if (!response) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(response?.status).toBe(503);
      expect(await response?.json()).toEqual({ success: false, message: "The database is not answering" });
    } finally {
      server.kill("SIGKILL");
    }
  }, 120_000);
});
