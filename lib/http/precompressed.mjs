// @ts-check
/**
 * Spotless's scripts and style sheets, compressed once when the site is built
 * instead of on every request.
 *
 * Next.js compresses each /_next/static file anew for every visitor (gzip at
 * level 6; never Brotli, which browsers prefer and which is about 13% smaller
 * for these files: 29 kB less on the home page's 216 kB of scripts and
 * styles). `npm run build` runs scripts/precompress-static.mjs, which writes a
 * Brotli copy (`.br`, quality 11) and a gzip copy (`.gz`, level 9) beside
 * each script and style sheet; server.mjs answers a request for one of them
 * with the best copy the browser accepts and the headers Next.js would have
 * sent (its Cache-Control for immutable files, the configured security
 * headers). Anything else (another file, a range, a client that accepts
 * neither encoding, a build without copies) goes to Next.js as before.
 */
import { createReadStream, existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** The files compressed at build time, by extension, and the Content-Type Next.js sends for each. */
export const PRECOMPRESSED_TYPES = /** @type {const} */ ({ ".js": "application/javascript; charset=UTF-8", ".css": "text/css; charset=UTF-8" });

/** Each encoding sent, the suffix of its copy, in order of preference when a browser accepts both equally. */
export const ENCODINGS = /** @type {const} */ ([
  ["br", ".br"],
  ["gzip", ".gz"],
]);

const STATIC_PREFIX = "/_next/static/";
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The encoding to send, of those `available`, for a request's Accept-Encoding
 * header: the one it weighs highest (q), Brotli on a tie; none when it accepts
 * none of them (no header, `identity`, or `q=0`).
 *
 * @param {string | undefined} acceptEncoding
 * @param {readonly string[]} available
 * @returns {string | null}
 */
export function preferredEncoding(acceptEncoding, available) {
  if (!acceptEncoding) return null;
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...parameters] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    // A weight that is not a number from 0 to 1 counts as a refusal.
    const q = parameters.map((parameter) => /^\s*q\s*=(.*)$/.exec(parameter)).find(Boolean);
    const weight = q ? (/^\s*[01](\.\d{0,3})?\s*$/.test(q[1]) ? Math.min(Number(q[1]), 1) : 0) : 1;
    weights.set(name.trim(), weight);
  }
  let best = null;
  let bestWeight = 0;
  for (const [encoding] of ENCODINGS) {
    if (!available.includes(encoding)) continue;
    const weight = weights.get(encoding) ?? weights.get("*") ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

/**
 * @typedef {{ type: string, lastModified: string, modifiedSeconds: number, copies: Map<string, { file: string, size: number }> }} Asset
 */

/**
 * The build's compressed copies, by the path a browser asks for them at
 * (`/_next/static/chunks/…js`). Empty when the build has none.
 *
 * @param {string} distDir the build folder (`.next`, or SPOTLESS_DIST_DIR)
 * @returns {Map<string, Asset>}
 */
export function precompressedAssets(distDir) {
  /** @type {Map<string, Asset>} */
  const assets = new Map();
  const root = path.join(distDir, "static");
  if (!existsSync(root)) return assets;
  for (const relative of readdirSync(root, { recursive: true, encoding: "utf8" })) {
    const type = PRECOMPRESSED_TYPES[/** @type {keyof typeof PRECOMPRESSED_TYPES} */ (path.extname(relative))];
    if (!type) continue;
    const file = path.join(root, relative);
    /** @type {Asset["copies"]} */
    const copies = new Map();
    for (const [encoding, suffix] of ENCODINGS) {
      if (existsSync(file + suffix)) copies.set(encoding, { file: file + suffix, size: statSync(file + suffix).size });
    }
    if (copies.size === 0) continue;
    const modified = statSync(file).mtime;
    assets.set(STATIC_PREFIX + relative.split(path.sep).join("/"), {
      type,
      lastModified: modified.toUTCString(),
      modifiedSeconds: Math.floor(modified.getTime() / 1000),
      copies,
    });
  }
  return assets;
}

/**
 * The headers next.config.ts gives every path (its `headers()`, as the build
 * wrote them into routes-manifest.json), for the paths they match.
 *
 * @param {string} distDir
 * @returns {{ regex: RegExp, headers: { key: string, value: string }[] }[]}
 */
export function configuredHeaders(distDir) {
  const file = path.join(distDir, "routes-manifest.json");
  if (!existsSync(file)) return [];
  /** @type {{ headers?: { regex: string, headers: { key: string, value: string }[], has?: unknown, missing?: unknown }[] }} */
  const manifest = JSON.parse(readFileSync(file, "utf8"));
  return (manifest.headers ?? []).filter((rule) => !rule.has && !rule.missing).map((rule) => ({ regex: new RegExp(rule.regex), headers: rule.headers }));
}

/**
 * Answers a request for a precompressed script or style sheet, when it is one
 * and the client accepts a copy; otherwise leaves it alone and returns false.
 *
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 * @param {Map<string, Asset>} assets
 * @param {ReturnType<typeof configuredHeaders>} headerRules
 * @returns {boolean}
 */
export function servePrecompressed(request, response, assets, headerRules) {
  if (assets.size === 0 || (request.method !== "GET" && request.method !== "HEAD") || request.headers.range) return false;
  const url = request.url ?? "";
  if (!url.startsWith(STATIC_PREFIX)) return false;
  const pathname = url.split("?")[0];
  const asset = assets.get(pathname);
  if (!asset) return false;
  const encoding = preferredEncoding(request.headers["accept-encoding"], [...asset.copies.keys()]);
  const copy = encoding && asset.copies.get(encoding);
  if (!encoding || !copy) return false;

  for (const rule of headerRules) {
    if (rule.regex.test(pathname)) for (const { key, value } of rule.headers) response.setHeader(key, value);
  }
  response.setHeader("Cache-Control", IMMUTABLE);
  response.setHeader("Last-Modified", asset.lastModified);
  response.setHeader("Content-Type", asset.type);
  response.setHeader("Vary", "Accept-Encoding");

  const since = Date.parse(String(request.headers["if-modified-since"] ?? ""));
  if (!request.headers["if-none-match"] && Number.isFinite(since) && since >= asset.modifiedSeconds * 1000) {
    response.statusCode = 304;
    response.end();
    return true;
  }

  response.statusCode = 200;
  response.setHeader("Content-Encoding", encoding);
  response.setHeader("Content-Length", copy.size);
  if (request.method === "HEAD") {
    response.end();
    return true;
  }
  const stream = createReadStream(copy.file);
  stream.on("error", (error) => {
    console.error(`Could not read ${copy.file}`, error);
    response.destroy(error);
  });
  stream.pipe(response);
  return true;
}
