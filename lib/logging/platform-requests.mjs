// @ts-check
/**
 * Request ids and the request log without server.mjs (`next start`, a
 * serverless platform that runs Next.js): what server.mjs does for each
 * request, done from Node's own announcement of it. Node's HTTP server
 * publishes every request on the diagnostics channel
 * `http.server.request.start` just before it hands it to Next.js, in the
 * same turn: so each request gets an id here (a new one: no proxy's id is
 * trusted, since no TRUSTED_PROXY_HOPS applies), written into its headers and
 * its answer's `x-request-id`, carried by every line logged while it is
 * served, and ends with the same one line (lib/logging/request-log.mjs),
 * with the client's address as the platform wrote it (CLIENT_ADDRESS_HEADER).
 */
import diagnostics from "node:diagnostics_channel";
import { REQUEST_ID_HEADER, requestContext, requestIdFrom } from "./logger.mjs";
import { logWhenDone } from "./request-log.mjs";

/**
 * @param {import("pino").Logger} logger
 * @param {{ clientAddressHeader: string | null }} options
 */
export function logPlatformRequests(logger, { clientAddressHeader }) {
  diagnostics.subscribe("http.server.request.start", (message) => {
    const { request, response } = /** @type {{ request: import("node:http").IncomingMessage; response: import("node:http").ServerResponse }} */ (message);
    const requestId = requestIdFrom(undefined, false);
    request.headers[REQUEST_ID_HEADER] = requestId;
    response.setHeader(REQUEST_ID_HEADER, requestId);
    const given = clientAddressHeader ? request.headers[clientAddressHeader] : undefined;
    const peer = (Array.isArray(given) ? given.join(",") : (given ?? "")).split(",").pop()?.trim() ?? "";
    logWhenDone(logger, request, response, { requestId, peer });
    // The rest of this turn is the request's hand-over to Next.js: everything it does for the request inherits the id.
    requestContext.enterWith({ requestId });
  });
}
