/** The filters of /services that live in its URL. */
export type CatalogueParams = {
  searchTerm?: string;
  min?: number;
  max?: number;
  sort?: string;
  page?: number;
};

/**
 * The canonical /services URL for a set of filters: empty and default values
 * are left out, so each search has one shareable address.
 */
export function catalogueHref(params: CatalogueParams): string {
  const query = new URLSearchParams();
  if (params.searchTerm?.trim()) query.set("searchTerm", params.searchTerm.trim());
  if (params.min) query.set("min", String(params.min));
  if (params.max) query.set("max", String(params.max));
  if (params.sort && params.sort !== "-createdAt") query.set("sort", params.sort);
  if (params.page && params.page > 1) query.set("page", String(params.page));
  const search = query.toString();
  return search ? `/services?${search}` : "/services";
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
