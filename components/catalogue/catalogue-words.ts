import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { pageTranslator } from "@/lib/server/i18n/page-locale";
import { writtenOut } from "@/lib/server/i18n/written-out";
import type { CatalogueFilterWords } from "./catalogue-filters";
import type { CataloguePaginationWords } from "./catalogue-pagination";
import type { CatalogueShellWords } from "./catalogue-shell";

/**
 * The words of the catalogue's client components, written out in `locale` (the catalogue's `catalogue`
 * section): they format nothing, and get no catalogue (docs/languages.md).
 */

/** The filters' (search, price range, sort): CatalogueFilters and its sort menu. */
export async function catalogueFilterWords(locale: Locale): Promise<CatalogueFilterWords> {
  const [t, filters] = await Promise.all([pageTranslator(locale, "catalogue"), writtenOut(locale, "catalogue", "filters")]);
  return { ...filters, clearFilters: t("clearFilters") };
}

/** The results' frame: loading, and what the error page says. */
export async function catalogueShellWords(locale: Locale): Promise<CatalogueShellWords> {
  const t = await pageTranslator(locale, "catalogue");
  return { loading: t("loading"), fetchError: t("fetchError"), retry: t("retry") };
}

/** The pages' links ('Page {page}' filled in by the browser). */
export const cataloguePaginationWords = (locale: Locale): Promise<CataloguePaginationWords> => writtenOut(locale, "catalogue", "pagination");
