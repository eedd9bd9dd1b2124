import "server-only";
import { db } from "@/lib/db";
import { messages } from "@/lib/messages";
import { notFound } from "@/lib/errors";
import { now as clockNow } from "@/lib/server/clock";
import type { ActorRole, EventType } from "@/lib/server/events/record-event";
import { recordOperation } from "@/lib/server/operation";
import { bookingInclude, toBookingDto, type BookingDto } from "./booking-dto";
import { bookingRules } from "./notice";

/** One entry of a booking's history: what happened, when, by whom, and its particulars (the event's payload). */
export type HistoryEntry = {
  _id: string;
  type: EventType;
  at: string;
  actor: { role: ActorRole; _id: string | null; name: string | null };
  details: Record<string, unknown>;
};

export type BookingDetailDto = BookingDto & { history: HistoryEntry[] };

type Viewer = { id: string; role: "admin" | "user" };

/**
 * The booking's events, oldest first. An admin sees who did each thing; a
 * customer sees their own acts as theirs and the shop's as the shop's,
 * without the staff member's name.
 */
export async function bookingHistory(bookingId: string, viewer: Viewer): Promise<HistoryEntry[]> {
  const events = await db.domainEvent.findMany({
    where: { bookingId },
    orderBy: { position: "asc" },
    include: { actor: { select: { id: true, firstName: true, lastName: true } } },
  });
  return events.map((event) => {
    const role = event.actorRole as ActorRole;
    const visible = viewer.role === "admin" || event.actorId === viewer.id;
    return {
      _id: event.id,
      type: event.type as EventType,
      at: event.occurredAt.toISOString(),
      actor: {
        role,
        _id: visible ? event.actorId : null,
        name: visible && event.actor ? `${event.actor.firstName} ${event.actor.lastName}` : null,
      },
      details: (event.payload ?? {}) as Record<string, unknown>,
    };
  });
}

/** A booking with its history, as the viewer may see it; null if there is none such (or not theirs). */
export async function bookingDetail(bookingId: string, viewer: Viewer, now = clockNow()): Promise<BookingDetailDto | null> {
  const booking = await db.booking.findFirst({
    where: { id: bookingId, ...(viewer.role === "admin" ? {} : { customerId: viewer.id }) },
    include: bookingInclude,
  });
  if (!booking) return null;
  return { ...toBookingDto(booking, now, await bookingRules()), history: await bookingHistory(booking.id, viewer) };
}

/** `GET /api/my-bookings/{id}` and the details page: the caller's own booking (another customer's is not found). */
export const getMyBooking = recordOperation({ permission: "bookings.listOwn" }, async (id, _input, customer): Promise<BookingDetailDto> => {
  const detail = await bookingDetail(id, customer);
  if (!detail) throw notFound(messages.bookingChanges.notFound);
  return detail;
});

/** `GET /api/bookings/{id}` and Booking Management's booking page (admin). */
export const getBooking = recordOperation({ permission: "bookings.manage" }, async (id, _input, admin): Promise<BookingDetailDto> => {
  const detail = await bookingDetail(id, admin);
  if (!detail) throw notFound(messages.bookingChanges.notFound);
  return detail;
});
