import "server-only";
import { revalidatePath } from "next/cache";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { messages } from "@/lib/messages";
import { dollarsToCents } from "@/lib/format/money";
import { notFound } from "@/lib/server/errors";
import type { ServiceInput, ServiceUpdate } from "@/lib/validation/admin";
import { toServiceDto, type ServiceDto } from "./service-dto";

/**
 * The cached /services page (app/(public)/services/cached, where /services is
 * rewritten) is rendered again on its next visit: at once on this instance,
 * within a minute on the others.
 */
function catalogueChanged() {
  revalidatePath("/services/cached/default");
}

/** `POST /api/services` and 'Add New Service'. */
export async function createService(input: ServiceInput): Promise<ServiceDto> {
  const service = await db.service.create({
    data: {
      name: input.name,
      description: input.description,
      duration: input.duration,
      priceCents: dollarsToCents(input.price),
      isFeatured: input.isFeatured ?? false,
    },
  });
  catalogueChanged();
  return toServiceDto(service);
}

/** `PUT /api/services/{id}` and 'Update Service Details'. Existing bookings keep the price they were made at. */
export async function updateService(id: string, update: ServiceUpdate): Promise<ServiceDto> {
  const data: Prisma.ServiceUpdateManyMutationInput = {
    ...(update.name !== undefined && { name: update.name }),
    ...(update.description !== undefined && { description: update.description }),
    ...(update.duration !== undefined && { duration: update.duration }),
    ...(update.price !== undefined && { priceCents: dollarsToCents(update.price) }),
    ...(update.isFeatured !== undefined && { isFeatured: update.isFeatured }),
  };
  const updated = await db.service.updateMany({ where: { id, isDeleted: false }, data });
  if (updated.count === 0) throw notFound(messages.api.serviceNotFound);
  catalogueChanged();
  return toServiceDto(await db.service.findUniqueOrThrow({ where: { id } }));
}

/**
 * `DELETE /api/services/{id}`: a soft delete. The service leaves the
 * catalogue and can no longer be booked; bookings already made keep it.
 */
export async function deleteService(id: string): Promise<ServiceDto> {
  const deleted = await db.service.updateMany({ where: { id, isDeleted: false }, data: { isDeleted: true, isFeatured: false } });
  if (deleted.count === 0) throw notFound(messages.api.serviceNotFound);
  catalogueChanged();
  return toServiceDto(await db.service.findUniqueOrThrow({ where: { id } }));
}

export type ServiceName = { _id: string; name: string; duration: number };

/** `GET /api/services/g/names`: every live service by name, for the slot forms' selects. */
export async function listServiceNames(): Promise<ServiceName[]> {
  const services = await db.service.findMany({ where: { isDeleted: false }, orderBy: [{ name: "asc" }, { id: "asc" }], select: { id: true, name: true, duration: true } });
  return services.map((service) => ({ _id: service.id, name: service.name, duration: service.duration }));
}
