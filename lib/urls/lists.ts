/**
 * Addresses of the list pages (the catalogue and the admin lists) and their
 * page numbers. Every list keeps its filters in its URL; `listHref` gives
 * each view one canonical address: empty values, defaults and page 1 are
 * left out. Plain constants and functions, so that server and client
 * components can both import them.
 */
export const LIST_PATHS = {
  catalogue: "/services",
  adminServices: "/dashboard/admin",
  adminSlots: "/dashboard/admin/manage-slots",
  adminUsers: "/dashboard/admin/manage-user",
  adminBookings: "/dashboard/admin/manage-bookings",
  adminReviews: "/dashboard/admin/reviews",
} as const;

/** What each list shows when its URL says nothing (left out of its links). */
export const LIST_DEFAULTS = {
  catalogue: { sort: "-createdAt" },
  adminServices: { sort: "-createdAt", limit: 10 },
  adminSlots: { when: "upcoming", limit: 10 },
  adminUsers: { limit: 10 },
  adminBookings: { limit: 10 },
  adminReviews: { limit: 20 },
} as const satisfies Record<keyof typeof LIST_PATHS, Record<string, string | number>>;

type ParamValue = string | number | undefined | null;

/** A list page's canonical URL. */
export function listHref(path: string, params: Record<string, ParamValue>, defaults: Record<string, string | number> = {}): string {
  const query = new URLSearchParams();
  for (const [key, raw] of Object.entries(params)) {
    const value = typeof raw === "string" ? raw.trim() : raw;
    if (value === undefined || value === null || value === "" || defaults[key] === value) continue;
    if (key === "page" && Number(value) <= 1) continue;
    query.set(key, String(value));
  }
  return query.size ? `${path}?${query}` : path;
}

/** The query parameters of the catalogue (/services and GET /api/services) that change what it lists. */
export const CATALOGUE_QUERY_KEYS = ["searchTerm", "min", "max", "sort", "page"] as const;

/**
 * The query parameters of a service's page (/service/[id]) that change what it shows: the day, the
 * calendar's month, the chosen slot, the notice of a checkout left unpaid. Without any of them the page
 * is served from cache (next.config.ts).
 */
export const SERVICE_PAGE_QUERY_KEYS = ["date", "month", "slot", "payment"] as const;

/** The filters of /services that live in its URL. */
export type CatalogueParams = { searchTerm?: string; min?: number; max?: number; sort?: string; page?: number };

/** The canonical /services URL for a set of filters (a price bound of 0 means none). */
export function catalogueHref(params: CatalogueParams): string {
  const { searchTerm, min, max, sort, page } = params;
  return listHref(LIST_PATHS.catalogue, { searchTerm, min: min || undefined, max: max || undefined, sort, page }, LIST_DEFAULTS.catalogue);
}

/** Page numbers to show: all of them when few, otherwise the ends and the neighbourhood of the current one. */
export function pageWindow(current: number, pageCount: number): (number | "gap")[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const pages = new Set([1, pageCount, current - 1, current, current + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | "gap")[] = [];
  sorted.forEach((page, index) => {
    if (index > 0 && page - sorted[index - 1] > 1) result.push("gap");
    result.push(page);
  });
  return result;
}

export const pageCountOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
