// @ts-check
/**
 * Who sent a request, as server.mjs tells the application: the address of
 * the connection it came on (PEER_HEADER, over anything the client sent;
 * lib/server/client-address.ts reads it with TRUSTED_PROXY_HOPS) and the id it
 * is logged under (`x-request-id`).
 *
 * One request reaches server.mjs a second time: a server action posted to a
 * page that does not own it, which Next.js forwards to the page that does,
 * as a new request from this very process (over loopback, with the original
 * request's headers). The connection's address would then be the server's
 * own, and every client's attempts through that hop would share one rate
 * limit. So each request's address and id are sealed with a secret that only
 * this process knows (PEER_SEAL_HEADER, an HMAC of both); a request whose
 * seal matches is this process's own forward and keeps them. No client can
 * make a seal, so none can choose its address this way.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { REQUEST_ID_HEADER, requestIdFrom } from "../logging/logger.mjs";

export const PEER_HEADER = "x-spotless-peer";
export const PEER_SEAL_HEADER = "x-spotless-peer-seal";

/** @param {string | string[] | undefined} value */
const single = (value) => (typeof value === "string" ? value : undefined);

/**
 * What server.mjs calls first for every request: writes the request's
 * address, id and seal into its headers, and returns the address and id.
 * `trustedProxy`: whether a proxy in front (TRUSTED_PROXY_HOPS above 0) may
 * name the request's id; without one, any id a client sends is replaced.
 * @param {{ trustedProxy: boolean }} options
 */
export function createRequestIdentity({ trustedProxy }) {
  const secret = randomBytes(32);
  /** @param {string} peer @param {string} requestId */
  const sealOf = (peer, requestId) => createHmac("sha256", secret).update(`${peer}\n${requestId}`).digest();

  /** @param {import("node:http").IncomingHttpHeaders} headers */
  function forwarded(headers) {
    const peer = single(headers[PEER_HEADER]);
    const requestId = single(headers[REQUEST_ID_HEADER]);
    const seal = single(headers[PEER_SEAL_HEADER]);
    if (peer === undefined || requestId === undefined || seal === undefined) return null;
    const given = Buffer.from(seal, "base64url");
    const expected = sealOf(peer, requestId);
    return given.length === expected.length && timingSafeEqual(given, expected) ? { peer, requestId } : null;
  }

  /**
   * @param {import("node:http").IncomingMessage} request
   * @returns {{ peer: string; requestId: string }}
   */
  return function identify(request) {
    const { headers } = request;
    const identity = forwarded(headers) ?? {
      peer: request.socket?.remoteAddress ?? "",
      requestId: requestIdFrom(headers[REQUEST_ID_HEADER], trustedProxy),
    };
    headers[PEER_HEADER] = identity.peer;
    headers[REQUEST_ID_HEADER] = identity.requestId;
    headers[PEER_SEAL_HEADER] = sealOf(identity.peer, identity.requestId).toString("base64url");
    return identity;
  };
}
