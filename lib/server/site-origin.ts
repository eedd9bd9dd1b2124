import "server-only";
import { headers } from "next/headers";
import { env } from "@/lib/config/env";
import { siteOriginFor } from "@/lib/urls/site-origin";

/**
 * The origin of the site as this request's visitor reached it (its Host, when
 * the site answers to that name: see lib/urls/site-origin.ts), else APP_URL's.
 * Outside a request (a job), APP_URL's.
 */
export async function visitorSiteOrigin(): Promise<string> {
  const { APP_URL } = env();
  let host: string | null = null;
  try {
    host = (await headers()).get("host");
  } catch {
    // Not in a request.
  }
  return siteOriginFor(host, APP_URL);
}
