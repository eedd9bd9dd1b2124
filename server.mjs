// @ts-check
/**
 * Spotless's production server (`npm start`): Next.js's own request handler,
 * behind a plain node:http server that first writes down the address of the
 * connection each request arrived on.
 *
 * Why not `next start`: Next.js fills X-Forwarded-For with the connection's
 * address only when the request has no such header, so a client that sends
 * its own hides its real address from the application. Here every request
 * carries the connection's address in the `x-spotless-peer` header, written
 * by this server (any value the client sent is overwritten), and
 * lib/server/client-address.ts decides from it and TRUSTED_PROXY_HOPS who the
 * client is; a server action Next.js forwards to the page that owns it keeps
 * its client's address through that hop (lib/http/client-peer.mjs).
 * Everything else is what `next start` does: the same handler, the same build
 * (SPOTLESS_DIST_DIR), the same settings.
 *
 * It also logs: every line the process writes is JSON (pino, through
 * lib/logging/logger.mjs, secrets redacted), each request gets an id
 * (`x-request-id`: a trusted load balancer's, when it sent a sane one, or a
 * new one) that its lines carry and its response returns, and each request
 * ends with one line (method, path without its query, status, duration),
 * however it ends (lib/logging/request-log.mjs).
 *
 * It screens posts to pages (server actions) before Next.js reads them, and
 * answers a foreign origin, a body too large, unreadable or nested too deeply
 * with a 4xx in JSON, where Next.js would fail (lib/http/page-posts.mjs).
 *
 * And it sends the build's scripts and style sheets as the copies compressed
 * when it was built (lib/http/precompressed.mjs), where Next.js would gzip
 * each anew for every visitor.
 *
 * Usage: node server.mjs [-p|--port 3000] [-H|--hostname 0.0.0.0]  (PORT is read too)
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import { LRUCache } from "lru-cache";
import { BUILD_DIR } from "./lib/config/build-dir.mjs";
import { startupCheck } from "./lib/config/production-check.mjs";
import { applyRuntimeV8Flags } from "./lib/config/v8-settings.mjs";
import { createRequestIdentity, PEER_HEADER } from "./lib/http/client-peer.mjs";
import { actionBodyLimit, screenPagePost } from "./lib/http/page-posts.mjs";
import { configuredHeaders, precompressedAssets, servePrecompressed } from "./lib/http/precompressed.mjs";
import { createLogger, REQUEST_ID_HEADER, requestContext, routeConsoleTo } from "./lib/logging/logger.mjs";
import { logWhenDone } from "./lib/logging/request-log.mjs";

// The V8 settings a command-line flag cannot carry on every supported Node.js (lib/config/v8-settings.mjs).
applyRuntimeV8Flags();

const logger = createLogger();
routeConsoleTo(logger);

// Refuses to start on a configuration that cannot work safely, naming each problem (lib/config/production-check.mjs).
startupCheck({ role: "app", production: true });

const { values } = parseArgs({
  options: { port: { type: "string", short: "p" }, hostname: { type: "string", short: "H" } },
  strict: true,
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname;
if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`Not a port: ${values.port ?? process.env.PORT}`);

// Before Next.js loads, as `next start` does; and the application's sign that PEER_HEADER is ours.
Object.assign(process.env, { NODE_ENV: "production", SPOTLESS_PEER_HEADER: PEER_HEADER });

/** The build folder (lib/config/build-dir.mjs). */
const distDir = path.join(import.meta.dirname, BUILD_DIR);

/**
 * The configuration the build resolved from next.config.ts, handed to Next.js the way its own
 * standalone server does (the environment variable below is how that server passes it). Otherwise
 * Next.js compiles next.config.ts again at every start, loading its native compiler for that alone:
 * about 25 MB of resident memory for the life of the process. Without a build, Next.js reads
 * next.config.ts as usual and says what is missing.
 */
function builtConfig() {
  const file = path.join(distDir, "required-server-files.json");
  try {
    return JSON.parse(readFileSync(file, "utf8")).config;
  } catch (error) {
    if (error?.code === "ENOENT") return undefined;
    throw error;
  }
}
const config = builtConfig();
if (config) process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);

const { default: next } = await import("next");
const app = next({ dev: false, dir: import.meta.dirname, hostname: hostname ?? "localhost", port });
const handle = app.getRequestHandler();
await app.prepare();

/**
 * A response body handed over whole as a string (a page served from Next.js's
 * cache is one) is sent as bytes encoded here: Node.js writes a long string
 * body far more slowly than the same bytes (on the bench machine, the cached
 * /services page went from 274 to 362 requests/s at one connection). The
 * cache hands over the same page again and again, so its bytes are kept too
 * (the most recently sent, up to ENCODED_MAX_BYTES): encoding it anew was a
 * seventh of what each visit to the cached /services page cost.
 */
const ENCODED_MAX_BYTES = 8 * 1024 * 1024;
const encoded = new LRUCache({ maxSize: ENCODED_MAX_BYTES, maxEntrySize: ENCODED_MAX_BYTES / 8, sizeCalculation: (bytes) => bytes.length });

function bytesOf(text) {
  let bytes = encoded.get(text);
  if (!bytes) {
    bytes = Buffer.from(text, "utf8");
    encoded.set(text, bytes);
  }
  return bytes;
}

function endWithBytes(response) {
  const end = response.end;
  response.end = function (chunk, encoding, callback) {
    if (typeof chunk === "string" && chunk.length > 1024) {
      const utf8 = typeof encoding !== "string" || encoding === "utf8" || encoding === "utf-8";
      return end.call(this, utf8 ? bytesOf(chunk) : Buffer.from(chunk, encoding), typeof encoding === "function" ? encoding : callback);
    }
    return end.call(this, chunk, encoding, callback);
  };
}

/** The build's scripts and style sheets compressed once (lib/http/precompressed.mjs), and the headers next.config.ts gives them. */
const assets = precompressedAssets(distDir);
const assetHeaders = configuredHeaders(distDir);

/** Each request's address and id (lib/http/client-peer.mjs); a load balancer's id is kept only behind one. */
const identify = createRequestIdentity({ trustedProxy: Number(process.env.TRUSTED_PROXY_HOPS || 0) > 0 });

/** Posts to pages (server actions) are screened before Next.js reads them (lib/http/page-posts.mjs). */
const pagePosts = { maxBytes: actionBodyLimit(config), headerRules: assetHeaders };

const server = http.createServer((request, response) => {
  endWithBytes(response);
  const identity = identify(request);
  response.setHeader(REQUEST_ID_HEADER, identity.requestId);
  logWhenDone(logger, request, response, identity);
  requestContext.run({ requestId: identity.requestId }, () => {
    if (servePrecompressed(request, response, assets, assetHeaders)) return;
    screenPagePost(request, response, pagePosts)
      .then((handOn) => handOn && handle(request, response))
      .catch((error) => {
        console.error(`Failed to handle ${request.method} ${(request.url ?? "/").split("?")[0]}`, error);
        if (!response.headersSent) response.statusCode = 500;
        response.end();
      });
  });
});
server.on("error", (error) => {
  console.error("Spotless could not start", error);
  process.exit(1);
});
server.listen(port, hostname, () => {
  console.log(`Spotless is listening on http://${hostname ?? "localhost"}:${port}`);
});
