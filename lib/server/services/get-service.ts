import "server-only";
import { db } from "@/lib/db";
import { messages } from "@/lib/messages";
import { notFound } from "@/lib/errors";
import { PHOTO_ORDER } from "@/lib/server/photos/photo-dto";
import { toServiceDto } from "./service-dto";
import { withPricingOne, type PricedServiceDto } from "./service-pricing";

/** A live service; a removed (soft-deleted) one is as unknown as a missing one. */
export async function getService(id: string): Promise<PricedServiceDto> {
  const service = await db.service.findFirst({ where: { id, isDeleted: false }, include: { photos: PHOTO_ORDER } });
  if (!service) throw notFound(messages.api.serviceNotFound);
  return withPricingOne(toServiceDto(service));
}

/** The name of a service removed from the catalogue, for pages that say it is no longer offered; null for a live or unknown id. */
export async function removedServiceName(id: string): Promise<string | null> {
  const service = await db.service.findFirst({ where: { id, isDeleted: true }, select: { name: true } });
  return service?.name ?? null;
}
