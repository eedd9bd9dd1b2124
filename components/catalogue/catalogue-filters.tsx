"use client";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { ChevronDownIcon } from "@/components/ui/icons/chevron-down";
import { SearchIcon } from "@/components/ui/icons/search";
import { useDebouncedCallback } from "@/components/shared/use-debounced-callback";
import { useSearchParams } from "next/navigation";
import { useCatalogueNavigation } from "@/components/catalogue/catalogue-shell";
import { Button, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { selectTriggerClass } from "@/components/ui/select-trigger-class";
import { useFirstUse } from "@/components/ui/use-first-use";
import { useHydrated } from "@/components/shared/use-hydrated";
import { CATALOGUE_PATH, catalogueHref, type CatalogueParams } from "@/lib/urls/catalogue-href";
import type enCatalogue from "@/lib/messages/en/catalogue.json";
import { cn } from "@/lib/utils";

/** The filters' words in the page's language (the catalogue's `catalogue.filters`, and its Clear Filters), written out on the server. */
export type CatalogueFilterWords = Record<keyof typeof enCatalogue.filters | "clearFilters", string>;

const SEARCH_DEBOUNCE_MS = 300;

const loadSortSelect = () => import("./sort-select");
const SortSelect = lazy(() => loadSortSelect().then((module) => ({ default: module.SortSelect })));

/** The sort menu's trigger until its code has loaded: the same look and label, opening it on click or arrow keys. */
function SortStandIn({ label, placeholder, ...props }: { label: string | undefined; placeholder: string } & React.ComponentProps<"button">) {
  return (
    <button type="button" id="catalogue-sort" role="combobox" aria-expanded="false" aria-haspopup="listbox" data-placeholder={label ? undefined : ""} className={cn(selectTriggerClass, "w-48")} {...props}>
      <span>{label ?? placeholder}</span>
      <ChevronDownIcon className="size-4 opacity-50" aria-hidden />
    </button>
  );
}

/** The catalogue's filters as the address bar has them (display only: the server validates the query). */
function paramsFrom(search: URLSearchParams): CatalogueParams {
  const positive = (key: string) => {
    const value = Number(search.get(key));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  };
  return { searchTerm: search.get("searchTerm") ?? undefined, min: positive("min"), max: positive("max"), sort: search.get("sort") ?? undefined, page: positive("page") };
}

/** The filters for the current address (the cached /services is rendered as for an address without a query). */
export function CatalogueFiltersFromUrl({ words }: { words: CatalogueFilterWords }) {
  return <CatalogueFilters params={paramsFrom(useSearchParams())} words={words} />;
}

/** A price range the address bar holds but the server dropped (a maximum below the minimum): said, as the browser's check says it. */
const rangeErrorOf = (params: CatalogueParams, words: CatalogueFilterWords) => (params.min && params.max && params.min > params.max ? words.invalidRange : null);

/**
 * Search, price range and sort: one GET form to /services whose fields carry
 * the page's own query parameters, so that without JavaScript (or before it
 * has loaded) the browser submits them and the server renders the results.
 * With JavaScript the search follows typing (debounced), the range is checked
 * first, the sort is a menu, and the page changes in place. `words`: in the
 * page's language.
 */
export function CatalogueFilters({ params, words }: { params: CatalogueParams; words: CatalogueFilterWords }) {
  const { navigate } = useCatalogueNavigation();
  const searchBox = useRef<HTMLInputElement>(null);
  const minBox = useRef<HTMLInputElement>(null);
  const maxBox = useRef<HTMLInputElement>(null);
  // The searches this box has asked for, oldest first, whose results have not arrived yet: when one
  // arrives, the box (which may hold more by now) is left alone. On a slow connection the results of
  // "eng" can arrive after "engi" was asked for; they must not take the "i" away.
  const requested = useRef<string[]>([]);
  const [rangeError, setRangeError] = useState<string | null>(() => rangeErrorOf(params, words));
  const sort = useFirstUse(loadSortSelect);
  // The controls for pages without JavaScript (hidden by CSS where scripts run), gone once the script has run.
  const plain = !useHydrated();

  const searchLater = useDebouncedCallback((value: string) => {
    if (value.trim() === (params.searchTerm ?? "")) return;
    requested.current.push(value.trim());
    navigate({ ...params, searchTerm: value, page: 1 });
  }, SEARCH_DEBOUNCE_MS);

  // Typed before the script ran (the boxes are uncontrolled: hydrating keeps it): searched for as if typed now.
  useEffect(() => {
    const text = searchBox.current?.value ?? "";
    if (text.trim() !== (params.searchTerm ?? "")) searchLater(text);
    // Once, on the first render in the browser.
  }, []);

  // Back/forward navigation (or a link) changes the URL under us: follow it. (Not the address the boxes
  // were rendered with: what was typed since then stays.)
  const followed = useRef([params.searchTerm, params.min, params.max].join("|"));
  useEffect(() => {
    const address = [params.searchTerm, params.min, params.max].join("|");
    if (address === followed.current) return;
    followed.current = address;
    const term = params.searchTerm ?? "";
    const own = requested.current.lastIndexOf(term);
    if (own >= 0) requested.current.splice(0, own + 1);
    else {
      requested.current = [];
      if (searchBox.current && searchBox.current.value.trim() !== term) searchBox.current.value = term;
    }
    if (minBox.current) minBox.current.value = params.min ? String(params.min) : "";
    if (maxBox.current) maxBox.current.value = params.max ? String(params.max) : "";
    setRangeError(rangeErrorOf(params, words));
  }, [params.searchTerm, params.min, params.max]);

  const apply = async (event: React.FormEvent) => {
    event.preventDefault();
    searchLater.cancel();
    // The shared schema (and zod) load on the first check, not with the page; its messages in the page's language.
    const { priceRangeFormSchemaIn } = await import("@/lib/validation/catalogue");
    const parsed = priceRangeFormSchemaIn(words).safeParse({ min: minBox.current?.value ?? "", max: maxBox.current?.value ?? "" });
    if (!parsed.success) {
      setRangeError(parsed.error.issues[0]?.message ?? words.invalidRange);
      return;
    }
    setRangeError(null);
    const searchTerm = searchBox.current?.value ?? params.searchTerm;
    if (searchTerm?.trim() !== (params.searchTerm ?? "")) requested.current.push(searchTerm?.trim() ?? "");
    navigate({ ...params, searchTerm, min: parsed.data.min, max: parsed.data.max, page: 1 });
  };

  const clearFilters = () => {
    searchLater.cancel();
    for (const box of [searchBox.current, minBox.current, maxBox.current]) if (box) box.value = "";
    setRangeError(null);
    navigate({});
  };

  const sortLabels: Record<string, string> = { price: words.sortPriceAsc, "-price": words.sortPriceDesc };
  const sortLabel = params.sort ? sortLabels[params.sort] : undefined;

  // Any filter away from the defaults shows in the canonical address.
  const hasFilters = catalogueHref({ ...params, page: 1 }) !== catalogueHref({});
  const rangeProps = { "aria-invalid": Boolean(rangeError), "aria-describedby": rangeError ? "price-range-error" : undefined };

  return (
    <form
      method="get"
      action={CATALOGUE_PATH}
      role="search"
      aria-label={words.label}
      onSubmit={apply}
      noValidate
      className="mb-6 grid grid-cols-1 gap-4 rounded-xl border bg-card p-4 lg:grid-cols-[1fr_auto_auto] lg:items-end"
    >
      <div className="grid gap-2">
        <Label htmlFor="catalogue-search">{words.searchLabel}</Label>
        <div className="flex gap-2">
          <div className="relative flex-1">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input
              ref={searchBox}
              id="catalogue-search"
              name="searchTerm"
              type="search"
              className="pl-9"
              placeholder={words.searchPlaceholder}
              defaultValue={params.searchTerm ?? ""}
              maxLength={100}
              onChange={(event) => searchLater(event.target.value)}
            />
          </div>
          {/* With JavaScript the search follows typing; without it, this sends the form. */}
          {plain ? (
            <Button type="submit" variant="secondary" className="hidden scripting-none:inline-flex">
              {words.search}
            </Button>
          ) : null}
        </div>
      </div>

      <div role="group" aria-labelledby="price-range-label" className="grid gap-2">
        <span className="text-sm font-medium" id="price-range-label">{words.priceRange}</span>
        <div className="flex items-start gap-2">
          <div className="grid min-w-0 flex-1 gap-1 sm:flex-none">
            <Label htmlFor="price-min" className="sr-only">{words.minLabel}</Label>
            <Input ref={minBox} id="price-min" name="min" type="number" inputMode="decimal" min={0} step="any" placeholder={words.minLabel} className="w-full sm:w-24" defaultValue={params.min ? String(params.min) : ""} {...rangeProps} />
          </div>
          <div className="grid min-w-0 flex-1 gap-1 sm:flex-none">
            <Label htmlFor="price-max" className="sr-only">{words.maxLabel}</Label>
            <Input ref={maxBox} id="price-max" name="max" type="number" inputMode="decimal" min={0} step="any" placeholder={words.maxLabel} className="w-full sm:w-24" defaultValue={params.max ? String(params.max) : ""} {...rangeProps} />
          </div>
          <Button type="submit" variant="secondary">{words.applyRange}</Button>
        </div>
        <p id="price-range-error" role="alert" className="min-h-4 text-xs text-destructive">{rangeError}</p>
      </div>

      <div className="flex flex-wrap items-end gap-2 lg:pb-6">
        <div className="grid gap-2">
          <Label htmlFor="catalogue-sort" id="catalogue-sort-label">{words.sortLabel}</Label>
          <div className="scripting-none:hidden">
            {sort.used ? (
              <Suspense fallback={<SortStandIn label={sortLabel} placeholder={words.sortPlaceholder} />}>
                <SortSelect value={sortLabel ? (params.sort ?? "") : ""} label={sortLabel} words={words} onChange={(value) => navigate({ ...params, searchTerm: searchBox.current?.value ?? params.searchTerm, sort: value, page: 1 })} />
              </Suspense>
            ) : (
              <SortStandIn
                label={sortLabel}
                placeholder={words.sortPlaceholder}
                {...sort.standIn}
                onKeyDown={(event) => {
                  if (event.key === "ArrowDown" || event.key === "ArrowUp") {
                    event.preventDefault();
                    sort.standIn.onClick();
                  }
                }}
              />
            )}
          </div>
          {/* Without JavaScript: the browser's own menu, sent with the form. */}
          {plain ? (
            <div className="hidden gap-2 scripting-none:flex">
              <select name="sort" aria-labelledby="catalogue-sort-label" defaultValue={sortLabel ? params.sort : ""} className={cn(selectTriggerClass, "w-48")}>
                <option value="">{words.sortPlaceholder}</option>
                <option value="price">{words.sortPriceAsc}</option>
                <option value="-price">{words.sortPriceDesc}</option>
              </select>
              <Button type="submit" variant="secondary">{words.applySort}</Button>
            </div>
          ) : null}
        </div>
        <Button type="button" variant="outline" onClick={clearFilters} disabled={!hasFilters} className="scripting-none:hidden">
          {words.clearFilters}
        </Button>
        {plain ? (
          <a href={CATALOGUE_PATH} className={cn(buttonVariants({ variant: "outline" }), "hidden scripting-none:inline-flex")}>
            {words.clearFilters}
          </a>
        ) : null}
      </div>
    </form>
  );
}
