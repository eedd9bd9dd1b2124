import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import { messages } from "@/lib/messages";
import { now as clockNow } from "@/lib/server/clock";
import { invalid, isAppError, notFound } from "@/lib/errors";
import { operation, recordOperation } from "@/lib/server/operation";
import { deleteService, liveBookingsOf } from "@/lib/server/services/manage-services";
import type { ServiceDto } from "@/lib/server/services/service-dto";
import { serviceRetireSchema } from "@/lib/validation/admin";
import { idSchema } from "@/lib/validation/common";
import { bookingInclude, toBookingDto, type BookingDto } from "./booking-dto";
import { cancelBookingAsAdmin } from "./cancel-booking";
import { bookingRules } from "./notice";

/** A service about to be deleted, and the bookings that still stand on it (soonest first). */
export type ServiceRetirement = { service: { _id: string; name: string }; bookings: BookingDto[] };

/** Service Management's delete page (admin): the service and its live bookings and holds. */
export const serviceRetirement = operation({ permission: "catalogue.manage", input: z.object({ id: idSchema }) }, async ({ id }): Promise<ServiceRetirement> => {
  const service = await db.service.findFirst({ where: { id, isDeleted: false }, select: { id: true, name: true } });
  if (!service) throw notFound(messages.api.serviceNotFound);
  const now = clockNow();
  const rows = await db.booking.findMany({ where: liveBookingsOf(id, now), include: bookingInclude, orderBy: [{ slot: { startsAt: "asc" } }, { createdAt: "asc" }] });
  const rules = await bookingRules();
  return { service: { _id: service.id, name: service.name }, bookings: rows.map((row) => toBookingDto(row, now, rules)) };
});

/**
 * Deletes a service that still has live bookings (admin): each booking and
 * hold is cancelled through the admin's own cancellation, one at a time
 * (refunded in full with its refund rules, its customer emailed the reason),
 * then the service is deleted. A booking cancelled meanwhile by someone else
 * is passed over; one made meanwhile makes the delete refuse (409) as it
 * would alone, and the page lists it.
 */
export const retireService = recordOperation({ permission: "catalogue.manage", input: serviceRetireSchema }, async (id, input, admin): Promise<{ service: ServiceDto; cancelled: number }> => {
  const live = await db.booking.findMany({ where: liveBookingsOf(id, clockNow()), select: { id: true }, orderBy: { createdAt: "asc" } });
  let cancelled = 0;
  if (live.length > 0) {
    const reason = input.reason;
    if (!reason) throw invalid(messages.forms.checkFields, [{ field: "reason", message: messages.bookingChanges.reasonRequired }]);
    for (const booking of live) {
      try {
        await cancelBookingAsAdmin(admin, booking.id, { refund: true, reason });
        cancelled += 1;
      } catch (error) {
        if (!isAppError(error, "conflict")) throw error;
      }
    }
  }
  return { service: await deleteService(admin, id), cancelled };
});
