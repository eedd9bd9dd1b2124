import "server-only";
import { catalogues, type Catalogue, type Namespace } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { pageTranslator } from "./page-locale";

/** A group of messages written out: each key's string. */
export type WrittenOut<T> = { [K in keyof T]: string };

/** `{name}` for each plain argument of a message: left in, for the browser to fill (lib/format/fill.ts). */
const placeholdersOf = (message: string) => Object.fromEntries([...message.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, `{${name}}`]));

/**
 * A group of messages of a section (`catalogue`'s `compare`: its messages side by side, no deeper) written
 * out in `locale` for a client component, which formats nothing (docs/languages.md): a message without
 * arguments as it reads, one with plain `{name}` arguments with them left in, for the browser to fill
 * with a value only it knows. (A message whose arguments are numbers, plurals or choices is written out
 * with its values on the server instead.)
 */
export async function writtenOut<N extends Namespace, G extends keyof Catalogue[N] & string>(locale: Locale, namespace: N, group: G): Promise<WrittenOut<Catalogue[N][G]>> {
  const t = (await pageTranslator(locale, namespace)) as unknown as (key: string, values?: Record<string, string>) => string;
  const english = catalogues.en[namespace][group] as Record<string, string>;
  return Object.fromEntries(Object.entries(english).map(([key, message]) => [key, t(`${group}.${key}`, placeholdersOf(message))])) as WrittenOut<Catalogue[N][G]>;
}
