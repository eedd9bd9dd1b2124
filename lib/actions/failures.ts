import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { headers } from "next/headers";
import { BUILD_DIR } from "@/lib/config/build-dir.mjs";
import { logLine } from "@/lib/logging/logger.mjs";

/**
 * A server action that fails unexpectedly answers its form (or React) as
 * Next.js does, with a 200 in the request log; so the failure is logged here,
 * at error, with the action's name and the request's id, to be found. Which
 * action ran is the request's `Next-Action` header (an id), named by the
 * build's server-reference manifest (read once).
 */
type Manifest = { node?: Record<string, { exportedName?: string; filename?: string }> };

let names: Promise<Map<string, string>> | undefined;

function actionNames(): Promise<Map<string, string>> {
  names ??= readFile(path.join(process.cwd(), BUILD_DIR, "server/server-reference-manifest.json"), "utf8").then(
    (text) => new Map(Object.entries((JSON.parse(text) as Manifest).node ?? {}).flatMap(([id, entry]) => (entry.exportedName ? [[id, entry.exportedName] as const] : []))),
    // Without the manifest (a development server still compiling), the id is what names the action.
    () => new Map(),
  );
  return names;
}

export async function logActionFailure(error: unknown): Promise<void> {
  // Outside a request (never for an action, but a log line must not fail) there are no headers.
  const request = await Promise.resolve().then(headers).catch(() => null);
  const id = request?.get("next-action") ?? null;
  const action = (id && (await actionNames()).get(id)) || id || "unknown";
  logLine("error", { action, ...(request?.get("x-request-id") && { requestId: request.get("x-request-id") }), err: error }, `The server action ${action} failed`);
}
