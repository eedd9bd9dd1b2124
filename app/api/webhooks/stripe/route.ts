import { apiRoute, methodNotAllowed } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { settleStripeEvent } from "@/lib/server/bookings/settle-payment";

// Stripe signs the exact bytes it sent: the body is read as text, never parsed first.
export const POST = apiRoute(async (request) => ({
  data: await settleStripeEvent(await request.text(), request.headers.get("stripe-signature")),
  message: messages.payments.webhookReceived,
}));

export const GET = methodNotAllowed;
