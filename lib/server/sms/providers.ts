import "server-only";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { env, type ServerEnv } from "@/lib/config/env";
import { twilioSdk } from "./twilio-sdk";

/**
 * Where texts go: Twilio (its own SDK), a generic HTTP gateway (the local aggregators of many
 * countries, whose APIs differ only in their address, method, parameter names and how they say
 * "accepted"), or in development the dev mailbox. Chosen by the environment (docs/sms.md); none in
 * production means no texts are offered or sent.
 */
export type SmsProvider = {
  name: "twilio" | "gateway" | "dev";
  /** Sends one text now; throws if the gateway refuses it or cannot be reached. Answers the gateway's id of it, if it gives one. */
  send(message: { to: string; text: string }): Promise<{ providerId: string | null }>;
};

/** How long one attempt waits for the gateway before it counts as failed (and is retried). */
export const SMS_TIMEOUT_MS = 15_000;

/** Where Twilio posts a text's delivery reports. */
export const twilioStatusCallback = () => `${env().APP_URL}/api/webhooks/sms/twilio`;

type TwilioConfig = Pick<ServerEnv, "TWILIO_ACCOUNT_SID" | "TWILIO_AUTH_TOKEN" | "TWILIO_FROM" | "TWILIO_API_URL">;

/**
 * Twilio's Messages API through its SDK. TWILIO_API_URL (the test suite's stand-in) replaces the
 * origin of every request the SDK makes, through the SDK's own seam for it: a custom HTTP client.
 */
export function twilioProvider(config: Required<Pick<TwilioConfig, "TWILIO_ACCOUNT_SID" | "TWILIO_AUTH_TOKEN" | "TWILIO_FROM">> & Pick<TwilioConfig, "TWILIO_API_URL"> & { timeoutMs?: number }): SmsProvider {
  const apiUrl = config.TWILIO_API_URL;
  const connect = async () => {
    const twilio = await twilioSdk();
    const httpClient = new twilio.RequestClient({ timeout: config.timeoutMs ?? SMS_TIMEOUT_MS });
    if (apiUrl) {
      const request = httpClient.request.bind(httpClient);
      httpClient.request = (options) => {
        const uri = new URL(options.uri);
        const target = new URL(apiUrl);
        uri.protocol = target.protocol;
        uri.host = target.host;
        return request({ ...options, uri: uri.href });
      };
    }
    return twilio(config.TWILIO_ACCOUNT_SID, config.TWILIO_AUTH_TOKEN, { httpClient });
  };
  // Made on the first text, then kept.
  let client: ReturnType<typeof connect> | undefined;
  const from = config.TWILIO_FROM;
  return {
    name: "twilio",
    async send({ to, text }) {
      const sender = from.startsWith("MG") ? { messagingServiceSid: from } : { from };
      const message = await (await (client ??= connect())).messages.create({ to, body: text, ...sender, statusCallback: twilioStatusCallback() });
      return { providerId: message.sid };
    },
  };
}

type GatewayConfig = Pick<ServerEnv, "SMS_GATEWAY_METHOD" | "SMS_GATEWAY_TO_PARAM" | "SMS_GATEWAY_TEXT_PARAM" | "SMS_GATEWAY_SUCCESS" | "SMS_GATEWAY_ID_PATTERN"> & { SMS_GATEWAY_URL: string; timeoutMs?: number };

/**
 * A generic HTTP gateway: the number and the text are added to SMS_GATEWAY_URL's own parameters
 * (an API key, a sender id) under the configured names, in the query (GET) or a form body (POST).
 * Accepted means a 2xx answer that matches SMS_GATEWAY_SUCCESS, when set (many gateways answer 200
 * with an error code in the body).
 */
export function gatewayProvider(config: GatewayConfig): SmsProvider {
  const success = config.SMS_GATEWAY_SUCCESS ? new RegExp(config.SMS_GATEWAY_SUCCESS) : null;
  const idPattern = config.SMS_GATEWAY_ID_PATTERN ? new RegExp(config.SMS_GATEWAY_ID_PATTERN) : null;
  const timeoutMs = config.timeoutMs ?? SMS_TIMEOUT_MS;
  return {
    name: "gateway",
    async send({ to, text }) {
      const url = new URL(config.SMS_GATEWAY_URL);
      const params = new URLSearchParams(config.SMS_GATEWAY_METHOD === "POST" ? undefined : url.searchParams);
      params.set(config.SMS_GATEWAY_TO_PARAM, to);
      params.set(config.SMS_GATEWAY_TEXT_PARAM, text);
      const response =
        config.SMS_GATEWAY_METHOD === "GET"
          ? await fetch(new URL(`${url.origin}${url.pathname}?${params}`), { signal: AbortSignal.timeout(timeoutMs), redirect: "error" })
          : await fetch(url, { method: "POST", body: params, signal: AbortSignal.timeout(timeoutMs), redirect: "error" });
      const body = await response.text();
      if (!response.ok) throw new Error(`The SMS gateway answered ${response.status}: ${body.slice(0, 200)}`);
      if (success && !success.test(body)) throw new Error(`The SMS gateway did not accept the text: ${body.slice(0, 200)}`);
      return { providerId: idPattern?.exec(body)?.[1] ?? null };
    },
  };
}

/** The development mailbox's texts: a file each in `.mail/sms/`, listed at /dev/mailbox beside the emails. */
export const DEV_TEXTS_DIR = path.join(process.cwd(), ".mail", "sms");

export type StoredText = { to: string; text: string; sentAt: string; file: string };

const devProvider: SmsProvider = {
  name: "dev",
  async send({ to, text }) {
    await mkdir(DEV_TEXTS_DIR, { recursive: true });
    const sentAt = new Date();
    const file = `${sentAt.getTime()}-${Math.random().toString(36).slice(2, 8)}.json`;
    await writeFile(path.join(DEV_TEXTS_DIR, file), JSON.stringify({ to, text, sentAt: sentAt.toISOString() }, null, 2));
    return { providerId: null };
  },
};

/** The development mailbox's texts, newest first. */
export async function readDevTexts(limit = 50): Promise<StoredText[]> {
  const files = (await readdir(DEV_TEXTS_DIR).catch(() => [] as string[])).filter((f) => f.endsWith(".json")).sort().reverse().slice(0, limit);
  return Promise.all(files.map(async (file) => ({ ...(JSON.parse(await readFile(path.join(DEV_TEXTS_DIR, file), "utf8")) as Omit<StoredText, "file">), file })));
}

let chosen: SmsProvider | null | undefined;

/** The configured provider, or null: no Twilio, no gateway, and not in development. */
export function smsProvider(): SmsProvider | null {
  if (chosen !== undefined) return chosen;
  const config = env();
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM, SMS_GATEWAY_URL } = config;
  if (TWILIO_ACCOUNT_SID && TWILIO_AUTH_TOKEN && TWILIO_FROM) chosen = twilioProvider({ ...config, TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM });
  else if (SMS_GATEWAY_URL) chosen = gatewayProvider({ ...config, SMS_GATEWAY_URL });
  else chosen = process.env.NODE_ENV === "production" ? null : devProvider;
  return chosen;
}
