import "server-only";
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * Server-side request forgery: a webhook endpoint is an address an admin
 * types, and Spotless then posts to it from inside the shop's network. In
 * production only public addresses are allowed: a host that is, or resolves
 * to, a private, loopback, link-local, unique-local, unspecified, carrier-grade
 * NAT, multicast or otherwise reserved address (IPv4 or IPv6, IPv4-mapped IPv6
 * included) is refused, when the endpoint is registered and again at every
 * delivery (which then connects to the address it checked, so a name that
 * resolves differently the second time cannot slip through).
 * WEBHOOK_ALLOW_PRIVATE=true lifts the rule (a shop that posts to its own
 * systems on a private network); development and tests allow everything, so
 * that a listener on this machine can receive.
 */
export type ResolvedAddress = { address: string; family: 4 | 6 };

/** Whether private addresses are allowed here: outside production, or when WEBHOOK_ALLOW_PRIVATE=true. */
export const privateAddressesAllowed = (environment: NodeJS.ProcessEnv = process.env) =>
  environment.NODE_ENV !== "production" || environment.WEBHOOK_ALLOW_PRIVATE === "true";

/** Whether an IP address (v4 or v6 text) is a public unicast address that Spotless may post to. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // ::ffff:10.0.0.1 is judged as 10.0.0.1.
  const parsed = ipaddr.process(address);
  return parsed.range() === "unicast";
}

/** A URL's host without IPv6 brackets. */
export const bareHost = (hostname: string) => (hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname);

export class AddressRefused extends Error {
  constructor(
    message: string,
    readonly reason: "private" | "unresolvable",
  ) {
    super(message);
    this.name = "AddressRefused";
  }
}

/**
 * The addresses a URL's host stands for (the host itself when it is an IP
 * address, else what DNS answers), each checked unless private ones are
 * allowed: one private address among them refuses the host.
 */
export async function resolveChecked(hostname: string, allowPrivate: boolean, resolve: typeof lookup = lookup): Promise<ResolvedAddress[]> {
  const host = bareHost(hostname);
  let addresses: ResolvedAddress[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) as 4 | 6 }];
  } else {
    try {
      addresses = (await resolve(host, { all: true, verbatim: true })).map((entry) => ({ address: entry.address, family: entry.family as 4 | 6 }));
    } catch {
      throw new AddressRefused(`The host ${host} could not be resolved`, "unresolvable");
    }
    if (addresses.length === 0) throw new AddressRefused(`The host ${host} could not be resolved`, "unresolvable");
  }
  if (!allowPrivate) {
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused) throw new AddressRefused(`Refused: ${host} is (or resolves to) ${refused.address}, which is not a public address`, "private");
  }
  return addresses;
}
