import { apiRoute, methodNotAllowed } from "@/lib/http/api";
import { readLimitedBody } from "@/lib/http/body";
import { logLine } from "@/lib/logging/logger.mjs";
import { messages } from "@/lib/messages";
import { settleStripeEvent } from "@/lib/server/bookings/settle-payment";
import { isAppError, tooLarge } from "@/lib/errors";

// Stripe's events are a few kilobytes; anything far larger is not one of them.
const MAX_EVENT_BYTES = 512 * 1024;

const payload = async (request: Request) =>
  new TextDecoder().decode(await readLimitedBody(request, MAX_EVENT_BYTES, () => tooLarge(messages.api.bodyTooLarge)));

/**
 * A refused signature answers 400 like any bad input, and is logged at warn with why (a missing
 * header, Stripe's reason: no matching signature, a stale timestamp), never the payload: a wrong
 * STRIPE_WEBHOOK_SECRET, or someone posting forged events, shows in the logs.
 */
function logRefusedSignature(error: unknown) {
  if (!isAppError(error, "invalid") || (error.message !== messages.payments.signatureMissing && error.message !== messages.payments.signatureInvalid)) return;
  const cause = (error as { cause?: unknown }).cause;
  // Stripe's first sentence; what follows it is advice on reading the raw body.
  const reason = cause instanceof Error ? cause.message.split(/(?<=\.)\s/)[0] : error.message;
  logLine("warn", { reason }, "Refused a Stripe webhook: its signature is missing or does not verify");
}

// Stripe signs the exact bytes it sent: the body is read as text, never parsed first.
export const POST = apiRoute(async (request) => {
  try {
    return { data: await settleStripeEvent(await payload(request), request.headers.get("stripe-signature")), message: messages.payments.webhookReceived };
  } catch (error) {
    logRefusedSignature(error);
    throw error;
  }
});

export const GET = methodNotAllowed;
