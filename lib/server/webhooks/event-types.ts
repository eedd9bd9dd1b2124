import type { EventPayloads, EventType } from "@/lib/server/events/record-event";
import type { WebhookEventType } from "@/lib/validation/webhooks";

/** Which webhook an event is, if any: a payment that left a booking unconfirmed (a late one, refunded) is none. */
export function webhookTypeOf(event: { type: EventType; payload: unknown }): WebhookEventType | null {
  switch (event.type) {
    case "booking.created":
    case "booking.cancelled":
    case "booking.rescheduled":
    case "booking.refunded":
    case "booking.completed":
    case "review.created":
    case "service.updated":
      return event.type;
    case "booking.paid":
      return (event.payload as EventPayloads["booking.paid"]).confirmed ? "booking.confirmed" : null;
    // Booked to pay at the shop: confirmed as a paid booking is.
    case "booking.confirmed":
      return "booking.confirmed";
    case "booking.no-show":
      return "booking.no_show";
    default:
      return null;
  }
}
