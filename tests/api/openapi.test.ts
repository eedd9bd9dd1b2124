import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { BASE_URL } from "./support";
import { servedEndpoints } from "./served-endpoints";

/**
 * GET /api/openapi.json: an OpenAPI 3.1 document that lists every route
 * under app/api (a new route missing from it fails here, as it does in the
 * authorization matrix), is valid by the OpenAPI 3.1 schema, and describes
 * the envelope, the errors and bearer security. /docs/api shows it.
 */
type Operation = { parameters?: { name: string; in: string; required: boolean }[]; requestBody?: unknown; responses: Record<string, unknown>; security: unknown[] };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, { type: string; scheme?: string }>; schemas: Record<string, unknown> } };

let document: Document;

beforeAll(async () => {
  const response = await fetch(`${BASE_URL}/api/openapi.json`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("application/json");
  document = await response.json();
});

describe("GET /api/openapi.json", () => {
  it("describes every route under app/api, and nothing else", async () => {
    const described = Object.entries(document.paths).flatMap(([route, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${route}`));
    expect(described.sort()).toEqual(await servedEndpoints("openapi"));
  });

  it("is a valid OpenAPI 3.1 document", async () => {
    expect(document.openapi).toBe("3.1.0");
    const dir = await mkdtemp(path.join(os.tmpdir(), "spotless-openapi-"));
    try {
      const file = path.join(dir, "openapi.json");
      await writeFile(file, JSON.stringify(document));
      const cli = path.join(process.cwd(), "node_modules/@seriousme/openapi-schema-validator/bin/validate-api-cli.js");
      const { stdout } = await promisify(execFile)(process.execPath, [cli, file]).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
      expect(JSON.parse(stdout)).toEqual({ valid: true });
      // The validator does find faults: the same document with an impossible parameter is refused.
      const broken = structuredClone(document);
      broken.paths["/api/services"].get.parameters![0].in = "body";
      await writeFile(file, JSON.stringify(broken));
      const refused = await promisify(execFile)(process.execPath, [cli, file]).then(
        () => ({ valid: true }),
        (error: { stdout: string }) => JSON.parse(error.stdout),
      );
      expect(refused.valid).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("names the envelope, the errors, bearer security, and each endpoint's inputs", () => {
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(["Envelope", "ListEnvelope", "Error"]));
    const createService = document.paths["/api/services"].post;
    expect(createService.security).toEqual([{ bearerAuth: [] }, { sessionCookie: [] }]);
    expect(Object.keys(createService.responses)).toEqual(expect.arrayContaining(["201", "400", "401", "403", "500"]));
    expect(JSON.stringify(createService.requestBody)).toContain('"price"');
    expect(document.paths["/api/services"].get.security).toEqual([]);
    expect(document.paths["/api/services"].get.parameters?.map((parameter) => parameter.name)).toEqual(expect.arrayContaining(["searchTerm", "min", "max", "sort", "page", "limit"]));
    expect(document.paths["/api/services/{id}"].get.parameters).toEqual([expect.objectContaining({ name: "id", in: "path", required: true })]);
    const exportCsv = document.paths["/api/bookings/export"].get;
    expect(exportCsv.parameters?.filter((parameter) => parameter.required).map((parameter) => parameter.name).sort()).toEqual(["from", "to"]);
    expect(JSON.stringify(exportCsv.responses["200"])).toContain("text/csv");
  });
});

describe("/docs/api", () => {
  it("shows the API, server-rendered, and the footer links to it", async () => {
    const page = await fetch(`${BASE_URL}/docs/api`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("REST API");
    for (const route of ["/api/bookings/export", "/api/audit-log", "/api/my-bookings/{id}/reschedule", "/api/openapi.json"]) expect(html).toContain(route);
    const home = await (await fetch(`${BASE_URL}/`)).text();
    expect(home).toContain('href="/docs/api"');
  });
});
