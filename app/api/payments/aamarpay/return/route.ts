import { apiRoute, methodNotAllowed, parseQuery } from "@/lib/http/api";
import { readLimitedForm } from "@/lib/http/body";
import { ENDPOINTS } from "@/lib/http/endpoints";
import { messages } from "@/lib/messages";
import { settleAamarpayCallback } from "@/lib/server/bookings/settle-aamarpay";
import { isSignedReturn } from "@/lib/server/payments/hosted-return";
import { parseInput } from "@/lib/validation/common";
import { invalid, tooLarge } from "@/lib/errors";

// aamarPay's callback is a few dozen form fields.
const MAX_CALLBACK_BYTES = 64 * 1024;

/**
 * aamarPay posts the customer back here (paid, failed or cancelled), to the
 * address the site signed when it opened the checkout. The checkout the
 * callback names is settled only on aamarPay's own word (its transaction
 * search), and the customer is sent on, with a 303 (a GET), to the booking's
 * success page or its cancel page.
 */
export const POST = apiRoute(async (request) => {
  const text = messages.paymentsAamarpay;
  const { to, sig } = parseQuery(request, ENDPOINTS["POST /api/payments/aamarpay/return"].query);
  if (!isSignedReturn("aamarpay", to, sig)) throw invalid(text.returnSignatureInvalid, [{ field: "sig", message: text.returnSignatureInvalid }]);
  const form = await readLimitedForm(request, MAX_CALLBACK_BYTES, () => tooLarge(messages.api.bodyTooLarge), () => invalid(text.callbackNotAForm));
  const callback = parseInput(ENDPOINTS["POST /api/payments/aamarpay/return"].body, Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string")));
  const outcome = await settleAamarpayCallback(callback);
  return { data: { to, outcome }, status: 303, message: text.returning, finish: (response) => response.headers.set("Location", to) };
});

export const GET = methodNotAllowed;
