import type { Metadata } from "next";
import { paginationWordsIn } from "@/components/shared/pagination-words";
import { ScheduleDialog } from "@/components/admin/schedule-dialog";
import { SlotListControls } from "@/components/admin/slot-list-controls";
import { SlotFormDialog } from "@/components/admin/slot-form-dialog";
import { SlotRangeDialog } from "@/components/admin/slot-range-dialog";
import { SlotCapacityForm } from "@/components/admin/slot-capacity-form";
import { SlotToggleButton } from "@/components/admin/slot-toggle-button";
import { PageHeading } from "@/components/dashboard/page-heading";
import { EmptyState } from "@/components/shared/empty-state";
import { ListNavigationProvider, ListPagination, PendingRegion } from "@/components/shared/list-navigation";
import { Badge } from "@/components/ui/badge";
import { stickyEndColumn, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";
import { LIST_DEFAULTS, LIST_PATHS, listHref } from "@/lib/urls/lists";
import { getSettings } from "@/lib/server/settings/business-settings";
import { queryFromSearchParams, type SearchParams } from "@/lib/validation/query";
import { pageLocale } from "@/lib/server/i18n/page-locale";
import { sectionIn } from "@/lib/server/i18n/sections";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { listServiceNames } from "@/lib/server/services/manage-services";
import { listSlotsForAdmin } from "@/lib/server/slots/manage-slots";
import { formatClock, formatDisplayDate, todayIn } from "@/lib/format/time";
import type { Writing } from "@/lib/format/writing";
import { adminSlotListQuerySchema } from "@/lib/validation/admin";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  return { title: (await sectionIn(await pageLocale(params), "adminSlots")).title };
}

/** Slot Management, with schedule generation beside single slots; in the admin's language. */
export default async function SlotManagementPage({ params, searchParams }: Props) {
  const admin = await requirePageUser("admin");
  const locale = await pageLocale(params);
  const query = queryFromSearchParams(adminSlotListQuerySchema, await searchParams);
  const [{ slots, total }, services, adminSlotsText, serviceText] = await Promise.all([listSlotsForAdmin(admin, query), listServiceNames(admin), sectionIn(locale, "adminSlots"), sectionIn(locale, "service")]);
  const settings = await getSettings();
  const writing: Writing = { locale, latinDigits: settings.latinDigits };
  const today = todayIn(settings.timeZone);

  return (
    <section aria-labelledby="slots-heading" className="grid gap-6">
      <div className="flex flex-col gap-4 @4xl:flex-row @4xl:items-end @4xl:justify-between">
        <PageHeading id="slots-heading" title={adminSlotsText.title} subtitle={adminSlotsText.subtitle} />
        <div className="flex flex-wrap items-center gap-2">
          <ScheduleDialog services={services} today={today} hours={settings.openingHours} />
          <SlotFormDialog services={services} today={today} />
          <SlotRangeDialog services={services} today={today} />
        </div>
      </div>
      <ListNavigationProvider>
        <SlotListControls key={`${query.service}|${query.when}|${query.limit}`} query={query} services={services} />
        <PendingRegion>
          {slots.length === 0 ? (
            <EmptyState locale={locale} />
          ) : (
            <Table aria-labelledby="slots-heading">
              <TableHeader>
                <TableRow>
                  <TableHead>{adminSlotsText.startColumn}</TableHead>
                  <TableHead>{adminSlotsText.endColumn}</TableHead>
                  <TableHead>{adminSlotsText.dateColumn}</TableHead>
                  <TableHead>{adminSlotsText.statusColumn}</TableHead>
                  <TableHead>{adminSlotsText.capacityColumn}</TableHead>
                  <TableHead>{adminSlotsText.serviceColumn}</TableHead>
                  <TableHead className={cn("text-right", stickyEndColumn)}>{adminSlotsText.actions}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {slots.map((slot) => {
                  const label = `${slot.service.name}, ${formatDisplayDate(slot.date, writing)} ${formatClock(slot.startTime, writing)}`;
                  return (
                    <TableRow key={slot._id} data-testid="slot-row">
                      <TableCell label={adminSlotsText.startColumn}>{formatClock(slot.startTime, writing)}</TableCell>
                      <TableCell label={adminSlotsText.endColumn}>{formatClock(slot.endTime, writing)}</TableCell>
                      <TableCell label={adminSlotsText.dateColumn} className="whitespace-nowrap">{formatDisplayDate(slot.date, writing)}</TableCell>
                      <TableCell label={adminSlotsText.statusColumn}>{slot.isBooked === "booked" ? adminSlotsText.booked : slot.isBooked === "cancel" ? adminSlotsText.cancelled : adminSlotsText.available}</TableCell>
                      <TableCell label={adminSlotsText.capacityColumn}>
                        <div className="grid gap-1">
                          <SlotCapacityForm id={slot._id} capacity={slot.capacity} label={label} />
                          {slot.remaining > 0 ? <span className="text-xs text-muted-foreground">{serviceText.placesLeft(slot.remaining)}</span> : null}
                        </div>
                      </TableCell>
                      <TableCell label={adminSlotsText.serviceColumn} wide>{slot.service.name}</TableCell>
                      <TableCell wide className={cn("text-right", stickyEndColumn)}>
                        {slot.isBooked === "booked" ? <Badge variant="secondary">{adminSlotsText.booked}</Badge> : <SlotToggleButton id={slot._id} status={slot.isBooked} label={label} />}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          )}
        </PendingRegion>
        <ListPagination page={query.page} pageCount={Math.ceil(total / query.limit)} baseHref={listHref(LIST_PATHS.adminSlots, { service: query.service, when: query.when, limit: query.limit }, LIST_DEFAULTS.adminSlots)} words={await paginationWordsIn(locale)} />
      </ListNavigationProvider>
    </section>
  );
}
