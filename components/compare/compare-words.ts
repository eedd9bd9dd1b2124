import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { writtenOut } from "@/lib/server/i18n/written-out";
import type { CompareWords } from "./compare-button";

/**
 * The Compare button, dialog and the cards' toggles' words, written out in `locale` (the catalogue's
 * `catalogue.compare`): `{count}`, `{minutes}`, `{price}` and `{name}` are filled in by the browser.
 */
export const compareWords = (locale: Locale): Promise<CompareWords> => writtenOut(locale, "catalogue", "compare");
