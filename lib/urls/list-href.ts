/**
 * One canonical address per view of a list, and its page numbers: the parts
 * of lib/urls/lists.ts that browser code needs, without the table of every
 * admin list (so that a public page's script does not carry it).
 */

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
