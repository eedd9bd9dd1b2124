import "server-only";
import { randomUUID } from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";
import { centsToDollars } from "@/lib/format/money";
import { bookingWireStatus } from "@/lib/server/bookings/booking-status";
import type { Tx } from "@/lib/server/database/transaction";
import { slotRef, type EventPayloads, type EventType } from "@/lib/server/events/record-event";
import { keyedId } from "@/lib/server/mail/deliveries";
import { PHOTO_ORDER } from "@/lib/server/photos/photo-dto";
import { QUEUES, sendJobIn } from "@/lib/server/queue/job-queue";
import { toServiceDto } from "@/lib/server/services/service-dto";
import { getSettings } from "@/lib/server/settings/business-settings";
import { webhookTypeOf } from "./event-types";

/**
 * The relay's part for outgoing webhooks: an event, as it is relayed, becomes
 * one delivery (and one job) per endpoint subscribed to its webhook type, in
 * the relay's transaction; so each event is told to each endpoint once. The
 * payload is fixed now: every attempt and every resend sends the same bytes'
 * worth of facts (docs/webhooks.md).
 */
export type RelayedEvent = { id: string; type: EventType; bookingId: string | null; payload: unknown; occurredAt: Date };

export { webhookTypeOf };

const iso = (date: Date | null) => date?.toISOString() ?? null;

async function bookingData(tx: Tx, event: RelayedEvent): Promise<Record<string, unknown> | null> {
  if (!event.bookingId) return null;
  const booking = await tx.booking.findUnique({ where: { id: event.bookingId }, include: { customer: true, service: true, slot: true, bay: true } });
  if (!booking) return null;
  const data: Record<string, unknown> = {
    booking: {
      _id: booking.id,
      reference: booking.reference,
      status: bookingWireStatus(booking, booking.slot.endsAt, event.occurredAt, (await getSettings()).settleGraceHours),
      payment: booking.payment,
      amount: centsToDollars(booking.amountCents),
      amountCents: booking.amountCents,
      currency: booking.currency,
      name: booking.customerName || `${booking.customer.firstName} ${booking.customer.lastName}`,
      customer: { _id: booking.customer.id, firstName: booking.customer.firstName, lastName: booking.customer.lastName, email: booking.customer.email ?? "", phone: booking.customer.phone },
      service: { _id: booking.service.id, name: booking.service.name, duration: booking.service.duration },
      slot: slotRef(booking.slot),
      bay: booking.bay ? { _id: booking.bay.id, name: booking.bay.name } : null,
      paidAt: iso(booking.paidAt),
      createdAt: booking.createdAt.toISOString(),
    },
  };
  // What this event adds to the booking's state: the cancellation's reason, the move's times, the refund.
  switch (event.type) {
    case "booking.cancelled": {
      const cancelled = event.payload as EventPayloads["booking.cancelled"];
      data.cancellation = { cause: cancelled.cause, reason: cancelled.reason, refund: cancelled.refund, wasConfirmed: cancelled.wasConfirmed, slot: cancelled.slot };
      break;
    }
    case "booking.rescheduled": {
      const moved = event.payload as EventPayloads["booking.rescheduled"];
      data.reschedule = { from: moved.from, to: moved.to };
      break;
    }
    case "booking.refunded": {
      const refunded = event.payload as EventPayloads["booking.refunded"];
      data.refund = { amount: centsToDollars(refunded.amountCents), amountCents: refunded.amountCents, currency: refunded.currency ?? booking.currency, provider: refunded.provider, cause: refunded.cause, ...(refunded.method && { method: refunded.method }) };
      break;
    }
    case "booking.paid": {
      const paid = event.payload as EventPayloads["booking.paid"];
      data.payment = { amount: centsToDollars(paid.amountCents), amountCents: paid.amountCents, provider: paid.provider };
      break;
    }
  }
  return data;
}

async function reviewData(tx: Tx, event: RelayedEvent): Promise<Record<string, unknown> | null> {
  const { reviewId } = event.payload as EventPayloads["review.created"];
  const review = await tx.review.findUnique({ where: { id: reviewId }, include: { user: { select: { firstName: true, lastName: true } } } });
  if (!review) return null;
  return {
    review: {
      _id: review.id,
      rating: review.rating,
      comment: review.comment,
      createdAt: review.createdAt.toISOString(),
      // False: it awaits the shop's approval (its author has no completed visit) and is not shown yet.
      approved: review.approvedAt !== null,
      user: { firstName: review.user.firstName, lastName: review.user.lastName },
    },
  };
}

async function serviceData(tx: Tx, event: RelayedEvent): Promise<Record<string, unknown> | null> {
  const { serviceId, change } = event.payload as EventPayloads["service.updated"];
  const service = await tx.service.findUnique({ where: { id: serviceId }, include: { photos: PHOTO_ORDER } });
  return service ? { change, service: toServiceDto(service) } : null;
}

/** Queues the event's deliveries in the relay's transaction; returns how many. */
export async function queueWebhooks(tx: Tx, event: RelayedEvent): Promise<number> {
  const type = webhookTypeOf(event);
  if (!type) return 0;
  const endpoints = await tx.webhookEndpoint.findMany({ where: { events: { has: type } }, select: { id: true } });
  if (endpoints.length === 0) return 0;
  const data = type.startsWith("booking.") ? await bookingData(tx, event) : type === "review.created" ? await reviewData(tx, event) : await serviceData(tx, event);
  if (!data) return 0;
  const payload = { type, timestamp: event.occurredAt.toISOString(), data } as Prisma.InputJsonValue;
  // Due at once, by the queue's clock (the wall clock, as pg-boss's own).
  const created = await tx.webhookDelivery.createManyAndReturn({
    data: endpoints.map((endpoint) => ({ id: randomUUID(), endpointId: endpoint.id, eventId: event.id, type, payload, nextAttemptAt: new Date() })),
    skipDuplicates: true,
    select: { id: true },
  });
  for (const delivery of created) await sendJobIn(tx, QUEUES.webhook, { deliveryId: delivery.id }, { id: keyedId(`webhook:${delivery.id}`) });
  return created.length;
}
