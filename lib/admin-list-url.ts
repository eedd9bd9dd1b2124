/** A list page's canonical URL: empty values and the defaults are left out. */
export function listHref(path: string, params: Record<string, string | number | undefined>, defaults: Record<string, string | number> = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === "" || defaults[key] === value) continue;
    if (key === "page" && Number(value) <= 1) continue;
    query.set(key, String(value));
  }
  return query.size ? `${path}?${query}` : path;
}
