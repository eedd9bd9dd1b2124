import "server-only";
import { escapeLike, searchWords } from "@/lib/server/database/like";
import { db } from "@/lib/db";
import { Prisma, type Service } from "@/lib/generated/prisma/client";
import type { PhotoFields } from "@/lib/server/photos/photo-dto";
import { dollarsToCents } from "@/lib/format/money";
import type { ServiceListQuery, ServiceSort } from "@/lib/validation/catalogue";
import { toServiceDto } from "./service-dto";
import { withPricing, type PricedServiceDto } from "./service-pricing";

/** Each sort's order, with the same ties broken the same way on every page. */
const ORDER: Record<ServiceSort, Prisma.Sql> = {
  price: Prisma.sql`"priceCents" ASC, "createdAt" DESC, id ASC`,
  "-price": Prisma.sql`"priceCents" DESC, "createdAt" DESC, id ASC`,
  createdAt: Prisma.sql`"createdAt" ASC, id ASC`,
  "-createdAt": Prisma.sql`"createdAt" DESC, id ASC`,
};

type PageRow = Omit<Service, "image"> & { total: number; photos: PhotoFields[] };

/**
 * The catalogue (and Service Management's table): live services matching the
 * search (every word of it, each in the name or the description) and price range, one page of them, in one round trip to the
 * database: the page's rows, how many match in all (counted before the
 * page's limit), and each row's photos in order (then their prices by
 * vehicle class and add-ons: withPricing). The catalogue is the
 * busiest read of the site; three queries (page, count, photos) cost it
 * about a third of its speed.
 */
export async function listServices(query: ServiceListQuery): Promise<{ services: PricedServiceDto[]; total: number }> {
  const conditions = [Prisma.sql`NOT "isDeleted"`];
  // Each word of the search is in the name or the description; a word's two ILIKEs are served by the
  // trigram indexes of each column (bench/query-plans.ts checks that they are).
  for (const word of searchWords(query.searchTerm)) {
    const pattern = `%${escapeLike(word)}%`;
    conditions.push(Prisma.sql`(name ILIKE ${pattern} OR description ILIKE ${pattern})`);
  }
  if (query.min) conditions.push(Prisma.sql`"priceCents" >= ${dollarsToCents(query.min)}`);
  if (query.max) conditions.push(Prisma.sql`"priceCents" <= ${dollarsToCents(query.max)}`);
  const where = Prisma.join(conditions, " AND ");
  const order = ORDER[query.sort];
  const rows = await db.$queryRaw<PageRow[]>`
    SELECT page.*,
           COALESCE((SELECT json_agg(json_build_object('id', p.id, 'alt', p.alt, 'width', p.width, 'height', p.height, 'isCover', p."isCover", 'variants', p.variants)
                                     ORDER BY p.position ASC, p."createdAt" ASC)
                       FROM "ServicePhoto" p WHERE p."serviceId" = page.id), '[]'::json) AS photos
      FROM (SELECT id, name, description, "priceCents", duration, "bufferMinutes", "payAtShop", "isFeatured", "isDeleted", "createdAt", "updatedAt",
                   count(*) OVER ()::int AS total
              FROM "Service" WHERE ${where}
             ORDER BY ${order} LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}) page
     ORDER BY ${order}`;
  // A page past the last one has no row to carry the count.
  const total = rows[0]?.total ?? (query.page > 1 ? await countServices(where) : 0);
  return { services: await withPricing(rows.map(toServiceDto)), total };
}

async function countServices(where: Prisma.Sql): Promise<number> {
  const [{ n }] = await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM "Service" WHERE ${where}`;
  return n;
}
