import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { pollUntil } from "./support";

/**
 * The servers' log: JSON lines (server.mjs), which scripts/test.ts collects
 * in SERVER_LOG. The servers here trust one proxy hop (the tests play the
 * load balancer), so they keep an `x-request-id` a test sends, and a test
 * finds its requests' lines by it.
 */
export type LogLine = Record<string, unknown> & { level?: string; msg?: string; requestId?: string };

export async function logLines(): Promise<LogLine[]> {
  return (await readFile(process.env.SERVER_LOG!, "utf8"))
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogLine);
}

/** An id for a request of the test's own, to find its lines by. */
export const newRequestId = () => `test-${randomUUID()}`;

/** Every line of these requests, once each one's own "request" line (written when it is over) is there. */
export async function linesOf(requestIds: string[]): Promise<LogLine[]> {
  const wanted = new Set(requestIds);
  const lines = await pollUntil(logLines, (all) => new Set(all.filter((line) => line.msg === "request" && wanted.has(line.requestId!)).map((line) => line.requestId)).size === wanted.size);
  return lines.filter((line) => wanted.has(line.requestId!));
}

/** The error-level lines these requests left (what an operator is paged for): none, for anything a client can send. */
export async function errorsOf(requestIds: string[]): Promise<LogLine[]> {
  return (await linesOf(requestIds)).filter((line) => line.level === "error" || line.level === "fatal");
}
