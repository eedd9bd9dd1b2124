import { notFound } from "next/navigation";

/**
 * Any address no page serves. Rendered per request so that the not-found
 * page's header and footer show the shop's current settings (a page built
 * ahead would show the first-run defaults: the build has no database).
 */
export const dynamic = "force-dynamic";

export default function Missing(): never {
  notFound();
}
