import "server-only";
import { db } from "@/lib/db";
import { PHOTO_ORDER } from "@/lib/server/photos/photo-dto";
import { getSettings } from "@/lib/server/settings/business-settings";
import { toServiceDto } from "./service-dto";
import { withPricing, type PricedServiceDto } from "./service-pricing";

/** The home page shows the oldest featured services first. */
const FEATURED_ORDER = [{ createdAt: "asc" as const }, { id: "asc" as const }];

/** The services the business marks as featured, for the home page: the first `limit` (Business settings' `featuredShown`), oldest first, with their prices by class ("from $X"). */
export async function listFeaturedServices(limit: number): Promise<PricedServiceDto[]> {
  const services = await db.service.findMany({
    where: { isDeleted: false, isFeatured: true },
    orderBy: FEATURED_ORDER,
    take: limit,
    include: { photos: PHOTO_ORDER },
  });
  return withPricing(services.map(toServiceDto));
}

/** How many live services are featured, and how many of them the home page shows (Service Management says when some do not show). */
export async function featuredCounts(): Promise<{ featured: number; shown: number; shownIds: Set<string> }> {
  const [featured, { featuredShown }] = await Promise.all([db.service.count({ where: { isDeleted: false, isFeatured: true } }), getSettings()]);
  const shown = await db.service.findMany({ where: { isDeleted: false, isFeatured: true }, orderBy: FEATURED_ORDER, take: featuredShown, select: { id: true } });
  return { featured, shown: featuredShown, shownIds: new Set(shown.map((service) => service.id)) };
}
