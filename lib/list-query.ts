import type { z } from "zod";
import { safeParseInput } from "@/lib/validation/common";

export type SearchParams = Record<string, string | string[] | undefined>;

/**
 * A list page's query from its URL, by the same schema as its REST endpoint.
 * A page never refuses a visitor: a repeated key counts once (its first
 * value), and a URL the schema rejects shows the defaults.
 */
export function listQueryFrom<S extends z.ZodObject>(schema: S, searchParams: SearchParams): z.output<S> {
  const raw = Object.fromEntries(
    Object.keys(schema.shape).map((key) => {
      const value = searchParams[key];
      return [key, Array.isArray(value) ? value[0] : value];
    }),
  );
  const parsed = safeParseInput(schema, raw);
  return parsed.success ? parsed.data : schema.parse({});
}
