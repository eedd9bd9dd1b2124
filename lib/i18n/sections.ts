import { IntlMessageFormat } from "intl-messageformat";
import { sayingOf } from "@/lib/messages/said";

/**
 * The TypeScript sections of the messages (lib/messages/<section>.ts: the REST API's and the admin
 * area's words, English) in another language: each language has, for each section it translates, a
 * file of the same keys (lib/messages/<language>/sections/<section>.json). A fixed message is the
 * translation as written; a message the English section makes with values (a function) is an ICU
 * message whose arguments are the function's, by position: `{0}`, `{1}`; an argument that is an object
 * (a shop's words for its bays) gives its fields as `{0_one}`, `{0_Many}`. A number is written as the
 * language writes numbers, with the shop's digits, by `{0, number}` or a plural's `#`
 * (`{1, plural, other {# bookings}}`); a plain `{0}` writes it as it is (an HTTP status: "HTTP 503").
 *
 * Plain code, for the server and the admin area's client components alike (docs/languages.md); the
 * public pages never import it (their words come written out from the JSON catalogue).
 */
export type Overlay = { readonly [key: string]: string | Overlay };

/** One language's words for the sections: fixed English messages to theirs, and templates by path. */
export type SectionWords = {
  /** The Intl tag numbers and dates are written with (lib/i18n/locales.ts: intlLocale). */
  intlTag: string;
  /** Each fixed English message (`"Save"`) to its translation. */
  strings: Readonly<Record<string, string>>;
  /** Each message made with values, by its path (`bays.holdsBookings`), to its ICU template. */
  templates: Readonly<Record<string, string>>;
  /**
   * A fixed message whose English another section says differently in this language, by its path
   * (`adminSlots.created`): a section read as a whole says its own words.
   */
  byPath: Readonly<Record<string, string>>;
};

type Value = string | number | boolean | Date | null | undefined;

const formats = new Map<string, IntlMessageFormat>();

/** `template` (ICU, positional arguments) filled with a function message's arguments. */
export function formatPositional(template: string, args: readonly unknown[], intlTag: string): string {
  const values: Record<string, Value> = {};
  args.forEach((arg, index) => {
    if (arg && typeof arg === "object" && !(arg instanceof Date)) {
      for (const [field, value] of Object.entries(arg)) if (isValue(value)) values[`${index}_${field}`] = value;
    } else if (isValue(arg)) values[String(index)] = arg ?? "";
  });
  const key = `${intlTag}\u0000${template}`;
  let format = formats.get(key);
  if (!format) {
    format = new IntlMessageFormat(template, intlTag);
    formats.set(key, format);
  }
  return String(format.format(values));
}

const isValue = (value: unknown): value is Value =>
  value === null || value === undefined || value instanceof Date || ["string", "number", "boolean"].includes(typeof value);

/**
 * Every fixed message and template of `overlay` (a section's translation) beside its English, into
 * `words`: what SectionWords holds, built on the server from the files.
 */
export function collectWords(english: unknown, overlay: Overlay | undefined, path: string, into: { strings: Record<string, string>; templates: Record<string, string>; byPath: Record<string, string> }): void {
  if (!overlay) return;
  if (typeof english === "string") return;
  if (!english || typeof english !== "object") return;
  for (const [key, value] of Object.entries(english as Record<string, unknown>)) {
    const translated = overlay[key];
    const at = `${path}.${key}`;
    if (typeof value === "string") {
      if (typeof translated !== "string") continue;
      if (!(value in into.strings)) into.strings[value] = translated;
      else if (into.strings[value] !== translated) into.byPath[at] = translated;
    } else if (typeof value === "function") {
      if (typeof translated === "string") into.templates[at] = translated;
    } else if (translated && typeof translated === "object") collectWords(value, translated, at, into);
  }
}

/**
 * `english` (a section, or a group of one) in the language of `words`: each fixed message by its
 * translation, each function by one that fills its template; what the language does not translate stays
 * English. `path` is the section's name (and the group's keys below it): where its templates are found.
 */
export function inLanguage<T>(english: T, path: string, words: SectionWords | null | undefined): T {
  if (!words) return english;
  return translate(english, path, words) as T;
}

function translate(value: unknown, path: string, words: SectionWords): unknown {
  if (typeof value === "string") return words.byPath[path] ?? words.strings[value] ?? value;
  if (typeof value === "function") {
    const template = words.templates[path];
    if (!template) return value;
    return (...args: unknown[]) => formatPositional(template, args, words.intlTag);
  }
  if (Array.isArray(value)) return value.map((item, index) => translate(item, `${path}.${index}`, words));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, translate(item, `${path}.${key}`, words)]));
  return value;
}

/**
 * An English message (a field's message, a refusal) in the language of `words`: a fixed message by its
 * translation; one a section's function said with values lately (lib/messages/said.ts) by that language's
 * template with the same values; else as it is.
 */
export function textIn(english: string, words: SectionWords | null | undefined): string {
  if (!words) return english;
  const fixed = words.strings[english];
  if (fixed !== undefined) return fixed;
  const saying = sayingOf(english);
  const template = saying && words.templates[saying.path];
  if (!template) return english;
  // An argument that is a group of words (what the shop calls its bays) is said in the language too.
  const args = saying.args.map((arg) =>
    arg && typeof arg === "object" && !(arg instanceof Date)
      ? Object.fromEntries(Object.entries(arg).map(([field, value]) => [field, typeof value === "string" ? (words.strings[value] ?? value) : value]))
      : arg,
  );
  return formatPositional(template, args, words.intlTag);
}
