"use client";

import { ServiceSelect } from "@/components/admin/service-select";
import { useListNavigation } from "@/components/shared/list-navigation";
import { PageSizeSelect } from "@/components/forms/page-size-select";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { LIST_DEFAULTS, LIST_PATHS, listHref } from "@/lib/urls/lists";
import { useSlotWords } from "@/components/admin/slot-words";
import { useSection } from "@/components/providers/section-words-context";
import { bookingMessages } from "@/lib/messages/booking";
import type { ServiceName } from "@/lib/server/services/manage-services";
import { SLOT_PERIODS, type AdminSlotListQuery } from "@/lib/validation/admin";
import { BOOKING_PAGE_SIZES } from "@/lib/validation/booking";

/** Slot Management's filters (service, period) and page size; each starts again from page 1. */
export function SlotListControls({ query, services }: { query: Omit<AdminSlotListQuery, "page">; services: ServiceName[] }) {
  const { navigate, pending } = useListNavigation();
  const { text } = useSlotWords();
  const bookingText = useSection(bookingMessages, "booking");
  const go = (change: Partial<typeof query>) => navigate(listHref(LIST_PATHS.adminSlots, { ...query, ...change }, LIST_DEFAULTS.adminSlots));
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="w-56">
        <ServiceSelect id="slots-service" services={services} value={query.service ?? "all"} onChange={(service) => go({ service: service === "all" ? undefined : service })} placeholder={text.allServices} allLabel={text.allServices} ariaLabel={text.filterService} />
      </div>
      <Select value={query.when} onValueChange={(when) => go({ when: when as AdminSlotListQuery["when"] })} disabled={pending}>
        <SelectTrigger aria-label={text.period} className="w-36">
          <SelectValue>{text.periods[query.when]}</SelectValue>
        </SelectTrigger>
        <SelectContent>
          {SLOT_PERIODS.map((period) => (
            <SelectItem key={period} value={period}>
              {text.periods[period]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <PageSizeSelect inline id="slots-page-size" label={bookingText.pageSize} value={query.limit} sizes={BOOKING_PAGE_SIZES} onSelect={(limit) => go({ limit })} disabled={pending} />
    </div>
  );
}
