import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * Calls a server action over HTTP the way the site's own pages do (React's
 * fetch with the `Next-Action` header), so that the API tests can reach the
 * web door too. The action's id is looked up by its exported name in the
 * build's server-reference manifest (`npm test` builds into SPOTLESS_DIST_DIR).
 */
type Manifest = { node: Record<string, { workers: Record<string, unknown>; exportedName?: string; filename?: string }> };

function manifest(): Manifest {
  const distDir = process.env.SPOTLESS_DIST_DIR ?? ".next";
  return JSON.parse(readFileSync(path.join(process.cwd(), distDir, "server/server-reference-manifest.json"), "utf8"));
}

/**
 * The action's id and a page that serves it (its path, with route groups dropped): one without
 * dynamic segments if there is one, else one with each segment filled in as `sample`.
 */
export function serverAction(exportedName: string): { id: string; page: string } {
  for (const [id, entry] of Object.entries(manifest().node)) {
    if (entry.exportedName !== exportedName) continue;
    // Every page is under its language (app/[locale]), which its address does not name.
    const routeOf = (worker: string) => worker.replace(/^app\/(\[locale\]\/)?/, "");
    const pages = Object.keys(entry.workers).filter((name) => name.endsWith("/page"));
    const worker = pages.find((name) => !routeOf(name).includes("[")) ?? pages[0];
    if (!worker) continue;
    const page = `/${routeOf(worker).replace(/\/?page$/, "")}`.split("/").filter((segment) => !segment.startsWith("(")).join("/").replace(/\[[^\]]+\]/g, "sample") || "/";
    return { id, page };
  }
  throw new Error(`No server action named ${exportedName} in the build`);
}

/** Runs the action with these arguments (JSON-encodable), as the signed-in holder of `cookie`, from the site's own origin. */
export async function callServerAction(baseUrl: string, exportedName: string, cookie: string, args: unknown[] = []): Promise<Response> {
  const { id, page } = serverAction(exportedName);
  return fetch(`${baseUrl}${page.startsWith("/") ? page : `/${page}`}`, {
    method: "POST",
    redirect: "manual",
    headers: { "next-action": id, "content-type": "text/plain;charset=UTF-8", accept: "text/x-component", origin: baseUrl, cookie },
    body: JSON.stringify(args),
  });
}
