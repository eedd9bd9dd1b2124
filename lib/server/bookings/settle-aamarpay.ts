import "server-only";
import type { z } from "zod";
import { unavailable } from "@/lib/errors";
import { messages } from "@/lib/messages";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { aamarpayProvider, searchedPayment, takenBy, type AamarpayTransaction } from "@/lib/server/payments/aamarpay-provider";
import { providerNamed } from "@/lib/server/payments/provider";
import type { aamarpayCallbackSchema } from "@/lib/validation/payments";
import { completeCheckout, type CompletionOutcome } from "./settle-payment";
import { CHECKOUT_GRACE_MS, CHECKOUT_MIN_MS } from "./create-booking";

const MINUTE = 60_000;

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
  return settleSearched(paid);
}

/** A payment aamarPay's search reports, settled once: its aamarPay id is the event's, whoever asked (a callback, the sweep). */
const settleSearched = (paid: AamarpayTransaction, now?: Date) =>
  completeCheckout(aamarpayProvider, paid.mer_txnid, takenBy(paid), { id: `aamarpay:${paid.pg_txnid ?? paid.mer_txnid}`, provider: "aamarpay", type: "callback.successful" }, now);

/** What a settling did for the first time (not a checkout unknown, nor one settled before). */
const NOTHING_NEW: CompletionOutcome[] = ["unknown-checkout", "duplicate-event", "already-settled"];

/** How many checkouts one sweep asks about at most (each one search, one at a time). */
const SWEEP_BATCH = 20;

/**
 * aamarPay tells the shop of a payment only through the customer's browser (its callback): a customer who pays and
 * closes the page never brings it. Every minute (the holds' job, before holds are released), the checkouts whose
 * hold ends within two minutes, and those whose checkout itself ended three to five minutes ago,
 * are looked up with aamarPay's transaction search; one reported paid is settled as its callback would have been
 * (confirmed; after its hold, confirmed if its place is still free, else refunded by hand). So each checkout is
 * asked a few times, and never more. `search`: aamarPay's (the tests give their own). Returns how many settled.
 */
export async function reconcileAamarpayCheckouts(now: Date, search?: (tranId: string) => Promise<AamarpayTransaction | null>): Promise<number> {
  const ask = search ?? (providerNamed("aamarpay") ? searchedPayment : null);
  if (!ask) return 0;
  const soon = new Date(now.getTime() + 2 * MINUTE);
  const [endedFrom, endedTo] = [new Date(now.getTime() - 5 * MINUTE), new Date(now.getTime() - 3 * MINUTE)];
  // Its checkout's end (openCheckout): the hold and a grace, and never before Stripe's minimum after it was made.
  const ended = Prisma.sql`greatest(b."holdExpiresAt" + make_interval(secs => ${CHECKOUT_GRACE_MS / 1000}::float8), b."createdAt" + make_interval(secs => ${CHECKOUT_MIN_MS / 1000}::float8)) BETWEEN ${endedFrom} AND ${endedTo}`;
  // That end is one of the two times, so that time is in the window too: asked apart, each is read from its own index
  // (status and hold end, creation) instead of every cancelled booking's row (330 ms a minute on five years of bookings).
  const between = (offsetMs: number) => Prisma.sql`BETWEEN ${new Date(endedFrom.getTime() - offsetMs)} AND ${new Date(endedTo.getTime() - offsetMs)}`;
  const open = await db.$queryRaw<{ session: string }[]>`
    SELECT DISTINCT coalesce(g."paymentSessionId", b."paymentSessionId") AS session
    FROM "Booking" b LEFT JOIN "CheckoutGroup" g ON g.id = b."checkoutGroupId"
    WHERE b."paymentProvider" = 'aamarpay' AND b.payment = 'pending' AND coalesce(g."paymentSessionId", b."paymentSessionId") IS NOT NULL
      AND ((b.status = 'pending' AND b."holdExpiresAt" > ${now} AND b."holdExpiresAt" <= ${soon})
        OR (b.status IN ('pending', 'cancel') AND b."holdExpiresAt" ${between(CHECKOUT_GRACE_MS)} AND ${ended})
        OR (b.status IN ('pending', 'cancel') AND b."createdAt" ${between(CHECKOUT_MIN_MS)} AND ${ended}))
    LIMIT ${SWEEP_BATCH}`;
  let settled = 0;
  for (const { session } of open) {
    const paid = await ask(session).catch((error: unknown) => {
      console.error(`Could not ask aamarPay about checkout ${session}`, error);
      return null;
    });
    if (paid && !NOTHING_NEW.includes(await settleSearched(paid, now))) settled += 1;
  }
  return settled;
}
