import "server-only";
import { escapeLike } from "@/lib/server/database/like";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { dollarsToCents } from "@/lib/format/money";
import type { ServiceListQuery, ServiceSort } from "@/lib/validation/catalogue";
import { PHOTO_ORDER } from "@/lib/server/photos/photo-dto";
import { toServiceDto, type ServiceDto } from "./service-dto";

const ORDER: Record<ServiceSort, Prisma.ServiceOrderByWithRelationInput[]> = {
  price: [{ priceCents: "asc" }, { createdAt: "desc" }, { id: "asc" }],
  "-price": [{ priceCents: "desc" }, { createdAt: "desc" }, { id: "asc" }],
  createdAt: [{ createdAt: "asc" }, { id: "asc" }],
  "-createdAt": [{ createdAt: "desc" }, { id: "asc" }],
};


/** The catalogue (and Service Management's table): live services matching the search and price range, one page of them. */
export async function listServices(query: ServiceListQuery): Promise<{ services: ServiceDto[]; total: number }> {
  const where: Prisma.ServiceWhereInput = { isDeleted: false };
  if (query.searchTerm) {
    const term = escapeLike(query.searchTerm);
    where.OR = [
      { name: { contains: term, mode: "insensitive" } },
      { description: { contains: term, mode: "insensitive" } },
    ];
  }
  if (query.min || query.max) {
    where.priceCents = {
      ...(query.min ? { gte: dollarsToCents(query.min) } : {}),
      ...(query.max ? { lte: dollarsToCents(query.max) } : {}),
    };
  }
  const [services, total] = await Promise.all([
    db.service.findMany({
      where,
      orderBy: ORDER[query.sort],
      skip: (query.page - 1) * query.limit,
      take: query.limit,
      include: { photos: PHOTO_ORDER },
    }),
    db.service.count({ where }),
  ]);
  return { services: services.map(toServiceDto), total };
}
