import "server-only";

/**
 * The address a request came from, for rate limits. Next.js fills
 * X-Forwarded-For with the socket's address when no proxy did; behind a load
 * balancer the last entry is the one it appended (earlier entries are
 * whatever the client claimed).
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for");
  const last = forwarded?.split(",").at(-1)?.trim();
  return (last || headers.get("x-real-ip") || "unknown").slice(0, 64);
}
