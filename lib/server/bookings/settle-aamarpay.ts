import "server-only";
import type { z } from "zod";
import { unavailable } from "@/lib/errors";
import { messages } from "@/lib/messages";
import { aamarpayProvider, searchedPayment, takenBy } from "@/lib/server/payments/aamarpay-provider";
import { providerNamed } from "@/lib/server/payments/provider";
import type { aamarpayCallbackSchema } from "@/lib/validation/payments";
import { completeCheckout, type CompletionOutcome } from "./settle-payment";

/** `not-paid`: aamarPay's search does not report this checkout paid (a failed, cancelled or forged callback), or did not answer. */
export type AamarpayCallbackOutcome = CompletionOutcome | "not-paid" | "ignored";

/**
 * aamarPay's callback (`POST /api/payments/aamarpay/return`): whatever it
 * says, the checkout it names (`mer_txnid`) is looked up with aamarPay's
 * transaction search API, and settled only when the search says it is paid,
 * for what the search says it took, compared with the booking as Stripe's
 * payments are (confirmed once; another amount recorded, never confirmed; a
 * payment after the hold ran out and its place was taken, refunded). The
 * payment's aamarPay id is the event's id, so a callback posted twice settles
 * once. A search that fails leaves the checkout as it was: the success page
 * asks aamarPay again when the customer lands on it.
 */
export async function settleAamarpayCallback(callback: z.infer<typeof aamarpayCallbackSchema>): Promise<AamarpayCallbackOutcome> {
  if (!providerNamed("aamarpay")) throw unavailable(messages.paymentsAamarpay.notConfigured);
  if (!callback.mer_txnid) return "ignored";
  const tranId = callback.mer_txnid;
  const paid = await searchedPayment(tranId).catch((error) => {
    console.error(`Could not ask aamarPay about checkout ${tranId}`, error);
    return undefined;
  });
  if (paid === null && callback.pay_status === "Successful") console.warn("aamarPay's transaction search does not confirm a callback that says it was paid", { mer_txnid: tranId });
  if (!paid) return "not-paid";
  const event = { id: `aamarpay:${paid.pg_txnid ?? paid.mer_txnid}`, provider: "aamarpay", type: "callback.successful" };
  return completeCheckout(aamarpayProvider, paid.mer_txnid, takenBy(paid), event);
}
