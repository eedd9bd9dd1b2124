import { z } from "zod";
import { safeParseInput } from "@/lib/validation/common";

/** A page's `searchParams`, as Next.js hands them over. */
export type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The one reader of query strings, for REST handlers (URLSearchParams) and
 * pages (searchParams) alike: each key counts once, as its first value.
 */
export function firstValues(source: URLSearchParams | SearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  const entries = source instanceof URLSearchParams ? source.entries() : Object.entries(source);
  for (const [key, value] of entries) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined && !(key in values)) values[key] = first;
  }
  return values;
}

/**
 * A list page's query from its URL, by the same schema as its REST endpoint.
 * Unlike the API, a page never refuses a visitor: a value the schema rejects
 * is dropped and its default used. `fixed` values are not the URL's to set
 * (the public catalogue's page size, say).
 */
export function queryFromSearchParams<S extends z.ZodObject>(schema: S, searchParams: SearchParams, fixed: Record<string, unknown> = {}): z.output<S> {
  const given = firstValues(searchParams);
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(schema.shape)) if (key in given) raw[key] = given[key];
  for (let attempt = 0; attempt < Object.keys(schema.shape).length; attempt++) {
    const parsed = safeParseInput(schema, { ...raw, ...fixed });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
  }
  return schema.parse(fixed);
}
