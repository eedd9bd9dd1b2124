import "server-only";
import { headers } from "next/headers";
import { clientAddressHeader, trustedProxyHops } from "@/lib/config/env";

/** What an address reads when Spotless cannot tell (no address at all, `next start`, outside a request). */
export const UNKNOWN_CLIENT = "unknown";

/**
 * Who a request came from, for the per-client rate limits.
 *
 * The only address no client can choose is the one its connection came
 * from. Spotless's server (server.mjs, `npm start`) writes it into the
 * header named by SPOTLESS_PEER_HEADER on every request, over anything the
 * client sent. Behind load balancers, that address is the nearest
 * balancer's; each balancer appends the address it was reached from to
 * X-Forwarded-For, so the client is found TRUSTED_PROXY_HOPS entries back
 * from the connection (entries further left are whatever the client wrote,
 * and are never read). With no proxy (the default, 0) X-Forwarded-For is
 * ignored altogether. Without server.mjs (a serverless platform), the
 * address is the one the platform writes into CLIENT_ADDRESS_HEADER.
 */
export function resolveClientAddress(source: { peer: string | null; forwardedFor: string | null; hops: number }): string {
  const forwarded = (source.forwardedFor ?? "").split(",").map((entry) => entry.trim()).filter(Boolean);
  const chain = source.peer ? [...forwarded, source.peer] : forwarded;
  if (chain.length === 0) return UNKNOWN_CLIENT;
  // Fewer entries than trusted hops: the request skipped a proxy; the furthest known address is still the best.
  const client = chain[Math.max(0, chain.length - 1 - source.hops)];
  return normalise(client).slice(0, 64);
}

/** '::ffff:10.0.0.1' (an IPv4 client on an IPv6 socket) is 10.0.0.1. */
const normalise = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "").toLowerCase();

let warned = false;

export function clientAddress(headers: Headers): string {
  const peerHeader = process.env.SPOTLESS_PEER_HEADER;
  if (peerHeader) {
    return resolveClientAddress({ peer: headers.get(peerHeader), forwardedFor: headers.get("x-forwarded-for"), hops: trustedProxyHops() });
  }
  const platformHeader = clientAddressHeader();
  if (platformHeader) {
    // A serverless platform (no server.mjs) writes the client's address into the header the operator named;
    // where it appends to a list, its own entry is the last (those before it are the client's to write).
    return resolveClientAddress({ peer: null, forwardedFor: headers.get(platformHeader), hops: 0 });
  }
  if (process.env.NODE_ENV === "production") {
    // `next start` instead of `npm start`: the connection's address is unknown, so every client shares one budget.
    if (!warned) console.error("Spotless runs without server.mjs (`npm start`) and without CLIENT_ADDRESS_HEADER: it cannot tell clients apart, so rate limits are shared by all.");
    warned = true;
    return UNKNOWN_CLIENT;
  }
  // `next dev` (loopback only): Next.js wrote the connection's address into X-Forwarded-For unless the client sent one.
  const forwarded = (headers.get("x-forwarded-for") ?? "").split(",").map((entry) => entry.trim());
  return resolveClientAddress({ peer: forwarded.pop() || null, forwardedFor: forwarded.join(","), hops: trustedProxyHops() });
}

/** The address of the request being served (as clientAddress reads it); UNKNOWN_CLIENT outside one (a script, the worker). */
export async function requestClientAddress(): Promise<string> {
  try {
    return clientAddress(await headers());
  } catch {
    return UNKNOWN_CLIENT;
  }
}

/** The request's client address, or null when Spotless cannot tell (then no per-address rule may count it). */
export async function knownClientAddress(): Promise<string | null> {
  const address = await requestClientAddress();
  return address === UNKNOWN_CLIENT ? null : address;
}
