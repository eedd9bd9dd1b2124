/**
 * @jest-environment node
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { declaredEndpoints, PATH_PARAMS, pathParamsOf, routeOf } from "@/lib/http/endpoints";
import { openApiDocument } from "@/lib/http/openapi";
import { servedEndpoints } from "../api/served-endpoints";

/**
 * Each REST endpoint is declared once (lib/http/endpoints.ts), and the route
 * files under app/api serve exactly what is declared: a route file that is not
 * declared, a declaration with no route file, or a route whose methods differ
 * from its declarations fails here, before any build.
 */
describe("the endpoints' declarations", () => {
  it("name exactly the methods the route files under app/api serve", async () => {
    const declared = declaredEndpoints().map(({ method, path: route }) => `${method} ${routeOf(route)}`);
    expect(declared.sort()).toEqual(await servedEndpoints());
  });

  it("give every path parameter a schema", () => {
    const unknown = declaredEndpoints().flatMap(({ key, path: route }) => pathParamsOf(route).filter((name) => !PATH_PARAMS[name]).map((name) => `${key}: ${name}`));
    expect(unknown).toEqual([]);
  });

  it("are where a handler that validates its own query or body takes the schema from", async () => {
    // A handler that validates input itself (rather than through its domain operation) names its declaration's schema, so the two cannot disagree.
    const offenders: string[] = [];
    for (const { path: route } of declaredEndpoints()) {
      const file = path.join(process.cwd(), "app", routeOf(route), "route.ts");
      const source = await readFile(file, "utf8");
      for (const match of source.matchAll(/parse(?:Query\(request, |Input\()(\w+)/g)) if (match[1] !== "ENDPOINTS" && match[1] !== "idParamsSchema") offenders.push(`${routeOf(route)}: ${match[1]}`);
    }
    expect([...new Set(offenders)]).toEqual([]);
  });

  it("make the OpenAPI document, one operation per declaration", () => {
    const document = openApiDocument("http://localhost:3000");
    const described = Object.entries(document.paths).flatMap(([route, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${route}`));
    expect(described.sort()).toEqual(declaredEndpoints().map(({ key }) => key).sort());
  });
});
