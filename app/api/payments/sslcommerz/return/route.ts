import { apiRoute, methodNotAllowed, parseQuery } from "@/lib/http/api";
import { ENDPOINTS } from "@/lib/http/endpoints";
import { messages } from "@/lib/messages";
import { isSignedReturn } from "@/lib/server/payments/hosted-return";
import { invalid } from "@/lib/errors";

/**
 * SSLCOMMERZ sends the customer back here with a POST (paid, failed or
 * cancelled): they are sent on, with a 303 (a GET), to the page the checkout
 * was opened with (the booking's success page, or its cancel page), whose
 * address the site signed. Nothing is settled here: the success page asks
 * SSLCOMMERZ itself what was paid, as the notification does.
 */
export const POST = apiRoute(async (request) => {
  const { to, sig } = parseQuery(request, ENDPOINTS["POST /api/payments/sslcommerz/return"].query);
  if (!isSignedReturn("sslcommerz", to, sig)) throw invalid(messages.paymentsLocal.returnSignatureInvalid, [{ field: "sig", message: messages.paymentsLocal.returnSignatureInvalid }]);
  return { data: { to }, status: 303, message: messages.paymentsLocal.returning, finish: (response) => response.headers.set("Location", to) };
});

export const GET = methodNotAllowed;
