/**
 * Where `npm run dev` listens, and the address its links use.
 *
 * The development server binds to loopback (127.0.0.1) unless told
 * otherwise: it serves /dev/mailbox, which shows password-reset links, so it
 * must not be reachable from the network by default. `-H 0.0.0.0` (Next.js's
 * own --hostname flag) opens it on purpose. The port is always passed on
 * explicitly (3000, PORT, or -p), so that Next.js never moves to another port
 * without the links knowing.
 *
 * Without APP_URL, links (emails, payments) point to the address the server
 * listens on: http://localhost:<port> for loopback (or every interface),
 * else the host it was given.
 */
export const DEFAULT_DEV_HOST = "127.0.0.1";
export const DEFAULT_DEV_PORT = 3000;

const LOOPBACK_OR_ANY = new Set(["127.0.0.1", "localhost", "::1", "[::1]", "0.0.0.0", "::", "[::]"]);
const LOOPBACK = new Set(["127.0.0.1", "localhost", "::1", "[::1]"]);

export type DevAddress = {
  /** The arguments for `next dev`, with the hostname and port made explicit. */
  args: string[];
  hostname: string;
  port: number;
  /** APP_URL: as configured, else the address the server listens on. */
  appUrl: string;
  /** Whether other machines can reach the server. */
  exposed: boolean;
};

/** The value of `-x v`, `--long v` or `--long=v` in `args`, and the args without it. */
function takeOption(args: string[], short: string, long: string): { value?: string; rest: string[] } {
  const rest: string[] = [];
  let value: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === short || arg === long) {
      value = args[i + 1];
      i++;
    } else if (arg.startsWith(`${long}=`)) {
      value = arg.slice(long.length + 1);
    } else {
      rest.push(arg);
    }
  }
  return { value, rest };
}

export function devAddress(argv: string[], environment: Record<string, string | undefined> = process.env): DevAddress {
  const host = takeOption(argv, "-H", "--hostname");
  const port = takeOption(host.rest, "-p", "--port");
  const hostname = host.value || DEFAULT_DEV_HOST;
  const portNumber = Number(port.value || environment.PORT || DEFAULT_DEV_PORT);
  if (!Number.isInteger(portNumber) || portNumber < 1 || portNumber > 65535) throw new Error(`Not a port number: ${port.value ?? environment.PORT}`);

  const https = port.rest.includes("--experimental-https");
  const shownHost = LOOPBACK_OR_ANY.has(hostname) ? "localhost" : hostname.includes(":") && !hostname.startsWith("[") ? `[${hostname}]` : hostname;
  return {
    args: [...port.rest, "--hostname", hostname, "--port", String(portNumber)],
    hostname,
    port: portNumber,
    appUrl: environment.APP_URL || `${https ? "https" : "http"}://${shownHost}:${portNumber}`,
    exposed: !LOOPBACK.has(hostname),
  };
}
