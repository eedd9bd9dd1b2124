// @ts-check
/**
 * Posts to pages, screened by server.mjs before Next.js reads them.
 *
 * Forms post to pages: a server action called by the page's script (a POST
 * with the `Next-Action` header, its arguments encoded by React as JSON text
 * or as multipart parts), or the same form posted without JavaScript
 * (multipart). Next.js answers what is wrong with such a request itself with
 * a 500 and an error in the log, or a reset connection: a body over its limit,
 * a foreign or `null` Origin, a body that is not what React encodes, or
 * arguments nested so deeply that React's decoder runs out of stack. Those
 * are the client's faults, so they are answered here, as JSON, before Next.js
 * sees the request: 403 for another site's form, 413 past the limit, 400 for
 * a body that cannot be read or nests deeper than any input may
 * (MAX_INPUT_DEPTH). A body that passes is read once, here, and handed to
 * Next.js whole.
 */
import { requestMessages } from "../messages/requests.mjs";
import { jsonHasMoreValuesThan, jsonTooDeep, MAX_INPUT_DEPTH } from "../validation/nesting.mjs";

/**
 * How long a refused request's client may go on sending the rest of its body
 * (which is read and dropped) before its connection is closed (see refuse).
 */
const DRAIN_MS = 5_000;

/**
 * Where Next.js finds a server action's body that was already read (its own
 * proxies hand it over this way): request metadata under this symbol, field
 * `actionBody`.
 */
const NEXT_REQUEST_META = Symbol.for("NextInternalRequestMeta");

/**
 * The multipart parts React parses as JSON: the rows of a script's call
 * (named by a number) and, in a form posted without JavaScript, a bound
 * action's description and arguments (`$ACTION_<n>:<number>`). Other parts
 * are a form's own fields, which are text and never parsed.
 */
const MODEL_PART = /^(\$ACTION_[^:]*:)?(\d{1,9})$/;

/**
 * The values React writes with a leading `$` that the site's own calls use:
 * an escaped string, undefined, the numbers JSON cannot write, a date, a big
 * integer (React's limit: 300 characters), a form's fields. React can decode
 * more (references to other parts, maps, sets, blobs, streams, server and
 * temporary references), but no form of the site sends them, and malformed
 * ones fail inside its decoder, which Next.js answers with a 500.
 */
const PLAIN_ENCODING = /^\$(?:\$|D|undefined$|NaN$|Infinity$|-Infinity$|-0$|n-?\d{1,299}$|K[0-9a-f]{1,8}$)/;

/** The bound arguments a form posted without JavaScript carries: a promise of another part (`$@<id>`, in hexadecimal). */
const BOUND_ARGUMENTS = /^\$@([0-9a-f]{1,8})$/;

/**
 * React's decoder refuses arrays holding more than a million items and
 * characters in all (with an error Next.js answers with a 500); it is counted
 * here as React counts it, or more strictly.
 */
const MAX_ARRAY_WEIGHT = 1_000_000;

/** The most arguments Next.js passes to an action (it fails past them). */
const MAX_ARGUMENTS = 1_000;

/**
 * The most values a call's JSON may hold, all its parts together, and the
 * most parts a multipart form may have. The largest form of the site sends a
 * few hundred of either; a body of hundreds of thousands of tiny pieces
 * (within the size limit) would otherwise be parsed and decoded several
 * times over, synchronously, holding up every other request for seconds.
 */
const MAX_ACTION_VALUES = 10_000;
const MAX_FORM_PARTS = 1_000;

/**
 * How many parts a multipart body has, counted on its bytes (its boundary
 * lines) before any parser reads it; null without a boundary.
 * @param {string} type the content type
 * @param {Buffer} body
 */
function multipartPartCount(type, body) {
  const boundary = /boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(type);
  if (!boundary) return null;
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  let count = -1;
  for (let at = body.indexOf(delimiter); at !== -1; at = body.indexOf(delimiter, at + delimiter.length)) count += 1;
  return Math.max(count, 0);
}

/**
 * The most a server action's body may hold: next.config.ts's
 * `serverActions.bodySizeLimit`, as the build resolved it (a number of bytes),
 * or Next.js's own default of 1 MB.
 * @param {{ experimental?: { serverActions?: { bodySizeLimit?: unknown } } } | undefined} config
 */
export function actionBodyLimit(config) {
  const limit = config?.experimental?.serverActions?.bodySizeLimit;
  if (limit === undefined) return 1024 * 1024;
  if (typeof limit !== "number" || !Number.isSafeInteger(limit) || limit <= 0) throw new Error(`serverActions.bodySizeLimit must be a number of bytes, not ${JSON.stringify(limit)}`);
  return limit;
}

/**
 * Whether Next.js would read this request's body as a form's: a POST to a
 * page (the API reads its own bodies) carrying `Next-Action`, or a multipart
 * form.
 * @param {import("node:http").IncomingMessage} request
 */
export function isPagePost(request) {
  if (request.method !== "POST") return false;
  const path = (request.url ?? "/").split("?")[0];
  if (path === "/api" || path.startsWith("/api/")) return false;
  return request.headers["next-action"] !== undefined || /^multipart\/form-data/i.test(request.headers["content-type"] ?? "");
}

/**
 * Whether the request's Origin, if it sent one, is the site it was sent to:
 * the check Next.js makes (its host against `X-Forwarded-Host`, else `Host`),
 * where a foreign, `null` or malformed Origin would be a 500.
 * @param {import("node:http").IncomingHttpHeaders} headers
 */
function sameOrigin(headers) {
  const origin = headers.origin;
  if (origin === undefined) return true;
  let originHost;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  const forwarded = headers["x-forwarded-host"];
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded?.split(",")[0]?.trim()) || headers.host;
  return originHost !== "" && originHost === host;
}

/**
 * The body, read up to `maxBytes`: "too-large" past it (what follows is read
 * and dropped), null when the client went away before sending all of it.
 * @param {import("node:http").IncomingMessage} request
 * @param {number} maxBytes
 * @returns {Promise<Buffer | "too-large" | null>}
 */
function readBody(request, maxBytes) {
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    let chunks = [];
    let received = 0;
    request.on("data", (/** @type {Buffer} */ chunk) => {
      if (received > maxBytes) return;
      received += chunk.length;
      if (received <= maxBytes) chunks.push(chunk);
      else {
        chunks = [];
        resolve("too-large");
      }
    });
    request.once("end", () => resolve(received > maxBytes ? "too-large" : Buffer.concat(chunks, received)));
    request.once("close", () => resolve(null));
    request.once("error", () => resolve(null));
  });
}

/**
 * What is wrong with a body that Next.js would hand to React's decoder, if
 * anything: text that is not JSON, a multipart body that is not a form, a
 * call that is not a list of arguments, a part that is missing, nests deeper
 * than MAX_INPUT_DEPTH or holds what the site's forms never send, or more
 * such parts than MAX_INPUT_DEPTH (each may refer to another, so a chain of
 * them nests as brackets do).
 * @param {import("node:http").IncomingHttpHeaders} headers
 * @param {Buffer} body
 * @returns {Promise<string | null>}
 */
async function unreadable(headers, body) {
  const type = headers["content-type"] ?? "";
  const called = headers["next-action"] !== undefined;
  if (/^multipart\/form-data/i.test(type)) {
    const parts = multipartPartCount(type, body);
    if (parts === null) return requestMessages.bodyUnreadable;
    if (parts > MAX_FORM_PARTS) return requestMessages.tooManyParts;
    let form;
    try {
      form = await new Response(/** @type {BodyInit} */ (/** @type {unknown} */ (body)), { headers: { "content-type": type } }).formData();
    } catch {
      return requestMessages.bodyUnreadable;
    }
    /** @type {Map<string, string>} */
    const models = new Map();
    /** @type {string[]} */
    const bound = [];
    for (const [name, value] of form) {
      if (name.startsWith("$ACTION_REF_")) bound.push(`$ACTION_${name.slice("$ACTION_REF_".length)}:`);
      const model = MODEL_PART.exec(name);
      // A script's call reads the unprefixed parts; a form without JavaScript only its bound actions'.
      if (!model || typeof value !== "string" || (model[1] === undefined) !== called) continue;
      models.set(name, value);
      if (models.size > MAX_INPUT_DEPTH) return requestMessages.nestedTooDeeply;
    }
    const roots = called ? [""] : bound;
    if (roots.some((prefix) => !models.has(`${prefix}0`))) return requestMessages.bodyUnreadable;
    if ([...models.values()].some((text) => jsonTooDeep(text))) return requestMessages.nestedTooDeeply;
    if (jsonHasMoreValuesThan([...models.values()].join(","), MAX_ACTION_VALUES)) return requestMessages.tooManyValues;
    for (const [name, text] of models) {
      const [, prefix = "", id] = /** @type {RegExpExecArray} */ (MODEL_PART.exec(name));
      const role = called && id === "0" ? "arguments" : !called && id === "0" ? "bound action" : "value";
      const problem = unreadableModel(text, role, (part) => models.has(`${prefix}${part}`) && part !== 0);
      if (problem) return problem;
    }
    return null;
  }
  // A script's call with its arguments as JSON text (React sends text/plain); Next.js reads no other
  // kind of body (a urlencoded one it refuses itself), and one without a type is no form's.
  if (!type) return requestMessages.bodyUnreadable;
  if (/^application\/x-www-form-urlencoded/i.test(type)) return null;
  const text = body.toString("utf8");
  if (jsonTooDeep(text)) return requestMessages.nestedTooDeeply;
  if (jsonHasMoreValuesThan(text, MAX_ACTION_VALUES)) return requestMessages.tooManyValues;
  return unreadableModel(text, "arguments", () => false);
}

/**
 * What is wrong with one JSON value of a call, if anything (see unreadable).
 * `role`: the call's arguments (a list), a bound action's description (which
 * alone may point at its arguments' part), or any other value.
 * @param {string} text
 * @param {"arguments" | "bound action" | "value"} role
 * @param {(part: number) => boolean} partExists
 */
function unreadableModel(text, role, partExists) {
  if (jsonTooDeep(text)) return requestMessages.nestedTooDeeply;
  /** @type {unknown} */
  let root;
  try {
    root = JSON.parse(text);
  } catch {
    return requestMessages.bodyUnreadable;
  }
  if (role === "arguments" && !(Array.isArray(root) && root.length <= MAX_ARGUMENTS)) return requestMessages.bodyUnreadable;
  let arrayWeight = 0;
  /** @type {unknown[]} */
  const stack = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === "string") {
      if (value[0] !== "$" || PLAIN_ENCODING.test(value)) continue;
      const promise = role === "bound action" ? BOUND_ARGUMENTS.exec(value) : null;
      if (promise && partExists(parseInt(promise[1], 16))) continue;
      return requestMessages.bodyUnreadable;
    }
    if (!value || typeof value !== "object") continue;
    const items = Object.values(value);
    if (Array.isArray(value)) {
      arrayWeight += items.length + 1;
      for (const item of items) if (typeof item === "string") arrayWeight += item.length;
      if (arrayWeight > MAX_ARRAY_WEIGHT) return requestMessages.bodyUnreadable;
    }
    for (const item of items) stack.push(item);
  }
  return null;
}

/**
 * Answers a refused request: JSON with the site's configured headers. When
 * its body has not all arrived, the answer is sent at once, but the response
 * ends (and Node.js may close the connection) only once the rest of the body
 * has been read and dropped, or DRAIN_MS later: a connection closed while the
 * client still sends is reset, and the client may lose the answer with it.
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 * @param {{ regex: RegExp; headers: { key: string; value: string }[] }[]} headerRules
 * @param {number} status
 * @param {string} message
 */
function refuse(request, response, headerRules, status, message) {
  const path = (request.url ?? "/").split("?")[0];
  for (const rule of headerRules) {
    if (rule.regex.test(path)) for (const { key, value } of rule.headers) response.setHeader(key, value);
  }
  const body = JSON.stringify({ success: false, message });
  response.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Content-Length": Buffer.byteLength(body), "Cache-Control": "private, no-store" });
  if (request.complete) {
    response.end(body);
    return;
  }
  response.write(body);
  const socket = request.socket;
  const finish = () => {
    clearTimeout(timer);
    response.end();
    if (!request.complete) socket?.destroy();
  };
  const timer = setTimeout(finish, DRAIN_MS);
  request.once("end", finish);
  socket?.once("close", () => clearTimeout(timer));
  request.resume();
}

/**
 * Screens a post to a page (isPagePost) before Next.js reads it; any other
 * request passes untouched. Resolves true when Next.js should handle the
 * request (its body, if read here, handed over with it), false when it was
 * answered here or its client went away.
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 * @param {{ maxBytes: number; headerRules: { regex: RegExp; headers: { key: string; value: string }[] }[] }} options
 * @returns {Promise<boolean>}
 */
export async function screenPagePost(request, response, { maxBytes, headerRules }) {
  if (!isPagePost(request)) return true;
  if (!sameOrigin(request.headers)) {
    refuse(request, response, headerRules, 403, requestMessages.foreignOrigin);
    return false;
  }
  if (Number(request.headers["content-length"]) > maxBytes) {
    refuse(request, response, headerRules, 413, requestMessages.bodyTooLarge);
    return false;
  }
  const body = await readBody(request, maxBytes);
  if (body === null) return false;
  if (body === "too-large") {
    refuse(request, response, headerRules, 413, requestMessages.bodyTooLarge);
    return false;
  }
  const problem = await unreadable(request.headers, body);
  if (problem) {
    refuse(request, response, headerRules, 400, problem);
    return false;
  }
  const carrier = /** @type {Record<symbol, Record<string, unknown> | undefined>} */ (/** @type {unknown} */ (request));
  carrier[NEXT_REQUEST_META] = { ...carrier[NEXT_REQUEST_META], actionBody: body };
  return true;
}
