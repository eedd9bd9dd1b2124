"use client";

import { useRef } from "react";
import { PageSizeSelect } from "@/components/forms/page-size-select";
import { useListNavigation } from "@/components/shared/list-navigation";
import { SearchForm } from "@/components/shared/search-form";
import { useSection } from "@/components/providers/section-words-context";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { LIST_DEFAULTS, LIST_PATHS, listHref } from "@/lib/urls/lists";
import { adminServicesMessages } from "@/lib/messages/admin-services";
import { bookingMessages } from "@/lib/messages/booking";
import type { AdminServiceListQuery } from "@/lib/validation/admin";

const PAGE_SIZES = [10, 20, 30] as const;

/** Service Management's search form, page size and sort; each starts again from page 1. */
export function ServiceListControls({ query }: { query: Pick<AdminServiceListQuery, "searchTerm" | "sort" | "limit"> }) {
  const adminServicesText = useSection(adminServicesMessages, "adminServices");
  const bookingText = useSection(bookingMessages, "booking");
  const { navigate, pending } = useListNavigation();
  const searchTerm = useRef(query.searchTerm ?? "");
  const go = (change: Partial<typeof query>) => navigate(listHref(LIST_PATHS.adminServices, { ...query, searchTerm: searchTerm.current, ...change }, LIST_DEFAULTS.adminServices));

  return (
    <div className="flex flex-col gap-3 @4xl:flex-row @4xl:items-center @4xl:justify-between">
      <SearchForm
        label={adminServicesText.searchLabel}
        placeholder={adminServicesText.searchPlaceholder}
        buttonLabel={adminServicesText.search}
        defaultValue={query.searchTerm ?? ""}
        pending={pending}
        onSearch={(term) => {
          searchTerm.current = term;
          go({ searchTerm: term });
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <PageSizeSelect inline id="services-page-size" label={bookingText.pageSize} value={query.limit} sizes={PAGE_SIZES} onSelect={(limit) => go({ limit })} disabled={pending} />
        <div className="flex items-center gap-2 text-sm">
          <span id="services-sort-label" className="text-muted-foreground">
            {adminServicesText.sortLabel}
          </span>
          <Select value={query.sort} onValueChange={(sort) => go({ sort: sort as AdminServiceListQuery["sort"] })} disabled={pending}>
            <SelectTrigger aria-labelledby="services-sort-label" className="w-32">
              <SelectValue>{query.sort === "createdAt" ? adminServicesText.oldFirst : adminServicesText.newFirst}</SelectValue>
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="-createdAt">{adminServicesText.newFirst}</SelectItem>
              <SelectItem value="createdAt">{adminServicesText.oldFirst}</SelectItem>
            </SelectContent>
          </Select>
        </div>
      </div>
    </div>
  );
}
