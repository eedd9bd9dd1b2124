import type { MetadataRoute } from "next";
import { db } from "@/lib/db";
import { env } from "@/lib/config/env";
import { addressIn } from "@/lib/i18n/alternates";
import { LOCALES } from "@/lib/i18n/locales";
import { getSettings } from "@/lib/server/settings/business-settings";

// Lists the live services as they are now: built per request, never at build time.
export const dynamic = "force-dynamic";

/**
 * sitemap.xml: the public pages and every live service, each with its address in every language
 * (the pages' hreflang alternates: the plain address in the shop's default language, `?lang=` in another).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = env().APP_URL;
  const { defaultLocale } = await getSettings();
  const services = await db.service.findMany({ where: { isDeleted: false }, select: { id: true, updatedAt: true }, orderBy: { createdAt: "asc" } });
  const inEveryLanguage = (path: string) => ({ url: `${base}${path}`, alternates: { languages: { ...Object.fromEntries(LOCALES.map((locale) => [locale, `${base}${addressIn(path, locale, defaultLocale)}`])), "x-default": `${base}${path}` } } });
  return [
    { ...inEveryLanguage("/"), changeFrequency: "daily", priority: 1 },
    { ...inEveryLanguage("/services"), changeFrequency: "daily", priority: 0.9 },
    { ...inEveryLanguage("/testimonials"), changeFrequency: "weekly", priority: 0.6 },
    ...services.map((service) => ({ ...inEveryLanguage(`/service/${service.id}`), lastModified: service.updatedAt, changeFrequency: "weekly" as const, priority: 0.8 })),
  ];
}
