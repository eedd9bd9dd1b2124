import type { MetadataRoute } from "next";
import { env } from "@/lib/config/env";

export const dynamic = "force-dynamic";

/** robots.txt: the public pages are for everyone; accounts, checkout and the API are not for crawlers. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/api/", "/dashboard/", "/procced-booking", "/booking/", "/checkout/", "/dev/"] },
    sitemap: `${env().APP_URL}/sitemap.xml`,
  };
}
