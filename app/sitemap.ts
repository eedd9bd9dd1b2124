import type { MetadataRoute } from "next";
import { db } from "@/lib/db";
import { env } from "@/lib/config/env";

// Lists the live services as they are now: built per request, never at build time.
export const dynamic = "force-dynamic";

/** sitemap.xml: the public pages and every live service. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = env().APP_URL;
  const services = await db.service.findMany({ where: { isDeleted: false }, select: { id: true, updatedAt: true }, orderBy: { createdAt: "asc" } });
  return [
    { url: `${base}/`, changeFrequency: "daily", priority: 1 },
    { url: `${base}/services`, changeFrequency: "daily", priority: 0.9 },
    { url: `${base}/testimonials`, changeFrequency: "weekly", priority: 0.6 },
    ...services.map((service) => ({ url: `${base}/service/${service.id}`, lastModified: service.updatedAt, changeFrequency: "weekly" as const, priority: 0.8 })),
  ];
}
