import "server-only";
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * Server-side request forgery: a webhook endpoint is an address an admin
 * types, and Spotless then posts to it from inside the shop's network. In
 * production only public addresses are allowed: a host that is, or resolves
 * to, a private, loopback, link-local, unique-local, site-local, unspecified,
 * carrier-grade NAT, multicast or otherwise reserved address (IPv4 or IPv6)
 * is refused, and so is every IPv6 form that carries an IPv4 address a
 * router or the host itself may deliver to: IPv4-compatible (::/96) and
 * Teredo (2001::/32) always, IPv4-mapped (::ffff:0:0/96), NAT64's well-known
 * prefix (64:ff9b::/96) and 6to4 (2002::/16) by the IPv4 address they hold,
 * NAT64's local-use prefix (64:ff9b:1::/48) always (docs/webhooks.md). The
 * check runs when the endpoint is registered and again at every delivery
 * (which then connects to the address it checked, so a name that resolves
 * differently the second time cannot slip through).
 * WEBHOOK_ALLOW_PRIVATE=true lifts the rule (a shop that posts to its own
 * systems on a private network); development and tests allow everything, so
 * that a listener on this machine can receive.
 */
export type ResolvedAddress = { address: string; family: 4 | 6 };

/** Whether private addresses are allowed here: outside production, or when WEBHOOK_ALLOW_PRIVATE=true. */
export const privateAddressesAllowed = (environment: NodeJS.ProcessEnv = process.env) =>
  environment.NODE_ENV !== "production" || environment.WEBHOOK_ALLOW_PRIVATE === "true";

/** IPv4-compatible IPv6 (deprecated by RFC 4291; ipaddr.js calls it unicast): ::127.0.0.1 is ::7f00:1. */
const IPV4_COMPATIBLE = ipaddr.parseCIDR("::/96");
/** NAT64's well-known prefix (RFC 6052): the IPv4 address is the last 32 bits. The local-use 64:ff9b:1::/48 is left out. */
const NAT64_WELL_KNOWN = ipaddr.parseCIDR("64:ff9b::/96");

/** The IPv4 address an IPv6 one stands for where it is judged by it (NAT64's well-known prefix, 6to4), else null. */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const [a, b] = address.match(NAT64_WELL_KNOWN) ? address.parts.slice(6, 8) : address.range() === "6to4" ? address.parts.slice(1, 3) : [];
  return a === undefined || b === undefined ? null : new ipaddr.IPv4([a >> 8, a & 0xff, b >> 8, b & 0xff]);
}

/**
 * IPv6 text in its canonical form, by the URL parser (a zone id dropped):
 * ipaddr.js reads `::a.b.c.d` as IPv4-mapped, where RFC 4291 (and the C
 * library's DNS answers) mean IPv4-compatible, `::a.b.c.d` being `::xxxx:xxxx`.
 */
function canonical(address: string): string {
  if (isIP(address) !== 6) return address;
  try {
    return bareHost(new URL(`http://[${address.split("%")[0]}]/`).hostname);
  } catch {
    return address;
  }
}

/** Whether an IP address (v4 or v6 text) is a public unicast address that Spotless may post to. */
export function isPublicAddress(text: string): boolean {
  const address = canonical(text);
  if (!ipaddr.isValid(address)) return false;
  // ::ffff:10.0.0.1 is judged as 10.0.0.1.
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.range() === "unicast";
  const ipv6 = parsed as ipaddr.IPv6;
  const embedded = embeddedIPv4(ipv6);
  if (embedded) return embedded.range() === "unicast";
  return ipv6.range() === "unicast" && !ipv6.match(IPV4_COMPATIBLE);
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
