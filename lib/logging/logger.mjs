// @ts-check
/**
 * Spotless's logs in production: one JSON object per line (pino), each with
 * the id of the request it belongs to (`requestId`, also sent back in the
 * `x-request-id` response header), and never a secret: passwords, tokens,
 * cookies, keys and signatures are replaced by "[redacted]" wherever they
 * appear, as a field of a logged object or inside a message.
 *
 * Plain JavaScript, so that server.mjs (which Node runs as it is) and the
 * application share it. server.mjs sends the process's console through it,
 * so that whatever any module prints becomes such a line.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { format } from "node:util";
import pino from "pino";

export const REDACTED = "[redacted]";

/** The request being served (one store per process, shared with the application's bundles). */
const CONTEXT = Symbol.for("spotless.request-context");
const store = /** @type {Record<symbol, AsyncLocalStorage<{ requestId: string }>>} */ (/** @type {unknown} */ (globalThis));
/** @type {AsyncLocalStorage<{ requestId: string }>} */
export const requestContext = store[CONTEXT] ?? (store[CONTEXT] = new AsyncLocalStorage());

/** The logger the console is routed to (routeConsoleTo), shared with the application's bundles like the request context. */
const ROUTED = Symbol.for("spotless.routed-logger");
const routed = /** @type {Record<symbol, import("pino").Logger | undefined>} */ (/** @type {unknown} */ (globalThis));

/** The current request's id, if any. */
export const currentRequestId = () => requestContext.getStore()?.requestId;

/** The header that carries a request's id: in from a trusted proxy, out on every response. */
export const REQUEST_ID_HEADER = "x-request-id";

/**
 * The id a request is logged under: the one a load balancer in front sent in
 * `x-request-id` when it looks like an id (so that its logs and ours join up),
 * otherwise a new one. Only a proxy Spotless trusts (`fromProxy`:
 * TRUSTED_PROXY_HOPS above 0) may name it: without one, the header comes
 * from the client itself, which could make its requests' lines pass for
 * another's.
 * @param {string | string[] | undefined} given
 * @param {boolean} fromProxy
 */
export function requestIdFrom(given, fromProxy) {
  const value = Array.isArray(given) ? given[0] : given;
  return fromProxy && value && /^[A-Za-z0-9._:-]{8,128}$/.test(value) ? value : randomUUID();
}

/** Field names whose values are never logged. */
const SECRET_KEY = /pass(word|wd|phrase)?$|secret|token|authorization|cookie|api[-_]?key|signature|credential|^code$|^otp$|^hash$|passwordhash/i;

const SECRET_WORDS = "password|passwd|new_?password|current_?password|confirm_?password|secret|token|access_?token|refresh_?token|api_?key|signature|authorization|cookie|code";

/** Secrets as they appear inside text: headers, keys, query strings, JSON and printed objects. */
const PATTERNS = /** @type {[RegExp, string][]} */ ([
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, `$1 ${REDACTED}`],
  [/\beyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/g, REDACTED],
  [/\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]+/g, REDACTED],
  [/\bwhsec_[A-Za-z0-9+/=_-]+/g, REDACTED],
  // The test checkout's session id is what pays or cancels its booking (its page's address holds it).
  [/\btest_cs_[A-Za-z0-9_-]+/g, REDACTED],
  [/\b(postgres(?:ql)?|mysql|redis|smtps?|amqps?):\/\/([^:@/\s]+):([^@\s]+)@/gi, `$1://$2:${REDACTED}@`],
  [new RegExp(`(["']?(?:${SECRET_WORDS})["']?\\s*[:=]\\s*)(["'])(?:(?!\\2)[^\\\\]|\\\\.)*\\2`, "gi"), `$1$2${REDACTED}$2`],
  [new RegExp(`(^|[?&;,(\\s])((?:${SECRET_WORDS})=)[^&\\s"']+`, "gi"), `$1$2${REDACTED}`],
  [/((?:authjs|__Secure-authjs|next-auth)[.\w-]*=)[^;\s]+/gi, `$1${REDACTED}`],
]);

/**
 * Text in which no pattern above can match: it names none of the words, prefixes or markers
 * they start from. Most of what is logged (paths, methods, addresses) is such text, and one test
 * of it is cheaper than eight replacements (each request's log line has four strings).
 */
const MAY_HOLD_SECRET = new RegExp(`bearer|basic|eyj|sk_|rk_|whsec_|test_cs_|://|pass|authjs|next-auth|${SECRET_WORDS}`, "i");

/** @param {string} text */
export function scrubText(text) {
  if (!MAY_HOLD_SECRET.test(text)) return text;
  let clean = text;
  for (const [pattern, replacement] of PATTERNS) clean = clean.replace(pattern, replacement);
  return clean;
}

/**
 * A copy of a value fit to log: secret fields replaced, secrets in text
 * replaced, errors as { type, message, stack }.
 * @param {unknown} value
 * @param {number} [depth]
 * @returns {unknown}
 */
export function scrub(value, depth = 0) {
  if (typeof value === "string") return scrubText(value);
  if (value === null || typeof value !== "object") return value;
  if (depth > 8) return "[nested]";
  if (value instanceof Error) {
    /** @type {Record<string, unknown>} */
    const error = { type: value.name, message: scrubText(value.message), stack: value.stack ? scrubText(value.stack) : undefined };
    const code = /** @type {{ code?: unknown }} */ (value).code;
    if (code !== undefined) error.code = code;
    if (value.cause !== undefined) error.cause = scrub(value.cause, depth + 1);
    return error;
  }
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  if (value instanceof Date) return value.toISOString();
  /** @type {Record<string, unknown>} */
  const copy = {};
  for (const [key, item] of Object.entries(value)) copy[key] = SECRET_KEY.test(key) && item !== undefined && item !== null ? REDACTED : scrub(item, depth + 1);
  return copy;
}

/**
 * The process's logger.
 * @param {{ level?: string; destination?: import("pino").DestinationStream }} [options]
 */
export function createLogger(options = {}) {
  const level = options.level ?? process.env.LOG_LEVEL ?? "info";
  return pino(
    {
      level,
      base: { service: "spotless" },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // Errors are already { type, message, stack } (scrubbed, below).
      serializers: { err: (value) => value },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      hooks: {
        // Every argument, objects and message alike, is scrubbed before it is written.
        logMethod(args, method) {
          return method.apply(this, /** @type {Parameters<typeof method>} */ (args.map((arg) => scrub(arg))));
        },
      },
    },
    options.destination,
  );
}

/**
 * Sends console.log/info/debug/warn/error through the logger: each call one
 * JSON line, its message formatted as the console would (errors as `err`).
 * @param {import("pino").Logger} logger
 */
export function routeConsoleTo(logger) {
  routed[ROUTED] = logger;
  /** @param {"debug" | "info" | "warn" | "error"} level */
  const write =
    (level) =>
    /** @param {unknown[]} args */
    (...args) => {
      const errors = args.filter((arg) => arg instanceof Error);
      const message = format(...args.filter((arg) => !(arg instanceof Error)));
      if (errors.length) logger[level]({ err: errors.length === 1 ? errors[0] : errors }, message || String(/** @type {Error} */ (errors[0]).message));
      else logger[level](message);
    };
  console.debug = write("debug");
  console.log = write("info");
  console.info = write("info");
  console.warn = write("warn");
  console.error = write("error");
}

/**
 * One line with fields of its own besides its message (an id to search the logs by), at a level:
 * through the logger the console is routed to (`npm start`, the worker in production), else the
 * console (development, where lines are text). Fields are scrubbed like everything else.
 * @param {"debug" | "info" | "warn" | "error"} level
 * @param {Record<string, unknown>} fields
 * @param {string} message
 */
export function logLine(level, fields, message) {
  const logger = routed[ROUTED];
  if (logger) logger[level](fields, message);
  else console[level](message, fields);
}
