"use client";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { ChevronDownIcon, SearchIcon } from "lucide-react";
import { useDebouncedCallback } from "@/components/shared/use-debounced-callback";
import { useSearchParams } from "next/navigation";
import { useCatalogueNavigation } from "@/components/catalogue/catalogue-shell";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { selectTriggerClass } from "@/components/ui/select-trigger-class";
import { useFirstUse } from "@/components/ui/use-first-use";
import { catalogueHref, type CatalogueParams } from "@/lib/urls/catalogue-href";
import { catalogueMessages } from "@/lib/messages/catalogue";
import { cn } from "@/lib/utils";

const t = catalogueMessages;
const SEARCH_DEBOUNCE_MS = 300;

const loadSortSelect = () => import("./sort-select");
const SortSelect = lazy(() => loadSortSelect().then((module) => ({ default: module.SortSelect })));

/** The sort menu's trigger until its code has loaded: the same look and label, opening it on click or arrow keys. */
function SortStandIn({ label, ...props }: { label: string | undefined } & React.ComponentProps<"button">) {
  return (
    <button type="button" id="catalogue-sort" role="combobox" aria-expanded="false" aria-haspopup="listbox" data-placeholder={label ? undefined : ""} className={cn(selectTriggerClass, "w-48")} {...props}>
      <span>{label ?? t.sortPlaceholder}</span>
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

/** The filters for the current address (the catalogue's layout wraps this in Suspense: the cached page is rendered without a request). */
export function CatalogueFiltersFromUrl() {
  return <CatalogueFilters params={paramsFrom(useSearchParams())} />;
}

export function CatalogueFilters({ params }: { params: CatalogueParams }) {
  const { navigate } = useCatalogueNavigation();
  const [search, setSearch] = useState(params.searchTerm ?? "");
  // The searches this box has asked for, oldest first, whose results have not arrived yet: when one
  // arrives, the box (which may hold more by now) is left alone. On a slow connection the results of
  // "eng" can arrive after "engi" was asked for; they must not take the "i" away.
  const requested = useRef<string[]>([]);
  const [min, setMin] = useState(params.min ? String(params.min) : "");
  const [max, setMax] = useState(params.max ? String(params.max) : "");
  const [rangeError, setRangeError] = useState<string | null>(null);
  const sort = useFirstUse(loadSortSelect);

  // Back/forward navigation (or a link) changes the URL under us: follow it.
  useEffect(() => {
    const term = params.searchTerm ?? "";
    const own = requested.current.lastIndexOf(term);
    if (own >= 0) requested.current.splice(0, own + 1);
    else {
      requested.current = [];
      setSearch((shown) => (shown.trim() === term ? shown : term));
    }
    setMin(params.min ? String(params.min) : "");
    setMax(params.max ? String(params.max) : "");
  }, [params.searchTerm, params.min, params.max]);

  const searchLater = useDebouncedCallback((value: string) => {
    if (value.trim() === (params.searchTerm ?? "")) return;
    requested.current.push(value.trim());
    navigate({ ...params, searchTerm: value, page: 1 });
  }, SEARCH_DEBOUNCE_MS);

  const applyRange = async (event: React.FormEvent) => {
    event.preventDefault();
    // The shared schema (and zod) load on the first check, not with the page.
    const { priceRangeFormSchema } = await import("@/lib/validation/catalogue");
    const parsed = priceRangeFormSchema.safeParse({ min, max });
    if (!parsed.success) {
      setRangeError(parsed.error.issues[0]?.message ?? t.invalidRange);
      return;
    }
    setRangeError(null);
    navigate({ ...params, min: parsed.data.min, max: parsed.data.max, page: 1 });
  };

  const clearFilters = () => {
    searchLater.cancel();
    setSearch("");
    setMin("");
    setMax("");
    setRangeError(null);
    navigate({});
  };

  const sortLabels: Record<string, string> = { price: t.sortPriceAsc, "-price": t.sortPriceDesc };
  const sortLabel = params.sort ? sortLabels[params.sort] : undefined;

  // Any filter away from the defaults shows in the canonical address.
  const hasFilters = catalogueHref({ ...params, page: 1 }) !== catalogueHref({});

  return (
    <div className="mb-6 grid grid-cols-1 gap-4 rounded-xl border bg-card p-4 lg:grid-cols-[1fr_auto_auto] lg:items-end">
      <div className="grid gap-2">
        <Label htmlFor="catalogue-search">{t.searchLabel}</Label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            id="catalogue-search"
            type="search"
            className="pl-9"
            placeholder={t.searchPlaceholder}
            value={search}
            maxLength={100}
            onChange={(event) => {
              setSearch(event.target.value);
              searchLater(event.target.value);
            }}
            onKeyDown={(event) => {
              if (event.key === "Enter") searchLater.flush();
            }}
          />
        </div>
      </div>

      <form onSubmit={applyRange} noValidate className="grid gap-2" aria-label={t.priceRange}>
        <span className="text-sm font-medium" id="price-range-label">{t.priceRange}</span>
        <div className="flex items-start gap-2">
          <div className="grid min-w-0 flex-1 gap-1 sm:flex-none">
            <Label htmlFor="price-min" className="sr-only">{t.minLabel}</Label>
            <Input id="price-min" type="number" inputMode="decimal" min={0} step="any" placeholder={t.minLabel} className="w-full sm:w-24" value={min} onChange={(e) => setMin(e.target.value)} aria-invalid={Boolean(rangeError)} aria-describedby={rangeError ? "price-range-error" : undefined} />
          </div>
          <div className="grid min-w-0 flex-1 gap-1 sm:flex-none">
            <Label htmlFor="price-max" className="sr-only">{t.maxLabel}</Label>
            <Input id="price-max" type="number" inputMode="decimal" min={0} step="any" placeholder={t.maxLabel} className="w-full sm:w-24" value={max} onChange={(e) => setMax(e.target.value)} aria-invalid={Boolean(rangeError)} aria-describedby={rangeError ? "price-range-error" : undefined} />
          </div>
          <Button type="submit" variant="secondary">{t.applyRange}</Button>
        </div>
        <p id="price-range-error" role="alert" className="min-h-4 text-xs text-destructive">{rangeError}</p>
      </form>

      <div className="flex flex-wrap items-end gap-2 lg:pb-6">
        <div className="grid gap-2">
          <Label htmlFor="catalogue-sort">{t.sortLabel}</Label>
          {sort.used ? (
            <Suspense fallback={<SortStandIn label={sortLabel} />}>
              <SortSelect value={sortLabel ? (params.sort ?? "") : ""} label={sortLabel} onChange={(value) => navigate({ ...params, sort: value, page: 1 })} />
            </Suspense>
          ) : (
            <SortStandIn
              label={sortLabel}
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
        <Button type="button" variant="outline" onClick={clearFilters} disabled={!hasFilters}>
          {t.clearFilters}
        </Button>
      </div>
    </div>
  );
}
