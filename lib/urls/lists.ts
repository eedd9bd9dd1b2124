import { CATALOGUE_DEFAULTS, CATALOGUE_PATH } from "./catalogue-href";

/**
 * Addresses of the list pages (the catalogue and the admin lists) and their
 * page numbers. Every list keeps its filters in its URL; `listHref` gives
 * each view one canonical address: empty values, defaults and page 1 are
 * left out. Plain constants and functions, so that server and client
 * components can both import them.
 */
export const LIST_PATHS = {
  catalogue: CATALOGUE_PATH,
  adminServices: "/dashboard/admin",
  adminSlots: "/dashboard/admin/manage-slots",
  adminUsers: "/dashboard/admin/manage-user",
  adminBookings: "/dashboard/admin/manage-bookings",
  adminReviews: "/dashboard/admin/reviews",
} as const;

/** What each list shows when its URL says nothing (left out of its links). */
export const LIST_DEFAULTS = {
  catalogue: CATALOGUE_DEFAULTS,
  adminServices: { sort: "-createdAt", limit: 10 },
  adminSlots: { when: "upcoming", limit: 10 },
  adminUsers: { limit: 10 },
  adminBookings: { limit: 10 },
  adminReviews: { limit: 20 },
} as const satisfies Record<keyof typeof LIST_PATHS, Record<string, string | number>>;

export { listHref, pageWindow, pageCountOf } from "./list-href";
export { CACHED_CATALOGUE_PATH, CACHED_HOME_PATH, CATALOGUE_QUERY_KEYS, SERVICE_PAGE_QUERY_KEYS, catalogueHref, type CatalogueParams } from "./catalogue-href";
