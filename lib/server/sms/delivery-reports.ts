import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/config/env";
import { messages } from "@/lib/messages";
import { unauthenticated, unavailable } from "@/lib/errors";
import { transaction } from "@/lib/server/database/transaction";
import { twilioStatusCallback } from "./providers";
import { twilioSdk } from "./twilio-sdk";

const smsText = messages.sms;

/**
 * What gateways say became of a text after they took it: delivered, or not (failed). A report
 * names the text by the gateway's id of it (SmsDelivery.providerId). The same report twice, or one
 * that comes after a later one, changes nothing: delivered and failed are final.
 */
export type ReportOutcome = "delivered" | "failed" | "ignored";

export async function recordDeliveryReport(providerId: string, state: "delivered" | "failed" | null, error?: string): Promise<{ updated: boolean }> {
  if (!state || !providerId) return { updated: false };
  const at = new Date();
  const { count } = await transaction((tx) =>
    tx.smsDelivery.updateMany({
      where: { providerId, state: "sent" },
      data: state === "delivered" ? { state, deliveredAt: at } : { state, lastError: (error ?? "The gateway reported it undelivered").slice(0, 500) },
    }),
  );
  return { updated: count > 0 };
}

/** What a refused post is told: a server not set up for that gateway, a bad signature, a wrong secret. */
export type Refusals = { closed: string; signature: string; secret: string };
const REPORT_REFUSALS: Refusals = { closed: smsText.reportsClosed, signature: smsText.signatureInvalid, secret: smsText.secretInvalid };

/**
 * The form fields Twilio posted to `url` (a status callback, an incoming text), once its signature
 * (`X-Twilio-Signature`, over that address and the fields, with the auth token) verifies through
 * Twilio's own SDK.
 */
export async function signedTwilioFields(body: string, signature: string | null, url: string, words: Refusals = REPORT_REFUSALS): Promise<Record<string, string>> {
  const token = env().TWILIO_AUTH_TOKEN;
  if (!token) throw unavailable(words.closed);
  const fields = Object.fromEntries(new URLSearchParams(body));
  if (!signature || !(await twilioSdk()).validateRequest(token, signature, url, fields)) throw unauthenticated(words.signature);
  return fields;
}

/** Twilio's MessageStatus values that are final. */
const TWILIO_FINAL: Record<string, "delivered" | "failed"> = { delivered: "delivered", undelivered: "failed", failed: "failed" };

/**
 * Twilio's status callback (`POST /api/webhooks/sms/twilio`): form fields, signed with the
 * account's auth token over the callback's address and the fields (`X-Twilio-Signature`,
 * checked by Twilio's own SDK).
 */
export async function twilioDeliveryReport(body: string, signature: string | null): Promise<{ updated: boolean }> {
  const fields = await signedTwilioFields(body, signature, twilioStatusCallback());
  const state = TWILIO_FINAL[fields.MessageStatus ?? ""] ?? null;
  return recordDeliveryReport(fields.MessageSid ?? "", state, fields.ErrorCode ? `Twilio error ${fields.ErrorCode}` : undefined);
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/** A generic gateway's status word: delivered (DELIVRD, Delivered, …), failed (UNDELIV, rejected, expired, …), or one not final. */
function gatewayState(status: string): "delivered" | "failed" | null {
  if (/^deliv/i.test(status)) return "delivered";
  if (/fail|undeliv|reject|expire/i.test(status)) return "failed";
  return null;
}

/** What a generic gateway posts (a report, a reply) carries SMS_GATEWAY_REPORT_SECRET, in `X-Gateway-Secret` or as `secret` in the query; compared in constant time. */
export function checkGatewaySecret(fields: URLSearchParams, secretHeader: string | null, words: Refusals = REPORT_REFUSALS): void {
  const secret = env().SMS_GATEWAY_REPORT_SECRET;
  if (!secret) throw unavailable(words.closed);
  const given = secretHeader ?? fields.get("secret") ?? "";
  if (!timingSafeEqual(digest(given), digest(secret))) throw unauthenticated(words.secret);
}

/**
 * A generic gateway's delivery report (`POST /api/webhooks/sms/gateway`): fields `id` and `status`
 * (in the query or a form body), and the shared secret (`X-Gateway-Secret`, or `secret` in the
 * query for a gateway that lets one set only an address), compared in constant time.
 */
export async function gatewayDeliveryReport(fields: URLSearchParams, secretHeader: string | null): Promise<{ updated: boolean }> {
  checkGatewaySecret(fields, secretHeader);
  return recordDeliveryReport(fields.get("id") ?? "", gatewayState(fields.get("status") ?? ""), fields.get("error") ?? undefined);
}
