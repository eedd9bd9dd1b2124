import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { freePort, waitForServer } from "../../scripts/net";
import { serverArgs } from "../../scripts/paths";

/**
 * Spotless's processes started by a test, as operators start them: `npm start`
 * (server.mjs with its V8 settings) and `npm run worker`, each with the
 * suite's environment changed as the test says (a variable set to undefined
 * is removed). What they print is kept for the test to read.
 */
export type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null>; stop: () => Promise<void> };

type Env = Record<string, string | undefined>;

function withChanges(changes: Env): NodeJS.ProcessEnv {
  const env: Env = { ...process.env, NODE_ENV: "production", ...changes };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  return env as NodeJS.ProcessEnv;
}

function started(child: ChildProcess): Started {
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    child,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}

/** `npm start` on a free loopback port: its URL and process (not waited for: see `serve`). */
export async function startServer(changes: Env = {}): Promise<Started & { url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...serverArgs(), "-p", String(port), "-H", "127.0.0.1"], {
    cwd: process.cwd(),
    stdio: ["ignore", "pipe", "pipe"],
    env: withChanges({ APP_URL: url, ...changes }),
  });
  return { ...started(child), url };
}

/** `npm start`, answering at `/api/services?limit=1`… or, with a database down, at `probe`. */
export async function serve(changes: Env = {}, probe = "/api/services?limit=1"): Promise<Started & { url: string }> {
  const server = await startServer(changes);
  try {
    await waitForServer(`${server.url}${probe}`, server.child);
  } catch (error) {
    await server.stop();
    throw new Error(`${error instanceof Error ? error.message : error}\n${server.output()}`);
  }
  return server;
}

/** What `npm run worker` runs (the pid is the worker's: tsx is a loader here, not a launcher). */
export function startWorker(changes: Env = {}): Started {
  const child = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", path.join("scripts", "worker.ts")], {
    cwd: process.cwd(),
    stdio: ["ignore", "pipe", "pipe"],
    env: withChanges(changes),
  });
  return started(child);
}

/** The messages of a process's JSON log lines at a level (lines that are not JSON are left out). */
export function logged(output: string, level?: "debug" | "info" | "warn" | "error"): string[] {
  return output
    .split("\n")
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as { level: string; msg: string }];
      } catch {
        return [];
      }
    })
    .filter((line) => !level || line.level === level)
    .map((line) => line.msg);
}
