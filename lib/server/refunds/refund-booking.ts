import "server-only";
import { fromMinorUnits } from "@/lib/format/money";
import { transaction } from "@/lib/server/database/transaction";
import { eventsRecorded, recordEvent, type EventActor, type EventPayloads } from "@/lib/server/events/events";
import { refundProviderFor } from "@/lib/server/payments/provider";

export type RefundOutcome = "refunded" | "not-due";

type Locked = {
  id: string;
  payment: string;
  status: string;
  paymentProvider: string | null;
  paymentSessionId: string | null;
  amountCents: number;
  currency: string;
  paidAmountMinor: number | null;
  paidCurrency: string | null;
};

const REFUND_CAUSES = { "slot-taken": "late-payment", "payment-mismatch": "payment-mismatch", "service-removed": "service-removed" } as const;

/** What the provider gives back: the whole payment, which is the booking's amount unless a mismatched payment was taken. */
function refundedAmount(booking: Locked): { amountCents: number; currency: string } {
  if (booking.paidAmountMinor === null || !booking.paidCurrency) return { amountCents: booking.amountCents, currency: booking.currency };
  return { amountCents: Math.round(fromMinorUnits({ minor: booking.paidAmountMinor, currency: booking.paidCurrency }) * 100), currency: booking.paidCurrency };
}

/**
 * Gives a cancelled booking's whole payment back through the provider that
 * took it, marks it refunded and records the event (whose relay emails the
 * customer). It runs under the booking's row lock and only while the booking
 * is cancelled, paid and its cancellation called for a refund, so two calls
 * at once (two instances, the request and the retry job) refund once; the
 * provider's own idempotency key covers a crash between its refund and our
 * commit. Throws when the provider fails: the retry job tries again.
 */
export async function refundBooking(bookingId: string, actor: EventActor, now = new Date()): Promise<RefundOutcome> {
  const outcome = await transaction(
    async (tx): Promise<RefundOutcome> => {
      const [booking] = await tx.$queryRaw<Locked[]>`
        SELECT id, payment::text, status::text, "paymentProvider", "paymentSessionId", "amountCents", currency, "paidAmountMinor", "paidCurrency"
        FROM "Booking" WHERE id = ${bookingId}::uuid FOR NO KEY UPDATE`;
      if (!booking || booking.payment !== "paid" || booking.status !== "cancel" || !booking.paymentSessionId) return "not-due";
      // The last cancellation says whether the money goes back (an admin may keep it).
      const cancellation = await tx.domainEvent.findFirst({ where: { bookingId, type: "booking.cancelled" }, orderBy: { position: "desc" } });
      const decided = cancellation?.payload as EventPayloads["booking.cancelled"] | undefined;
      if (!decided || decided.refund !== "due") return "not-due";

      const provider = refundProviderFor(booking.paymentProvider);
      if (!provider) throw new Error(`Booking ${bookingId} was paid with ${booking.paymentProvider}, which is not set up here to refund it`);
      await provider.refund(booking.paymentSessionId);
      await tx.booking.update({ where: { id: bookingId }, data: { payment: "refunded" } });
      await recordEvent(tx, {
        type: "booking.refunded",
        bookingId,
        actor,
        payload: { ...refundedAmount(booking), provider: booking.paymentProvider, cause: REFUND_CAUSES[decided.cause as keyof typeof REFUND_CAUSES] ?? "cancelled" },
        at: now,
      });
      return "refunded";
    },
    // The provider's call happens inside (Stripe: 20 s timeout, two retries).
    { timeout: 90_000 },
  );
  if (outcome === "refunded") await eventsRecorded();
  return outcome;
}
