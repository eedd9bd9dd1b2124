import "server-only";
import { fromMinorUnits } from "@/lib/format/money";
import { transaction, type Tx } from "@/lib/server/database/transaction";
import { eventsRecorded, recordEvent, type EventActor, type RefundCause } from "@/lib/server/events/record-event";
import { refundProviderFor } from "@/lib/server/payments/provider";
import { refundsOnline } from "@/lib/server/payments/refundable";
import { now as clockNow } from "@/lib/server/clock";

/** `by-hand`: owed, but the provider that took it has no refund API, so the shop gives it back by hand (and records it). */
export type RefundOutcome = "refunded" | "not-due" | "by-hand";

type Owed = {
  id: string;
  paymentProvider: string | null;
  paymentSessionId: string;
  amountCents: number;
  amountDueOnlineCents: number | null;
  currency: string;
  paidAmountMinor: number | null;
  paidCurrency: string | null;
  refundDue: RefundCause;
  /** Paid with other cars in one checkout (the session is the group's): its own amount is refunded, a part of the payment. */
  checkoutGroupId: string | null;
};

/** What was paid online for it: its deposit, or all of its amount (every booking made before deposits). */
const paidOnline = (booking: Owed) => booking.amountDueOnlineCents ?? booking.amountCents;

/**
 * What the provider gives back: the whole payment, which is what the booking asked for online (its deposit, or all of
 * its amount) unless a mismatched payment was taken (a car of a group: its own share, which is what was recorded paid for it).
 */
function refundedAmount(booking: Owed): { amountCents: number; currency: string } {
  if (booking.paidAmountMinor === null || !booking.paidCurrency) return { amountCents: paidOnline(booking), currency: booking.currency };
  return { amountCents: Math.round(fromMinorUnits({ minor: booking.paidAmountMinor, currency: booking.paidCurrency }) * 100), currency: booking.paidCurrency };
}

/** The refund a booking is owed online (under its row lock, in `tx`), or null when none is. */
async function owedRefund(tx: Tx, bookingId: string): Promise<Owed | null> {
  const [booking] = await tx.$queryRaw<(Omit<Owed, "refundDue" | "paymentSessionId"> & { refundDue: RefundCause | null; paymentSessionId: string | null; payment: string; status: string })[]>`
    SELECT k.id, k.payment::text, k.status::text, k."paymentProvider", COALESCE(k."paymentSessionId", g."paymentSessionId") AS "paymentSessionId",
           k."amountCents", k."amountDueOnlineCents", k.currency, k."paidAmountMinor", k."paidCurrency", k."refundDue", k."checkoutGroupId"
    FROM "Booking" k LEFT JOIN "CheckoutGroup" g ON g.id = k."checkoutGroupId" WHERE k.id = ${bookingId}::uuid FOR NO KEY UPDATE OF k`;
  if (!booking || booking.payment !== "paid" || booking.status !== "cancel" || !booking.refundDue || !booking.paymentSessionId) return null;
  return { ...booking, refundDue: booking.refundDue, paymentSessionId: booking.paymentSessionId };
}

/** Moves a refund owed online to the shop's hands, once (under the booking's row lock); the retry job no longer sees it. */
async function owedByHand(bookingId: string): Promise<RefundOutcome> {
  return transaction(async (tx): Promise<RefundOutcome> => {
    if (!(await owedRefund(tx, bookingId))) return "not-due";
    await tx.booking.update({ where: { id: bookingId }, data: { refundDue: null, refundByHand: true } });
    return "by-hand";
  });
}

/**
 * Gives a cancelled booking's payment back through the provider that took it
 * (a car of several paid together: its own amount, a part of the group's
 * payment), when its `refundDue` says one is owed (the transaction that
 * cancelled it recorded that). Three steps, so that no row lock or database
 * connection waits on the provider: read what is owed; call the provider
 * (its idempotency key per checkout makes two calls at once, from two
 * instances or the request and the retry job, one refund); then, under the
 * booking's row lock, mark it refunded and record the event (whose relay
 * emails the customer) only if it is still owed, so it is recorded once.
 * Throws when the provider fails: the booking stays owed and the retry job
 * tries again. A payment its provider cannot give back (aamarPay's: no
 * refund API) is handed to the shop instead, as a cancellation of such a
 * payment is: owed by hand, for the admin to give back and record.
 */
export async function refundBooking(bookingId: string, actor: EventActor, now = clockNow()): Promise<RefundOutcome> {
  const owed = await transaction((tx) => owedRefund(tx, bookingId));
  if (!owed) return "not-due";
  if (!refundsOnline(owed)) return owedByHand(bookingId);

  const provider = refundProviderFor(owed.paymentProvider);
  if (!provider) throw new Error(`Booking ${bookingId} was paid with ${owed.paymentProvider}, which is not set up here to refund it`);
  // A car of a group gives back what was paid for it online, under a key of its own; a group's payment that was not its total goes back whole.
  const part = owed.checkoutGroupId && owed.refundDue !== "payment-mismatch" ? { amountCents: paidOnline(owed), currency: owed.currency, idempotencyKey: `refund-${owed.paymentSessionId}-${owed.id}` } : undefined;
  await provider.refund(owed.paymentSessionId, part);

  const outcome = await transaction(async (tx): Promise<RefundOutcome> => {
    const still = await owedRefund(tx, bookingId);
    // Another call recorded it meanwhile (the provider refunded once, by its idempotency key).
    if (!still) return "not-due";
    await tx.booking.update({ where: { id: bookingId }, data: { payment: "refunded", refundDue: null } });
    await recordEvent(tx, {
      type: "booking.refunded",
      bookingId,
      actor,
      payload: { ...refundedAmount(still), provider: still.paymentProvider, cause: still.refundDue },
      at: now,
    });
    return "refunded";
  });
  if (outcome === "refunded") await eventsRecorded();
  return outcome;
}
