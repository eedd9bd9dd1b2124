import { apiRoute, methodNotAllowed } from "@/lib/http/api";
import { readLimitedBody } from "@/lib/http/body";
import { messages } from "@/lib/messages";
import { settleStripeEvent } from "@/lib/server/bookings/settle-payment";
import { tooLarge } from "@/lib/server/errors";

// Stripe's events are a few kilobytes; anything far larger is not one of them.
const MAX_EVENT_BYTES = 512 * 1024;

const payload = async (request: Request) =>
  new TextDecoder().decode(await readLimitedBody(request, MAX_EVENT_BYTES, () => tooLarge(messages.api.bodyTooLarge)));

// Stripe signs the exact bytes it sent: the body is read as text, never parsed first.
export const POST = apiRoute(async (request) => ({
  data: await settleStripeEvent(await payload(request), request.headers.get("stripe-signature")),
  message: messages.payments.webhookReceived,
}));

export const GET = methodNotAllowed;
