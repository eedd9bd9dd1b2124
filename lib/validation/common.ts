import { z } from "zod";
import "@/lib/validation/zod-config";
import { messages } from "@/lib/messages";
import { invalid, type AppError, type FieldError } from "@/lib/server/errors";
import { isIsoDate } from "@/lib/format/time";

const v = messages.validation;

/** Query strings send '' for an empty field; treat it as absent. */
export const blankAsUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

export const idSchema = z.uuid({ error: v.invalidId });

export const isoDateSchema = z.string().refine(isIsoDate, { error: v.invalidDate });

export const pageSchema = z.preprocess(
  blankAsUndefined,
  z.coerce.number({ error: v.pageMin }).int({ error: v.pageMin }).min(1, { error: v.pageMin }).max(100_000, { error: v.pageMin }).default(1),
);

/** The most items one page of a list holds. */
export const MAX_LIMIT = 100;

/**
 * A list's page size. Clients of the old API ask for everything with
 * `limit=99999`, and one sends `limit=99999page=1` (a missing `&`): a limit
 * above the maximum is read as the maximum, and one that is not a number at
 * all as the default, as the old API did (docs/product-decisions.md, list
 * limits). Zero, negative and fractional sizes are still refused.
 */
export const limitSchema = (fallback: number) =>
  z.preprocess(
    (value) => {
      const given = blankAsUndefined(value);
      if (typeof given === "number") return Math.min(given, MAX_LIMIT);
      if (typeof given !== "string") return given;
      if (!/^[+-]?\d+(\.\d+)?$/.test(given.trim())) return undefined;
      return Math.min(Number(given), MAX_LIMIT);
    },
    z.number({ error: v.limitRange }).int({ error: v.limitRange }).min(1, { error: v.limitRange }).max(MAX_LIMIT, { error: v.limitRange }).default(fallback),
  );

/** Route params of `/…/{id}`. */
export const idParamsSchema = z.object({ id: idSchema });

/** The path of the first string in a value (a request body, a query) that holds a NUL character, which PostgreSQL cannot store. */
function pathOfNul(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = pathOfNul(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const found = pathOfNul(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * `schema.safeParse(input)` for anything a person or a client sends (REST
 * bodies and queries, server actions): text holding a NUL character is
 * refused like any other invalid field, before the schema (and long before
 * PostgreSQL, which would fail on it).
 */
export function safeParseInput<S extends z.ZodType>(schema: S, input: unknown): z.ZodSafeParseResult<z.output<S>> {
  const nul = pathOfNul(input);
  if (nul) return { success: false, error: new z.ZodError([{ code: "custom", path: nul, message: v.nulCharacter, input }]) } as z.ZodSafeParseResult<z.output<S>>;
  return schema.safeParse(input) as z.ZodSafeParseResult<z.output<S>>;
}

/** A schema's complaints as `{ field, message }`, the REST contract's and the forms' shape. */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.map(String).join(".") || "input", message: issue.message }));
}

/** An "invalid" AppError naming each field and what is wrong with it. */
export function invalidInput(error: z.ZodError): AppError {
  const fields = toFieldErrors(error);
  const summary = fields.map((e) => `'${e.field}' ${e.message}`).join("; ");
  return invalid(`${messages.api.invalidInput}: ${summary}`, fields);
}

/** Input that passed the schema, or an "invalid" AppError. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = safeParseInput(schema, input);
  if (!parsed.success) throw invalidInput(parsed.error);
  return parsed.data;
}
