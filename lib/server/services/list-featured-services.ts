import "server-only";
import { db } from "@/lib/db";
import { PHOTO_ORDER } from "@/lib/server/photos/photo-dto";
import { toServiceDto, type ServiceDto } from "./service-dto";

/** The services the business marks as featured, for the home page. */
export async function listFeaturedServices(limit = 6): Promise<ServiceDto[]> {
  const services = await db.service.findMany({
    where: { isDeleted: false, isFeatured: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: limit,
    include: { photos: PHOTO_ORDER },
  });
  return services.map(toServiceDto);
}
