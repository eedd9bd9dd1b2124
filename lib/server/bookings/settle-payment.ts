import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { minorAmount, sameAmount, type MinorAmount } from "@/lib/format/money";
import { eventsRecorded, recordEvent, slotRef, SYSTEM, type EventActor } from "@/lib/server/events/record-event";
import { cancelLapsedHolds, releaseHold } from "@/lib/server/holds/release-holds";
import { refundBooking } from "@/lib/server/refunds/refund-booking";
import { isCheckViolation, isExclusionViolation, isUniqueViolation } from "@/lib/server/database/prisma-errors";
import { transactionRetryingDeadlocks } from "@/lib/server/database/transaction";
import { refreshSlot, takeFreeBay } from "@/lib/server/bays/occupancy";
import type { PaymentProvider } from "@/lib/server/payments/payment-provider";
import { readStripeEvent, type PaymentEvent } from "@/lib/server/payments/stripe-events";
import { stripeProvider } from "@/lib/server/payments/stripe-provider";
import { sslcommerzProvider, takenBy, validatedPayment } from "@/lib/server/payments/sslcommerz-provider";
import { providerNamed } from "@/lib/server/payments/provider";
import { invalid, unavailable } from "@/lib/errors";
import { messages } from "@/lib/messages";
import { sslcommerzNoticeSchema } from "@/lib/validation/payments";
import type { z } from "zod";
import { pagesShowing } from "@/lib/server/cache";
import { now as clockNow } from "@/lib/server/clock";

/**
 * What happens when a checkout is paid or ends unpaid, whoever reports it:
 * Stripe's webhook, the test checkout's buttons, or a customer back on the
 * success page before the webhook. Every step is conditional on the
 * booking's state, so reporting the same thing twice changes nothing; a
 * provider event id is also recorded, in the same transaction, so that a
 * replayed event is recognised as such. What happened is recorded as events
 * in the same transaction too; their relay sends the emails.
 */
export type CompletionOutcome = "confirmed" | "already-settled" | "refund-owed" | "payment-mismatch" | "service-removed" | "unknown-checkout" | "duplicate-event";
export type ExpiryOutcome = "released" | "already-settled" | "unknown-checkout" | "duplicate-event";

class DuplicateEvent extends Error {}

async function recordPaymentEvent(tx: Prisma.TransactionClient, event: PaymentEvent | undefined) {
  if (!event) return;
  try {
    await tx.processedPaymentEvent.create({ data: { id: event.id, provider: event.provider, type: event.type } });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateEvent();
    throw error;
  }
}

/**
 * Two reports about one checkout (a webhook and a returning customer, say,
 * or completed and expired) are settled one after the other: each waits for
 * the other's transaction and then reads the booking as it left it (or every
 * booking of a group's checkout, several cars paid at once). Returns the ids
 * of the bookings it locked.
 */
async function lockBookings(tx: Prisma.TransactionClient, sessionId: string): Promise<string[]> {
  // The group by its checkout first, then its bookings by the group's id: each from its own index (a condition on
  // the group through a join of the two tables is one PostgreSQL can only test on every booking).
  const locked = await tx.$queryRaw<{ id: string }[]>`
    SELECT k.id FROM "Booking" k
    WHERE k."paymentSessionId" = ${sessionId} OR k."checkoutGroupId" = (SELECT g.id FROM "CheckoutGroup" g WHERE g."paymentSessionId" = ${sessionId})
    ORDER BY k.id FOR UPDATE`;
  return locked.map((booking) => booking.id);
}

/**
 * The bookings a checkout pays for: its own booking, or a group's bookings. The group is looked up by its checkout
 * first and its bookings named by its id, so that each part is read from an index (the checkout's on the bookings, the
 * group's): asked as one condition through the group (`checkoutGroup: { paymentSessionId }`), PostgreSQL joins every
 * booking to its group to test it, 1.3 s a booking and its payment at a shop with a million bookings.
 */
export async function paidByCheckout(sessionId: string): Promise<Prisma.BookingWhereInput> {
  const group = await db.checkoutGroup.findUnique({ where: { paymentSessionId: sessionId }, select: { id: true } });
  return group ? { OR: [{ paymentSessionId: sessionId }, { checkoutGroupId: group.id }] } : { paymentSessionId: sessionId };
}

const settleInclude = { slot: true, service: { select: { isDeleted: true } } } as const satisfies Prisma.BookingInclude;
type SettlingBooking = Prisma.BookingGetPayload<{ include: typeof settleInclude }>;

/** What its checkout asks for: its deposit, or all of its amount (and for every booking made before deposits). */
const dueOnline = (booking: { amountCents: number; amountDueOnlineCents: number | null }) => booking.amountDueOnlineCents ?? booking.amountCents;

/** A deposit's part of a payment's event: what was due online, when it was not all of the amount. */
const deposit = (booking: { amountCents: number; amountDueOnlineCents: number | null }) => (dueOnline(booking) < booking.amountCents ? { dueOnlineCents: dueOnline(booking) } : {});

async function once<T>(work: () => Promise<T>, duplicate: T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DuplicateEvent) return duplicate;
    throw error;
  }
}

/**
 * A paid checkout: the booking is confirmed and its slot booked (or, if the
 * slot was lost meanwhile, or its service deleted, the money is owed back). `received` is what the
 * provider says was paid: a payment that is not the booking's amount due online (its deposit, or all
 * of it) in its currency never confirms it; the booking is cancelled, the payment given
 * back in full, and both amounts stay on the booking for the shop to see.
 */
export async function completeCheckout(provider: PaymentProvider, sessionId: string, received: MinorAmount, event?: PaymentEvent, now = clockNow()): Promise<CompletionOutcome> {
  const outcome = await once(
    () =>
      transactionRetryingDeadlocks(async (tx): Promise<CompletionOutcome> => {
        await recordPaymentEvent(tx, event);
        await lockBookings(tx, sessionId);
        const booking = await tx.booking.findUnique({ where: { paymentSessionId: sessionId }, include: settleInclude });
        if (booking) return settleBooking(tx, provider, booking, received, now);
        const group = await tx.checkoutGroup.findUnique({ where: { paymentSessionId: sessionId }, include: { bookings: { include: settleInclude, orderBy: { groupPosition: "asc" } } } });
        if (!group) return "unknown-checkout";
        return settleGroup(tx, provider, group, received, now);
      }),
    "duplicate-event" as const,
  );

  if (outcome === "confirmed" || outcome === "refund-owed" || outcome === "payment-mismatch" || outcome === "service-removed") await eventsRecorded();
  if (outcome === "service-removed") pagesShowing.places();
  if (outcome === "payment-mismatch") {
    pagesShowing.places();
    console.warn(`Checkout ${sessionId} was paid ${received.minor} ${received.currency}, not the booking's amount: the booking is cancelled and the payment refunded`);
  }
  // Also on a replay: a refund that failed before is tried again (refundBooking refunds only what is owed, once).
  const owed = await db.booking.findMany({ where: { ...(await paidByCheckout(sessionId)), payment: "paid", refundDue: { not: null } }, select: { id: true } });
  for (const booking of owed) {
    await refundBooking(booking.id, SYSTEM, now).catch((error) => console.error(`Refund of booking ${booking.id} failed; the retry job tries again`, error));
  }
  return outcome;
}

/**
 * Settles one booking of a paid checkout (under its row lock, in the checkout's transaction), by the rules
 * above; `received` is what was paid for it (for a group's booking, its share, once the group's total matched).
 */
async function settleBooking(tx: Prisma.TransactionClient, provider: PaymentProvider, booking: SettlingBooking, received: MinorAmount, now: Date): Promise<CompletionOutcome> {
  if (booking.payment !== "pending") return "already-settled";
  const paid = { payment: "paid" as const, paidAt: now, holdExpiresAt: null, paidAmountMinor: received.minor, paidCurrency: received.currency };
  const paidEvent = (confirmed: boolean) =>
    recordEvent(tx, {
      type: "booking.paid",
      bookingId: booking.id,
      actor: { role: "customer", id: booking.customerId },
      payload: { amountCents: booking.amountCents, ...deposit(booking), provider: provider.name, slot: slotRef(booking.slot), confirmed, received },
      at: now,
    });
  const cancelled = (cause: "slot-taken" | "payment-mismatch" | "service-removed") =>
    recordEvent(tx, {
      type: "booking.cancelled",
      bookingId: booking.id,
      actor: SYSTEM,
      payload: { cause, reason: null, refund: "due", wasConfirmed: false, slot: slotRef(booking.slot) },
      at: now,
    });
  if (!sameAmount(received, minorAmount(dueOnline(booking), booking.currency))) {
    // Its place and bay (if it still held them) are free again.
    await tx.booking.update({ where: { id: booking.id }, data: { ...paid, status: "cancel", refundDue: "payment-mismatch" } });
    await refreshSlot(tx, booking.slotId, now);
    await paidEvent(false);
    await cancelled("payment-mismatch");
    return "payment-mismatch";
  }
  if (booking.service.isDeleted) {
    // The service was deleted after the hold was taken: nothing is booked, its place and bay are freed, and the money goes back.
    await tx.booking.update({ where: { id: booking.id }, data: { ...paid, status: "cancel", refundDue: "service-removed" } });
    await refreshSlot(tx, booking.slotId, now);
    await paidEvent(false);
    await cancelled("service-removed");
    return "service-removed";
  }
  // Its hold still stands (or lapsed with nobody taking its place or bay meanwhile): the place and bay are kept for good.
  if (booking.status === "pending") {
    await tx.booking.update({ where: { id: booking.id }, data: { ...paid, status: "confirm" } });
    // A place offered from the waitlist, claimed.
    await tx.waitlistEntry.updateMany({ where: { bookingId: booking.id, state: "offered" }, data: { state: "claimed" } });
    await refreshSlot(tx, booking.slotId, now);
    await paidEvent(true);
    return "confirmed";
  } else if (booking.status === "cancel" && booking.slot.startsAt > now && booking.slot.status !== "cancel") {
    // Paid after the hold was released: keep a place if the slot still has one, and a bay that is free, under a savepoint
    // (the database refusing it, a place or bay just taken, leaves the rest of this transaction standing).
    await cancelLapsedHolds(tx, booking.slotId, now, booking.extraMinutes);
    await tx.$executeRaw`SAVEPOINT retake`;
    try {
      const bay = await takeFreeBay(tx, booking.slotId, booking.extraMinutes);
      const retaken = bay
        ? await tx.$executeRaw`
            UPDATE "Booking" k SET status = 'confirm', payment = 'paid', "paidAt" = ${now}, "holdExpiresAt" = NULL,
              "paidAmountMinor" = ${received.minor}, "paidCurrency" = ${received.currency},
              "bayId" = ${bay.bayId}::uuid, "occupiedFrom" = ${bay.occupiedFrom}, "occupiedUntil" = ${bay.occupiedUntil}, "updatedAt" = ${now}
            WHERE k.id = ${booking.id}::uuid`
        : 0;
      if (retaken === 1) {
        await tx.$executeRaw`RELEASE SAVEPOINT retake`;
        await refreshSlot(tx, booking.slotId, now);
        await paidEvent(true);
        return "confirmed";
      }
    } catch (error) {
      if (!isCheckViolation(error, "Booking_within_capacity") && !isExclusionViolation(error, "Booking_bay_no_overlap") && !isUniqueViolation(error)) throw error;
    }
    await tx.$executeRaw`ROLLBACK TO SAVEPOINT retake`;
  }
  await tx.booking.update({ where: { id: booking.id }, data: { ...paid, status: "cancel", refundDue: "late-payment" } });
  await paidEvent(false);
  await cancelled("slot-taken");
  return "refund-owed";
}

/**
 * A group's checkout paid (several cars): the amount is compared with the group's total, and a payment
 * that is not it confirms none of its bookings (all cancelled, the whole payment refunded once, through the
 * first). Otherwise each booking is settled as a booking of its own, for its own amount: confirmed, or, paid
 * after its hold ran out and its place or bay was taken, cancelled and refunded its own amount alone.
 */
async function settleGroup(
  tx: Prisma.TransactionClient,
  provider: PaymentProvider,
  group: { amountCents: number; amountDueOnlineCents: number | null; currency: string; bookings: SettlingBooking[] },
  received: MinorAmount,
  now: Date,
): Promise<CompletionOutcome> {
  const pending = group.bookings.filter((booking) => booking.payment === "pending");
  if (pending.length === 0) return "already-settled";
  if (!sameAmount(received, minorAmount(dueOnline(group), group.currency))) {
    for (const [index, booking] of pending.entries()) {
      const refund = index === 0 ? "due" : "none";
      await tx.booking.update({
        where: { id: booking.id },
        data: { payment: "paid", paidAt: now, holdExpiresAt: null, paidAmountMinor: received.minor, paidCurrency: received.currency, status: "cancel", ...(index === 0 && { refundDue: "payment-mismatch" }) },
      });
      await refreshSlot(tx, booking.slotId, now);
      const actor = { role: "customer" as const, id: booking.customerId };
      await recordEvent(tx, { type: "booking.paid", bookingId: booking.id, actor, payload: { amountCents: booking.amountCents, ...deposit(booking), provider: provider.name, slot: slotRef(booking.slot), confirmed: false, received }, at: now });
      await recordEvent(tx, { type: "booking.cancelled", bookingId: booking.id, actor: SYSTEM, payload: { cause: "payment-mismatch", reason: null, refund, wasConfirmed: false, slot: slotRef(booking.slot) }, at: now });
    }
    return "payment-mismatch";
  }
  const outcomes: CompletionOutcome[] = [];
  for (const booking of pending) outcomes.push(await settleBooking(tx, provider, booking, minorAmount(dueOnline(booking), booking.currency), now));
  return outcomes.find((outcome) => outcome !== "confirmed") ?? "confirmed";
}

/** A checkout that ended unpaid (expired, or the customer cancelled): the hold is released. */
export async function expireCheckout(sessionId: string, event?: PaymentEvent, now = clockNow(), actor: EventActor = SYSTEM): Promise<ExpiryOutcome> {
  const outcome = await once(
    () =>
      transactionRetryingDeadlocks(async (tx): Promise<ExpiryOutcome> => {
        await recordPaymentEvent(tx, event);
        // A group's checkout releases all of its cars' places together.
        const bookings = await lockBookings(tx, sessionId);
        if (bookings.length === 0) return "unknown-checkout";
        let released = false;
        for (const id of bookings) released = (await releaseHold(tx, id, now, { actor, cause: actor.role === "customer" ? "customer" : "checkout-closed" })) || released;
        return released ? "released" : "already-settled";
      }),
    "duplicate-event" as const,
  );
  if (outcome === "released") {
    pagesShowing.places();
    await eventsRecorded();
  }
  return outcome;
}

export type WebhookResult = { event: string; type: string; outcome: CompletionOutcome | ExpiryOutcome | "awaiting-payment" | "ignored" };

/**
 * `POST /api/webhooks/stripe`: a verified event drives the same settlement as
 * the test checkout's buttons. Events we do not act on are acknowledged and
 * ignored.
 */
export async function settleStripeEvent(payload: string, signature: string | null): Promise<WebhookResult> {
  const report = readStripeEvent(payload, signature);
  const result = (outcome: WebhookResult["outcome"]): WebhookResult => ({ event: report.event.id, type: report.event.type, outcome });
  switch (report.says) {
    case "nothing":
      return result("ignored");
    case "awaiting-payment":
      return result("awaiting-payment");
    case "paid":
      return result(await completeCheckout(stripeProvider(), report.sessionId, report.amount, report.event));
    case "ended-unpaid":
      return result(await expireCheckout(report.sessionId, report.event));
  }
}

/**
 * `POST /api/webhooks/sslcommerz`: SSLCOMMERZ's payment notification (IPN).
 * Only a paid status is acted on, and only once SSLCOMMERZ's validation API
 * confirms its `val_id` names this very checkout; what it took is what the
 * validation says, compared with the booking as Stripe's is. The val_id is
 * the event's id: a notification sent twice settles once. A notification the
 * validation does not confirm (forged, or for another checkout) is refused
 * (400) and changes nothing; a failed or cancelled payment changes nothing
 * either (the customer may pay again while the hold lasts).
 */
export async function settleSslcommerzNotice(notice: z.infer<typeof sslcommerzNoticeSchema>): Promise<WebhookResult> {
  const text = messages.paymentsLocal;
  if (!providerNamed("sslcommerz")) throw unavailable(text.sslcommerzNotConfigured);
  const event = { id: `sslcommerz:${notice.val_id ?? notice.tran_id}`, provider: "sslcommerz", type: `ipn.${notice.status.toLowerCase()}` };
  const result = (outcome: WebhookResult["outcome"]): WebhookResult => ({ event: event.id, type: event.type, outcome });
  if (notice.status !== "VALID" && notice.status !== "VALIDATED") return result("ignored");
  if (!notice.val_id) throw invalid(text.noticeWithoutValId, [{ field: "val_id", message: text.noticeWithoutValId }]);
  const paid = await validatedPayment(notice.val_id);
  if (!paid || paid.tran_id !== notice.tran_id) {
    console.warn("Refused an SSLCOMMERZ notification its validation API does not confirm", { tran_id: notice.tran_id });
    throw invalid(text.noticeNotValidated);
  }
  return result(await completeCheckout(sslcommerzProvider, paid.tran_id, takenBy(paid), event));
}
