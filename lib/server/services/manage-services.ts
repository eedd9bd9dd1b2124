import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { messages } from "@/lib/messages";
import { dollarsToCents } from "@/lib/format/money";
import { conflict, notFound } from "@/lib/errors";
import { now as clockNow } from "@/lib/server/clock";
import { pagesShowing } from "@/lib/server/cache";
import { transaction } from "@/lib/server/database/transaction";
import { eventsRecorded, serviceUpdated } from "@/lib/server/events/record-event";
import { operation, recordOperation } from "@/lib/server/operation";
import { serviceInputSchema, serviceUpdateSchema } from "@/lib/validation/admin";
import { PHOTO_ORDER } from "@/lib/server/photos/photo-dto";
import { toServiceDto } from "./service-dto";
import { withPricingOne, type PricedServiceDto } from "./service-pricing";
import { replaceServicePrices } from "@/lib/server/vehicles/service-prices";

/** `POST /api/services` and 'Add New Service'. `price` and `duration` are the default vehicle class's; `prices`, the others' (docs/vehicles.md). */
export const createService = operation({ permission: "catalogue.manage", input: serviceInputSchema }, async (input): Promise<PricedServiceDto> => {
  const service = await transaction(async (tx) => {
    const created = await tx.service.create({
      data: {
        name: input.name,
        description: input.description,
        duration: input.duration,
        priceCents: dollarsToCents(input.price),
        isFeatured: input.isFeatured ?? false,
        bufferMinutes: input.bufferMinutes ?? 0,
        payAtShop: input.payAtShop ?? false,
      },
    });
    if (input.prices) await replaceServicePrices(tx, created.id, input.prices);
    return created;
  });
  pagesShowing.services();
  return withPricingOne(toServiceDto(service));
});

/**
 * `PUT /api/services/{id}` and 'Update Service Details'. Existing bookings keep the price, and the bay time, they were made with.
 * `prices`, when given, replaces the service's prices by vehicle class.
 */
export const updateService = recordOperation({ permission: "catalogue.manage", input: serviceUpdateSchema }, async (id, update, admin): Promise<PricedServiceDto> => {
  const data: Prisma.ServiceUpdateManyMutationInput = {
    ...(update.name !== undefined && { name: update.name }),
    ...(update.description !== undefined && { description: update.description }),
    ...(update.duration !== undefined && { duration: update.duration }),
    ...(update.price !== undefined && { priceCents: dollarsToCents(update.price) }),
    ...(update.isFeatured !== undefined && { isFeatured: update.isFeatured }),
    ...(update.bufferMinutes !== undefined && { bufferMinutes: update.bufferMinutes }),
    ...(update.payAtShop !== undefined && { payAtShop: update.payAtShop }),
  };
  await transaction(async (tx) => {
    const updated = await tx.service.updateMany({ where: { id, isDeleted: false }, data });
    if (updated.count === 0) throw notFound(messages.api.serviceNotFound);
    if (update.prices) await replaceServicePrices(tx, id, update.prices);
    await serviceUpdated(tx, id, admin, "details");
  });
  await eventsRecorded();
  pagesShowing.services();
  return withPricingOne(toServiceDto(await db.service.findUniqueOrThrow({ where: { id }, include: { photos: PHOTO_ORDER } })));
});

/** A service's (or services') bookings that still stand: confirmed and not over, or holding a place while their customer pays. */
export const liveBookingsOf = (serviceId: string | { in: string[] }, now: Date): Prisma.BookingWhereInput => ({
  serviceId,
  OR: [
    { status: "confirm", slot: { endsAt: { gt: now } } },
    { status: "pending", holdExpiresAt: { gt: now } },
  ],
});

/** How many live bookings and holds a service has. */
export async function countLiveBookings(tx: Prisma.TransactionClient, serviceId: string, now: Date): Promise<{ bookings: number; holds: number }> {
  const rows = await tx.booking.groupBy({ by: ["status"], where: liveBookingsOf(serviceId, now), _count: { _all: true } });
  const count = (status: string) => rows.find((row) => row.status === status)?._count._all ?? 0;
  return { bookings: count("confirm"), holds: count("pending") };
}

/** Service Management: how many live bookings and holds each listed service has (those with none are left out). */
export async function liveBookingCounts(serviceIds: string[]): Promise<Map<string, number>> {
  const rows = await db.booking.groupBy({ by: ["serviceId"], where: liveBookingsOf({ in: serviceIds }, clockNow()), _count: { _all: true } });
  return new Map(rows.map((row) => [row.serviceId, row._count._all]));
}

/**
 * `DELETE /api/services/{id}`: a soft delete. The service leaves the
 * catalogue and can no longer be booked; bookings already made keep it.
 * Refused (409, saying how many) while it has live bookings or holds: their
 * customers would be left with a booking of a service that no longer exists.
 * Service Management's delete cancels them first (retireService).
 */
export const deleteService = recordOperation({ permission: "catalogue.manage" }, async (id, _input, admin): Promise<PricedServiceDto> => {
  await transaction(async (tx) => {
    const live = await countLiveBookings(tx, id, clockNow());
    if (live.bookings + live.holds > 0) throw conflict(messages.adminServices.hasLiveBookings(live.bookings, live.holds));
    const deleted = await tx.service.updateMany({ where: { id, isDeleted: false }, data: { isDeleted: true, isFeatured: false } });
    if (deleted.count === 0) throw notFound(messages.api.serviceNotFound);
    await serviceUpdated(tx, id, admin, "removed");
  });
  await eventsRecorded();
  pagesShowing.services();
  return withPricingOne(toServiceDto(await db.service.findUniqueOrThrow({ where: { id }, include: { photos: PHOTO_ORDER } })));
});

export type ServiceName = { _id: string; name: string; duration: number };

/** `GET /api/services/g/names`: every live service by name, for the slot forms' selects. */
export const listServiceNames = operation({ permission: "catalogue.manage" }, async (): Promise<ServiceName[]> => {
  const services = await db.service.findMany({ where: { isDeleted: false }, orderBy: [{ name: "asc" }, { id: "asc" }], select: { id: true, name: true, duration: true } });
  return services.map((service) => ({ _id: service.id, name: service.name, duration: service.duration }));
});
