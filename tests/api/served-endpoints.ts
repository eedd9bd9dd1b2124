import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/**
 * What the app's route files really serve, for the tests that must list every
 * endpoint (the authorization matrix, the OpenAPI document's completeness).
 */

// Not ours to list: Auth.js's own endpoints (csrf, session, callback…) and the JSON 404 for unknown paths.
const FRAMEWORK_ROUTES = new Set(["/api/auth/[...nextauth]", "/api/[...path]"]);

async function routeFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? routeFiles(path.join(dir, entry.name)) : Promise.resolve(entry.name === "route.ts" ? [path.join(dir, entry.name)] : []))),
  );
  return nested.flat();
}

/**
 * "METHOD /api/..." for every method a route file really serves (not the 405
 * stand-ins), sorted; `style: "openapi"` writes path parameters as `{id}`
 * instead of Next.js's `[id]`.
 */
export async function servedEndpoints(style: "next" | "openapi" = "next"): Promise<string[]> {
  const apiDir = path.join(process.cwd(), "app/api");
  const endpoints: string[] = [];
  for (const file of await routeFiles(apiDir)) {
    const route = `/api/${path.relative(apiDir, path.dirname(file)).split(path.sep).join("/")}`.replace(/\/$/, "");
    if (FRAMEWORK_ROUTES.has(route)) continue;
    const source = await readFile(file, "utf8");
    for (const match of source.matchAll(/export (?:const|async function|function) (GET|POST|PUT|PATCH|DELETE)\b(\s*=\s*(\w+))?/g)) {
      if (match[3] === "methodNotAllowed") continue;
      endpoints.push(`${match[1]} ${style === "openapi" ? route.replace(/\[(\w+)\]/g, "{$1}") : route}`);
    }
  }
  return endpoints.sort();
}
