import { z } from "zod";
import "@/lib/validation/zod-config";
import { apiMessages } from "@/lib/messages/api";
import { validationMessages } from "@/lib/messages/validation";
import { invalid, type AppError, type FieldError } from "@/lib/errors";
import { isIsoDate } from "@/lib/format/time";
import { MAX_INPUT_DEPTH } from "@/lib/validation/nesting.mjs";

/** Query strings send '' for an empty field; treat it as absent. */
export const blankAsUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/**
 * Characters that show nothing: white space, format characters (zero-width
 * spaces and joiners, the byte-order mark), control characters, and the
 * blank "letters" that are used to fake an empty name (Hangul fillers,
 * the Braille blank, …).
 */
const INVISIBLE = "[\\p{White_Space}\\p{Cf}\\p{Cc}\\u034F\\u115F\\u1160\\u17B4\\u17B5\\u180E\\u2800\\u3164\\uFFA0]";
const INVISIBLE_CHARACTERS = new RegExp(INVISIBLE, "gu");
const INVISIBLE_ENDS = new RegExp(`^${INVISIBLE}+|${INVISIBLE}+$`, "gu");

/** Text as people type it, made comparable: Unicode NFC, with nothing invisible at either end. */
export const cleanText = (text: string) => text.normalize("NFC").replace(INVISIBLE_ENDS, "");

/**
 * The controls that change the order in which text is shown: embeddings and
 * overrides (U+202A–U+202E), isolates (U+2066–U+2069) and the direction marks
 * (U+200E, U+200F, U+061C). In a name they only serve to disguise it (an
 * override makes "Ali\u202Enimda" read "Aliadmin" in a list); names written
 * right to left show correctly without them.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/** A name as people type it: cleanText, with every bidi control left out wherever it stands. */
export const cleanName = (text: string) => cleanText(text.replace(BIDI_CONTROLS, ""));

/** How many characters of a text show anything (code points, invisible ones not counted). */
export const visibleLength = (text: string) => [...text.replace(INVISIBLE_CHARACTERS, "")].length;

type VisibleTextRules = { required: string; max: number; tooLong: string; min?: number; tooShort?: string };

/**
 * Text a person writes for others to read (names, addresses, descriptions,
 * reviews): cleaned (cleanText), then required to show something, at least
 * `min` visible characters, and at most `max` characters in all.
 */
export const visibleText = (rules: VisibleTextRules, clean: (text: string) => string = cleanText) =>
  z
    .string({ error: rules.required })
    .overwrite(clean)
    .refine((text) => visibleLength(text) > 0, { error: rules.required, abort: true })
    .refine((text) => visibleLength(text) >= (rules.min ?? 1), { error: rules.tooShort ?? rules.required, abort: true })
    .max(rules.max, { error: rules.tooLong });

/** A name someone types (a person's, a booking's, a service's, a bay's, the shop's): visibleText, cleaned with cleanName. */
export const visibleName = (rules: VisibleTextRules) => visibleText(rules, cleanName);

/**
 * A number as a form or a query string sends it: plain decimal notation only
 * ('12', '-3', '19.90'), so that '0x10', '1e3', 'Infinity' or '' are not read
 * as numbers. Anything else passes through unchanged for the schema to judge.
 */
export const DECIMAL = /^-?\d+(\.\d+)?$/;
export const decimalInput = (value: unknown) => {
  if (typeof value !== "string") return value;
  const text = value.trim();
  return DECIMAL.test(text) ? Number(text) : Number.NaN;
};

/** Whether a number, written the shortest way, is plain decimal with at most `places` decimals (19.9 yes; 1e-9, 0.001 no). */
export const hasAtMostDecimals = (value: number, places: number) =>
  new RegExp(`^-?\\d+(\\.\\d{1,${places}})?$`).test(String(value));

export const idSchema = z.uuid({ error: validationMessages.invalidId });

/** Whether a text has a UUID's form (any version): what a uuid column can be compared with. */
export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export const isoDateSchema = z.string().refine(isIsoDate, { error: validationMessages.invalidDate }).meta({ format: "date", description: "YYYY-MM-DD" });

export const pageSchema = z.preprocess(
  (value: unknown) => decimalInput(blankAsUndefined(value)),
  z.number({ error: validationMessages.pageMin }).int({ error: validationMessages.pageMin }).min(1, { error: validationMessages.pageMin }).max(100_000, { error: validationMessages.pageMin }).default(1),
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
    z.number({ error: validationMessages.limitRange }).int({ error: validationMessages.limitRange }).min(1, { error: validationMessages.limitRange }).max(MAX_LIMIT, { error: validationMessages.limitRange }).default(fallback),
  );

/** Route params of `/…/{id}`. */
export const idParamsSchema = z.object({ id: idSchema });

/** How deeply input may nest (lib/validation/nesting.mjs, which server.mjs reads too). */
export { MAX_INPUT_DEPTH };

type Finding = { path: (string | number)[]; message: string };

/** A value still to be looked at: where it sits (its key, and the container it is in), and how deep. */
type Visit = { value: unknown; key: string | number; parent: Visit | null; depth: number };

/** The path of a value, built from its chain of containers: only for the one finding reported. */
function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The first thing in a value (a request body, a query) that no schema should
 * even look at: text holding a NUL character, which PostgreSQL cannot store,
 * or nesting deeper than MAX_INPUT_DEPTH. Walked with a stack of its own, so
 * that no input, however deep, can exhaust the call stack, and in time linear
 * in its size: each value holds its depth and a link to its container, not a
 * copy of its path (copying it made a body nested hundreds deep cost seconds).
 */
function findUnreadable(input: unknown): Finding | null {
  const stack: Visit[] = [{ value: input, key: "", parent: null, depth: 0 }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const { value, depth } = visit;
    if (typeof value === "string") {
      if (value.includes("\u0000")) return { path: pathOf(visit), message: validationMessages.nulCharacter };
      continue;
    }
    if (!value || typeof value !== "object") continue;
    if (depth >= MAX_INPUT_DEPTH) return { path: pathOf(visit).slice(0, 1), message: validationMessages.nestedTooDeeply };
    // Pushed in reverse, so that the first field is looked at first.
    if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) stack.push({ value: value[index], key: index, parent: visit, depth: depth + 1 });
    } else {
      const keys = Object.keys(value);
      for (let index = keys.length - 1; index >= 0; index -= 1) stack.push({ value: (value as Record<string, unknown>)[keys[index]], key: keys[index], parent: visit, depth: depth + 1 });
    }
  }
  return null;
}

/** The refusal of input nested deeper than MAX_INPUT_DEPTH, naming the top-level field it is under. */
export const nestedTooDeeply = (path: (string | number)[]): AppError =>
  invalidInput(new z.ZodError([{ code: "custom", path, message: validationMessages.nestedTooDeeply, input: undefined }]));

/**
 * `schema.safeParse(input)` for anything a person or a client sends (REST
 * bodies and queries, server actions): text holding a NUL character and
 * input nested absurdly deep are refused like any other invalid field,
 * before the schema (and long before PostgreSQL, which would fail on a NUL).
 */
export function safeParseInput<S extends z.ZodType>(schema: S, input: unknown): z.ZodSafeParseResult<z.output<S>> {
  const unreadable = findUnreadable(input);
  if (unreadable) return { success: false, error: new z.ZodError([{ code: "custom", path: unreadable.path, message: unreadable.message, input }]) } as z.ZodSafeParseResult<z.output<S>>;
  return schema.safeParse(input) as z.ZodSafeParseResult<z.output<S>>;
}

/** A schema's complaints as `{ field, message }`, the REST contract's and the forms' shape. */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.map(String).join(".") || "input", message: issue.message }));
}

/** What an "invalid" answer says: each field and what is wrong with it, after `heading` ("Invalid input"). */
export const invalidInputMessage = (fields: FieldError[], heading: string = apiMessages.invalidInput) => `${heading}: ${fields.map((e) => `'${e.field}' ${e.message}`).join("; ")}`;

/** An "invalid" AppError naming each field and what is wrong with it. */
export function invalidInput(error: z.ZodError): AppError {
  const fields = toFieldErrors(error);
  return invalid(invalidInputMessage(fields), fields);
}

/** Input that passed the schema, or an "invalid" AppError. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = safeParseInput(schema, input);
  if (!parsed.success) throw invalidInput(parsed.error);
  return parsed.data;
}
