import "server-only";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { AddressRefused, resolveChecked, type ResolvedAddress } from "./addresses";

/**
 * One attempt at posting a webhook: resolve the endpoint's host and check
 * the addresses (lib/server/webhooks/addresses.ts), then connect to the
 * checked address itself (TLS still verifies the host name). A 2xx answer
 * is a success; anything else (a redirect too: it is never followed), a
 * timeout or a network error is a failure.
 */
export type AttemptResult =
  | { ok: true; status: number }
  | { ok: false; status: number | null; error: string; refused: boolean };

export const WEBHOOK_TIMEOUT_MS = 10_000;

/** Of an answer's body, this much is read (and thrown away): enough to let the connection close cleanly. */
const MAX_RESPONSE_BYTES = 64 * 1024;

export async function postWebhook(options: {
  url: string;
  body: string;
  headers: Record<string, string>;
  allowPrivate: boolean;
  timeoutMs?: number;
}): Promise<AttemptResult> {
  let url: URL;
  try {
    url = new URL(options.url);
  } catch {
    return { ok: false, status: null, error: "The endpoint's URL is not valid", refused: true };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { ok: false, status: null, error: "Only http and https URLs are allowed", refused: true };

  let addresses: ResolvedAddress[];
  try {
    addresses = await resolveChecked(url.hostname, options.allowPrivate);
  } catch (error) {
    if (error instanceof AddressRefused) return { ok: false, status: null, error: error.message, refused: error.reason === "private" };
    throw error;
  }
  const [pinned] = addresses;
  // The connection goes to the address checked above, whatever DNS would say now.
  const pinnedLookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) (callback as unknown as (error: null, addresses: ResolvedAddress[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };

  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const client = url.protocol === "https:" ? https : http;
  return new Promise<AttemptResult>((resolve) => {
    let settled = false;
    const finish = (result: AttemptResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const request = client.request(
      url,
      {
        method: "POST",
        lookup: pinnedLookup,
        headers: { ...options.headers, "content-type": "application/json", "content-length": String(Buffer.byteLength(options.body)), "user-agent": "Spotless-Webhooks/1" },
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let read = 0;
        response.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_RESPONSE_BYTES) response.destroy();
        });
        const done = () =>
          finish(status >= 200 && status < 300 ? { ok: true, status } : { ok: false, status, error: status >= 300 && status < 400 ? `Answered ${status} (redirects are not followed)` : `Answered ${status}`, refused: false });
        response.on("end", done);
        response.on("close", done);
        response.on("error", done);
      },
    );
    const timer = setTimeout(() => {
      request.destroy(new Error(`No answer within ${Math.round(timeoutMs / 1000)} seconds`));
    }, timeoutMs);
    request.on("error", (error) => finish({ ok: false, status: null, error: error.message.slice(0, 500) || "The connection failed", refused: false }));
    request.end(options.body);
  });
}
