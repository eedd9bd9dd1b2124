import "server-only";
import { db } from "@/lib/db";
import { transaction, type Tx } from "@/lib/server/database/transaction";
import type { EventPayloads, EventType } from "@/lib/server/events/record-event";
import { keyedId, queueEmail, requeueStalledDeliveries } from "@/lib/server/mail/deliveries";
import { QUEUES, sendJobIn, wake } from "@/lib/server/queue/job-queue";
import { getSettings } from "@/lib/server/settings/business-settings";
import { offerChangedSlots, offerFreedPlaces } from "@/lib/server/waitlist/offers";
import { requeueStalledWebhooks } from "@/lib/server/webhooks/deliveries";
import { queueBookingText } from "@/lib/server/sms/deliveries";
import { queueWebhooks } from "@/lib/server/webhooks/fan-out";
import { now as clockNow } from "@/lib/server/clock";

/**
 * The relay: reads the events nobody has relayed yet, in order, and turns
 * each into the jobs it calls for (emails, reminders, a refund retry, a
 * delivery to each webhook endpoint subscribed to it), in
 * one transaction with marking them relayed; so each event's consequences
 * are queued exactly once, whichever worker runs it and however often. It
 * runs when a change asks for it (`eventsRecorded()`) and every minute.
 */
type EventRow = { id: string; type: EventType; bookingId: string | null; payload: unknown; occurredAt: Date };

const BATCH = 100;

/** How long the request that cancelled a booking has to refund it itself before the retry job looks. */
const REFUND_RETRY_AFTER_SECONDS = 15;

/**
 * Reminders of a booking at `startsAt`: one per configured offset, each
 * once for that time (a later move gets its own), and none whose moment had
 * already passed when the booking was confirmed or moved.
 */
async function queueReminders(tx: Tx, bookingId: string, startsAt: string, decidedAt: Date): Promise<void> {
  const settings = await getSettings();
  const dueAt = (offsetMinutes: number) => new Date(Date.parse(startsAt) - offsetMinutes * 60_000);
  for (const offsetMinutes of settings.reminderOffsetsMinutes) {
    const due = dueAt(offsetMinutes);
    if (due <= decidedAt) continue;
    await queueEmail(tx, { key: `reminder:${bookingId}:${offsetMinutes}:${startsAt}`, kind: "reminder", bookingId, details: { offsetMinutes, startsAt }, notBefore: due });
  }
  // And by text, at the texts' own offsets when the shop set them, to a customer who chose texts (sms/deliveries.ts decides).
  for (const offsetMinutes of settings.smsReminderOffsetsMinutes ?? settings.reminderOffsetsMinutes) {
    const due = dueAt(offsetMinutes);
    if (due <= decidedAt) continue;
    await queueBookingText(tx, { key: `sms:reminder:${bookingId}:${offsetMinutes}:${startsAt}`, kind: "reminder", bookingId, details: { offsetMinutes, startsAt }, notBefore: due });
  }
}

async function followUp(tx: Tx, event: EventRow): Promise<void> {
  // An admin changed what slots offer: their waitlists are offered the places that freed.
  if (event.type === "slots.changed") {
    await offerChangedSlots(tx, event.payload as EventPayloads["slots.changed"], clockNow());
    return;
  }
  const bookingId = event.bookingId;
  if (!bookingId) return;
  switch (event.type) {
    case "booking.paid":
    case "booking.confirmed": {
      // Paid, or booked to pay at the shop: confirmed, so told once and reminded (a payment that confirmed nothing is neither).
      const confirmed = event.payload as EventPayloads["booking.paid"] | EventPayloads["booking.confirmed"];
      if ("confirmed" in confirmed && !confirmed.confirmed) return;
      await queueEmail(tx, { key: `confirmation:${bookingId}`, kind: "confirmation", bookingId, eventId: event.id });
      await queueBookingText(tx, { key: `sms:confirmation:${bookingId}`, kind: "confirmation", bookingId, eventId: event.id });
      await queueReminders(tx, bookingId, confirmed.slot.startsAt, event.occurredAt);
      return;
    }
    case "booking.rescheduled": {
      const moved = event.payload as EventPayloads["booking.rescheduled"];
      await queueEmail(tx, { key: `reschedule:${event.id}`, kind: "reschedule", bookingId, eventId: event.id });
      await queueBookingText(tx, { key: `sms:reschedule:${event.id}`, kind: "reschedule", bookingId, eventId: event.id });
      await queueReminders(tx, bookingId, moved.to.startsAt, event.occurredAt);
      return;
    }
    case "booking.cancelled": {
      const cancelled = event.payload as EventPayloads["booking.cancelled"];
      // A booking that stood, or one the shop cancelled, is told; an abandoned checkout is not.
      if (cancelled.wasConfirmed || cancelled.cause === "admin") {
        await queueEmail(tx, { key: `cancellation:${event.id}`, kind: "cancellation", bookingId, eventId: event.id });
        await queueBookingText(tx, { key: `sms:cancellation:${event.id}`, kind: "cancellation", bookingId, eventId: event.id });
      }
      if (cancelled.refund === "due") {
        await sendJobIn(tx, QUEUES.refund, { bookingId }, { id: keyedId(`refund:${bookingId}`), startAfter: REFUND_RETRY_AFTER_SECONDS });
      }
      // Its place is free again: the slot's waitlist is offered it (once: the event is relayed once, and an offer takes the place).
      await offerFreedPlaces(tx, cancelled.slot._id, clockNow());
      return;
    }
    case "booking.retimed": {
      // Its reminders were planned for its old instant (skipped when their moment comes): new ones for the new one.
      const retimed = event.payload as EventPayloads["booking.retimed"];
      await queueReminders(tx, bookingId, retimed.to.startsAt, event.occurredAt);
      return;
    }
    case "booking.refunded":
      await queueEmail(tx, { key: `refund:${event.id}`, kind: "refund", bookingId, eventId: event.id });
      await queueBookingText(tx, { key: `sms:refund:${event.id}`, kind: "refund", bookingId, eventId: event.id });
      return;
    case "booking.offered":
      await queueEmail(tx, { key: `offer:${event.id}`, kind: "offer", bookingId, eventId: event.id });
      await queueBookingText(tx, { key: `sms:offer:${event.id}`, kind: "offer", bookingId, eventId: event.id });
      return;
    default:
      return;
  }
}

const hasUnrelayed = async () => (await db.domainEvent.count({ where: { relayedAt: null } })) > 0;

/** Relays every event not relayed yet; returns how many. */
export async function relayEvents(): Promise<number> {
  let total = 0;
  for (;;) {
    const relayed = await transaction(async (tx) => {
      // SKIP LOCKED: two relays at once share the work instead of waiting for each other.
      const events = await tx.$queryRaw<EventRow[]>`
        SELECT id, type, "bookingId", payload, "occurredAt" FROM "DomainEvent"
        WHERE "relayedAt" IS NULL ORDER BY position LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`;
      for (const event of events) {
        await followUp(tx, event);
        await queueWebhooks(tx, event);
      }
      // When they were relayed: the wall clock, as the worker's other bookkeeping.
      if (events.length) await tx.domainEvent.updateMany({ where: { id: { in: events.map((event) => event.id) } }, data: { relayedAt: new Date() } });
      return events.length;
    });
    total += relayed;
    // Offers made while relaying recorded events of their own: relay them too.
    if (relayed === 0 || (relayed < BATCH && !(await hasUnrelayed()))) break;
  }
  if (total) {
    wake(QUEUES.email);
    wake(QUEUES.sms);
    wake(QUEUES.refund);
    wake(QUEUES.webhook);
  }
  return total;
}

/**
 * The relay job: new events, then any email or webhook delivery whose job went missing (by the wall
 * clock, on which their attempts and the queue's jobs are timed).
 */
export async function relayJob(): Promise<void> {
  await relayEvents();
  const requeued = await transaction((tx) => requeueStalledDeliveries(tx, "EmailDelivery", QUEUES.email, new Date()));
  if (requeued) wake(QUEUES.email);
  const texts = await transaction((tx) => requeueStalledDeliveries(tx, "SmsDelivery", QUEUES.sms, new Date()));
  if (texts) wake(QUEUES.sms);
  const webhooks = await transaction((tx) => requeueStalledWebhooks(tx, new Date()));
  if (webhooks) wake(QUEUES.webhook);
}
