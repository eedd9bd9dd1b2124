import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import twilio from "twilio";
import { freePort } from "./net";
import { sendJson, serveOnLoopback } from "./stand-in";

/**
 * A stand-in for the text gateways on loopback, for the test suite: Twilio's Messages API (the
 * app's `twilio` SDK is pointed here with TWILIO_API_URL and sends its real requests, with its
 * account's Basic credentials) and a generic HTTP gateway shaped as a Bangladeshi aggregator's
 * (`/gateway/send`, an `api_key`, answers `{"response_code":202,"message_id":…}`). It records every
 * text it took, and the tests steer it under /__fake/:
 *
 * - `GET /__fake/messages`: the texts taken, oldest first (`id`, `provider`, `to`, `text`);
 * - `POST /__fake/fail?count=N`: the next N sends are refused (Twilio: 503; the gateway: 200 with an error code);
 * - `POST /__fake/delay?ms=M&count=N`: the next N sends are answered after M milliseconds (a gateway that times out);
 * - `POST /__fake/down?on=true|false`: every send is refused until it is back;
 * - `POST /__fake/report?id=…&status=…&times=N[&url=…]`: posts a delivery report of a text, N times
 *   (the same report twice, as gateways do): Twilio's signed to the StatusCallback its text named;
 *   the gateway's to `url` with the report secret.
 * - `POST /__fake/reply?provider=twilio|gateway&from=…&text=…&url=…`: posts a text a customer sent
 *   to the shop's number to `url` (the app's incoming-message route), as Twilio does (signed, fields
 *   `From`, `To`, `Body`) or as the gateway does (`from`, `text`, the secret); answers the app's
 *   status, content type and body.
 */
export type FakeSmsOptions = { accountSid: string; authToken: string; gatewayApiKey: string; reportSecret: string };
type Taken = { id: string; provider: "twilio" | "gateway"; to: string; text: string; statusCallback: string | null; at: string };

export async function startFakeSms(options: FakeSmsOptions): Promise<{ url: string; stop: () => Promise<void> }> {
  const taken: Taken[] = [];
  let failing = 0;
  let delaying = { ms: 0, count: 0 };
  let down = false;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;


  /** Whether this send is refused, after any delay the tests asked for. */
  async function refused(): Promise<boolean> {
    if (delaying.count > 0) {
      delaying.count -= 1;
      await new Promise((resolve) => setTimeout(resolve, delaying.ms));
    }
    if (down) return true;
    if (failing > 0) {
      failing -= 1;
      return true;
    }
    return false;
  }

  async function report(query: URLSearchParams): Promise<number[]> {
    const text = taken.find((one) => one.id === query.get("id"));
    if (!text) throw new Error(`No text ${query.get("id")}`);
    const status = query.get("status") ?? "delivered";
    const statuses: number[] = [];
    for (let time = 0; time < Number(query.get("times") ?? 1); time++) {
      if (text.provider === "twilio") {
        const fields = { MessageSid: text.id, MessageStatus: status, AccountSid: options.accountSid, To: text.to, ...(status !== "delivered" && { ErrorCode: "30003" }) };
        const signature = twilio.getExpectedTwilioSignature(options.authToken, text.statusCallback ?? "", fields);
        const answer = await fetch(text.statusCallback ?? "", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": signature }, body: new URLSearchParams(fields) });
        statuses.push(answer.status);
      } else {
        const answer = await fetch(query.get("url") ?? "", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", "x-gateway-secret": options.reportSecret },
          body: new URLSearchParams({ id: text.id, status }),
        });
        statuses.push(answer.status);
      }
    }
    return statuses;
  }

  /** A customer's text to the shop's number, passed on to the app as the provider would. */
  async function reply(query: URLSearchParams): Promise<{ status: number; contentType: string | null; body: string }> {
    const url = query.get("url") ?? "";
    const answer =
      query.get("provider") === "gateway"
        ? await fetch(url, {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded", "x-gateway-secret": options.reportSecret },
            body: new URLSearchParams({ from: query.get("from") ?? "", text: query.get("text") ?? "" }),
          })
        : await (async () => {
            const fields = { MessageSid: `SM${randomBytes(16).toString("hex")}`, AccountSid: options.accountSid, From: query.get("from") ?? "", To: "+15005550006", Body: query.get("text") ?? "", NumMedia: "0" };
            const signature = twilio.getExpectedTwilioSignature(options.authToken, url, fields);
            return fetch(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": signature }, body: new URLSearchParams(fields) });
          })();
    return { status: answer.status, contentType: answer.headers.get("content-type"), body: await answer.text() };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", base);
    const params = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
    for (const [name, value] of url.searchParams) if (!params.has(name)) params.set(name, value);
    const method = req.method ?? "GET";

    if (url.pathname.startsWith("/__fake/")) {
      if (method === "GET" && url.pathname === "/__fake/messages") return sendJson(res, 200, taken);
      if (method === "POST" && url.pathname === "/__fake/fail") {
        failing = Number(params.get("count") ?? 1);
        return sendJson(res, 200, { ok: true });
      }
      if (method === "POST" && url.pathname === "/__fake/delay") {
        delaying = { ms: Number(params.get("ms") ?? 1000), count: Number(params.get("count") ?? 1) };
        return sendJson(res, 200, { ok: true });
      }
      if (method === "POST" && url.pathname === "/__fake/down") {
        down = params.get("on") !== "false";
        return sendJson(res, 200, { ok: true });
      }
      if (method === "POST" && url.pathname === "/__fake/report") return sendJson(res, 200, { statuses: await report(params) });
      if (method === "POST" && url.pathname === "/__fake/reply") return sendJson(res, 200, await reply(params));
      return sendJson(res, 404, { error: "Unknown fake route" });
    }

    const twilioSend = url.pathname.match(/^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/);
    if (method === "POST" && twilioSend) {
      const expected = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString("base64")}`;
      if (twilioSend[1] !== options.accountSid || req.headers.authorization !== expected) return sendJson(res, 401, { code: 20003, message: "Authenticate", status: 401 });
      if (await refused()) return sendJson(res, 503, { code: 20503, message: "Service unavailable", status: 503 });
      const id = `SM${randomBytes(16).toString("hex")}`;
      taken.push({ id, provider: "twilio", to: params.get("To") ?? "", text: params.get("Body") ?? "", statusCallback: params.get("StatusCallback"), at: new Date().toISOString() });
      return sendJson(res, 201, { sid: id, account_sid: options.accountSid, to: params.get("To"), body: params.get("Body"), status: "queued", num_segments: "1" });
    }
    if (url.pathname === "/gateway/send" && (method === "GET" || method === "POST")) {
      if (params.get("api_key") !== options.gatewayApiKey) return sendJson(res, 200, { response_code: 1002, error_message: "Sender Id/Masking Not Found" });
      if (await refused()) return sendJson(res, 200, { response_code: 1007, error_message: "Balance Insufficient" });
      const id = randomBytes(8).toString("hex");
      taken.push({ id, provider: "gateway", to: params.get("number") ?? "", text: params.get("message") ?? "", statusCallback: null, at: new Date().toISOString() });
      return sendJson(res, 200, { response_code: 202, message_id: id, success_message: "SMS Submitted Successfully" });
    }
    return sendJson(res, 404, { error: `Unrecognized request URL (${method}: ${url.pathname})` });
  }

  const stop = await serveOnLoopback(port, handle, (error) => ({ error: String(error) }));
  return { url: base, stop };
}
