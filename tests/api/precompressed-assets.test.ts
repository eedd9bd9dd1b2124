import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { BASE_URL } from "./support";

/**
 * The build's scripts and style sheets go out as the copies compressed when
 * it was built (lib/http/precompressed.mjs): Brotli to a browser that takes
 * it, gzip to one that takes only gzip, the file itself to one that takes
 * neither; each the same bytes once decoded, with Next.js's caching and the
 * site's security headers.
 */
type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

function raw(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${BASE_URL}${path}`, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end();
  });
}

let script = "";
let styles = "";

beforeAll(async () => {
  const html = (await raw("/")).body.toString("utf8");
  script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1] ?? "";
  styles = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"/.exec(html)?.[1] ?? "";
  expect({ script, styles }).toEqual({ script: expect.stringMatching(/\.js$/), styles: expect.stringMatching(/\.css$/) });
});

describe("precompressed scripts and style sheets", () => {
  it("sends Brotli, gzip or the file itself as the browser accepts, the same bytes each time", async () => {
    for (const [path, type] of [
      [script, "application/javascript; charset=UTF-8"],
      [styles, "text/css; charset=UTF-8"],
    ]) {
      const plain = await raw(path, { "accept-encoding": "identity" });
      expect(plain.status).toBe(200);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.length).toBeGreaterThan(1000);

      const brotli = await raw(path, { "accept-encoding": "gzip, deflate, br, zstd" });
      expect({ status: brotli.status, encoding: brotli.headers["content-encoding"], type: brotli.headers["content-type"] }).toEqual({ status: 200, encoding: "br", type });
      expect(Number(brotli.headers["content-length"])).toBe(brotli.body.length);
      expect(brotli.body.length).toBeLessThan(plain.body.length);
      expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
      expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(brotli.headers.vary).toBe("Accept-Encoding");
      expect(brotli.headers["x-content-type-options"]).toBe("nosniff");
      expect(brotli.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(brotli.headers["x-request-id"]).toEqual(expect.any(String));

      const gzip = await raw(path, { "accept-encoding": "gzip, deflate" });
      expect({ status: gzip.status, encoding: gzip.headers["content-encoding"] }).toEqual({ status: 200, encoding: "gzip" });
      expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);

      // Weighed: gzip preferred over Brotli; Brotli refused.
      expect((await raw(path, { "accept-encoding": "br;q=0.5, gzip" })).headers["content-encoding"]).toBe("gzip");
      expect((await raw(path, { "accept-encoding": "br;q=0, gzip;q=0" })).headers["content-encoding"]).toBeUndefined();
    }
  });

  it("answers HEAD with the headers only, and a browser that has the file with 304", async () => {
    const head = await raw(script, { "accept-encoding": "br" }, "HEAD");
    expect({ status: head.status, encoding: head.headers["content-encoding"], body: head.body.length }).toEqual({ status: 200, encoding: "br", body: 0 });
    expect(Number(head.headers["content-length"])).toBeGreaterThan(0);

    const lastModified = head.headers["last-modified"];
    expect(lastModified).toEqual(expect.any(String));
    const again = await raw(script, { "accept-encoding": "br", "if-modified-since": lastModified! });
    expect({ status: again.status, body: again.body.length }).toEqual({ status: 304, body: 0 });
    const older = await raw(script, { "accept-encoding": "br", "if-modified-since": new Date(Date.parse(lastModified!) - 60_000).toUTCString() });
    expect(older.status).toBe(200);
  });

  it("leaves ranges, other methods and files the build did not write to Next.js", async () => {
    const range = await raw(script, { "accept-encoding": "br", range: "bytes=0-9" });
    expect(range.headers["content-encoding"]).not.toBe("br");
    const post = await raw(script, { "accept-encoding": "br" }, "POST");
    expect(post.headers["content-encoding"]).not.toBe("br");
    expect(post.status).toBeGreaterThanOrEqual(400);
    const missing = await raw("/_next/static/chunks/no-such-chunk.js", { "accept-encoding": "br" });
    expect(missing.status).toBe(404);
    const traversal = await raw("/_next/static/../../package.json", { "accept-encoding": "br" });
    expect(traversal.headers["content-encoding"]).not.toBe("br");
    expect(traversal.body.toString("utf8")).not.toContain('"name": "spotless"');
  });
});
