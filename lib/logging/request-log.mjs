// @ts-check
/**
 * The one line server.mjs writes for each request it is handed: method, path
 * (without its query), status, duration and the connection's address, under
 * the request's id. Written when the request is over, however it ended: the
 * answer sent, or the connection closed first (`aborted`, with the status only
 * if an answer had begun). What it needs is read when the request arrives,
 * since by then its socket may be gone.
 */
import { requestContext } from "./logger.mjs";

/**
 * @param {import("pino").Logger} logger
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 * @param {{ requestId: string; peer: string }} identity
 */
export function logWhenDone(logger, request, response, { requestId, peer }) {
  const started = performance.now();
  const method = request.method;
  const path = (request.url ?? "/").split("?")[0];
  response.once("close", () => {
    /** @type {Record<string, unknown>} */
    const line = { method, path };
    if (response.headersSent) line.status = response.statusCode;
    line.durationMs = Math.round(performance.now() - started);
    line.peer = peer;
    if (!response.writableFinished) line.aborted = true;
    requestContext.run({ requestId }, () => logger.info(line, "request"));
  });
}
