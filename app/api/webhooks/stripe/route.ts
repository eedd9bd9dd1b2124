import { apiRoute, methodNotAllowed } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { handleStripeWebhook } from "@/lib/server/payments/stripe-webhook";

// Stripe signs the exact bytes it sent: the body is read as text, never parsed first.
export const POST = apiRoute(async (request) => ({
  data: await handleStripeWebhook(await request.text(), request.headers.get("stripe-signature")),
  message: messages.payments.webhookReceived,
}));

export const GET = methodNotAllowed;
