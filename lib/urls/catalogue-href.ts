import { listHref } from "./list-href";

/** The public catalogue's address, and what it shows when its URL says nothing (left out of its links). */
export const CATALOGUE_PATH = "/services";
export const CATALOGUE_DEFAULTS = { sort: "-createdAt" } as const;

/**
 * Where next.config.ts rewrites / and /services without a query: the pages Next.js serves from its
 * cache (lib/server/cache.ts renders them again when what they show changes).
 */
export const CACHED_HOME_PATH = "/home/cached/default";
export const CACHED_CATALOGUE_PATH = "/services/cached/default";

/** The query parameters of the catalogue (/services and GET /api/services) that change what it lists. */
export const CATALOGUE_QUERY_KEYS = ["searchTerm", "min", "max", "sort", "page"] as const;

/**
 * The query parameters of a service's page (/service/[id]) that change what it shows: the day, the
 * calendar's month, the chosen slot, the notice of a checkout left unpaid, the vehicle class, vehicle and
 * add-ons chosen (lib/urls/vehicle-choice.ts), those of a later car (numbered from 2 up to five cars, `vehicleClass2`)
 * and the buttons that add or remove one. Without any of them the page is served from cache (next.config.ts).
 */
export const SERVICE_PAGE_QUERY_KEYS = [
  "date",
  "month",
  "slot",
  "payment",
  "vehicleClass",
  "vehicle",
  "addOns",
  ...[2, 3, 4, 5].flatMap((car) => [`vehicleClass${car}`, `vehicle${car}`, `addOns${car}`]),
  "addCar",
  "removeCar",
];

/** The filters of /services that live in its URL. */
export type CatalogueParams = { searchTerm?: string; min?: number; max?: number; sort?: string; page?: number };

/** The canonical /services URL for a set of filters (a price bound of 0 means none). */
export function catalogueHref(params: CatalogueParams): string {
  const { searchTerm, min, max, sort, page } = params;
  return listHref(CATALOGUE_PATH, { searchTerm, min: min || undefined, max: max || undefined, sort, page }, CATALOGUE_DEFAULTS);
}
