import type { Metadata } from "next";
import { paginationWordsIn } from "@/components/shared/pagination-words";
import { formatDistanceToNow } from "date-fns";
import { bn as bnDates } from "date-fns/locale/bn";
import Link from "next/link";
import { AlertTriangleIcon, ImageIcon, Trash2Icon } from "lucide-react";
import { DeleteServiceButton } from "@/components/admin/delete-service-button";
import { ServiceFormDialog } from "@/components/admin/service-form-dialog";
import { ServiceListControls } from "@/components/admin/service-list-controls";
import { PageHeading } from "@/components/dashboard/page-heading";
import { EmptyState } from "@/components/shared/empty-state";
import { ListNavigationProvider, ListPagination, PendingRegion } from "@/components/shared/list-navigation";
import { buttonVariants } from "@/components/ui/button";
import { stickyEndColumn, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";
import { LIST_DEFAULTS, LIST_PATHS, listHref } from "@/lib/urls/lists";
import { queryFromSearchParams, type SearchParams } from "@/lib/validation/query";
import { localDigits, localNumber } from "@/lib/format/fill";
import { intlLocale, type Locale } from "@/lib/i18n/locales";
import { pageLocale } from "@/lib/server/i18n/page-locale";
import { messagesIn, sectionIn } from "@/lib/server/i18n/sections";
import { formatPrice } from "@/lib/format/money";
import { getSettings } from "@/lib/server/settings/business-settings";
import { newServicePrices } from "@/lib/server/services/service-pricing";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { featuredCounts } from "@/lib/server/services/list-featured-services";
import { listServices } from "@/lib/server/services/list-services";
import { liveBookingCounts } from "@/lib/server/services/manage-services";
import { countServicesWithoutOpenSlots, servicesWithoutOpenSlots } from "@/lib/server/slots/open-days";
import { adminServiceListQuerySchema } from "@/lib/validation/admin";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await sectionIn(await pageLocale(params), "adminServices")).title };
}

/** The description is cut to 30 characters in the table. */
const cut = (text: string) => (text.length > 30 ? `${text.slice(0, 30)}…` : text);

/** How long ago a service was made ('3 days ago'), in the page's language and the shop's digits. */
function madeAgo(createdAt: string | Date, locale: Locale, intlTag: string): string {
  if (locale === "en") return formatDistanceToNow(new Date(createdAt), { addSuffix: true });
  // date-fns writes Bangla with Bengali digits: as the shop writes them (Latin ones when it chose them).
  const bengali = formatDistanceToNow(new Date(createdAt), { addSuffix: true, locale: bnDates });
  return localDigits(bengali.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6)), intlTag);
}

/** Service Management, the admin index. */
export default async function ServiceManagementPage({ params, searchParams }: Props) {
  await requirePageUser("admin");
  const locale = await pageLocale(params);
  const messages = await messagesIn(locale);
  const adminServicesText = messages.adminServices;
  const query = queryFromSearchParams(adminServiceListQuerySchema, await searchParams);
  // The catalogue's own query: live services by name or description, here by date made.
  const { services, total } = await listServices(query);
  const [{ currency, latinDigits }, newPriceRows] = await Promise.all([getSettings(), newServicePrices()]);
  const writing = { locale, latinDigits };
  const intlTag = intlLocale(locale, latinDigits);
  const [closed, closedCount, featured, live] = await Promise.all([
    servicesWithoutOpenSlots(services.map((service) => service._id)),
    countServicesWithoutOpenSlots(),
    featuredCounts(),
    liveBookingCounts(services.map((service) => service._id)),
  ]);
  const featuredForm = { count: featured.featured, shown: featured.shown };

  return (
    <section aria-labelledby="services-heading" className="grid gap-6">
      <div className="flex flex-col gap-4 @xl:flex-row @xl:items-end @xl:justify-between">
        <PageHeading id="services-heading" title={adminServicesText.title} subtitle={adminServicesText.subtitle} />
        <ServiceFormDialog featured={featuredForm} priceRows={newPriceRows} />
      </div>
      {closedCount > 0 ? (
        <div role="status" className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-amber-500/50 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
          <AlertTriangleIcon className="size-4 shrink-0" aria-hidden />
          <span>{adminServicesText.noOpenSlotsWarning(closedCount)}</span>
          <Link href={LIST_PATHS.adminSlots} className="font-medium underline underline-offset-4">
            {adminServicesText.addSlots}
          </Link>
        </div>
      ) : null}
      {featured.featured > featured.shown ? (
        <div role="status" className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-amber-500/50 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
          <AlertTriangleIcon className="size-4 shrink-0" aria-hidden />
          <span>{adminServicesText.featuredOverLimit(featured.featured, featured.shown)}</span>
          <Link href="/dashboard/admin/settings#settings-featuredShown" className="font-medium underline underline-offset-4">
            {adminServicesText.settingsLink}
          </Link>
        </div>
      ) : null}
      <ListNavigationProvider>
        <ServiceListControls key={`${query.searchTerm}|${query.sort}|${query.limit}`} query={query} />
        <PendingRegion>
          {services.length === 0 ? (
            <EmptyState locale={locale} />
          ) : (
            <Table aria-labelledby="services-heading">
              <TableHeader>
                <TableRow>
                  <TableHead>{adminServicesText.name}</TableHead>
                  <TableHead>{adminServicesText.description}</TableHead>
                  <TableHead>{messages.service.duration}</TableHead>
                  <TableHead>{messages.service.price}</TableHead>
                  <TableHead>{adminServicesText.created}</TableHead>
                  <TableHead className={cn("text-right", stickyEndColumn)}>{adminServicesText.actions}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {services.map((service) => (
                  <TableRow key={service._id} data-testid="service-row">
                    <TableCell label={adminServicesText.name} wide className="font-medium">
                      {service.name}
                      {service.isFeatured && featured.shownIds.has(service._id) ? <span className="ml-2 rounded bg-secondary px-1.5 py-0.5 text-xs text-secondary-foreground">{adminServicesText.featured}</span> : null}
                      {service.isFeatured && !featured.shownIds.has(service._id) ? (
                        <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900 dark:bg-amber-900/50 dark:text-amber-100" title={adminServicesText.featuredNotShownLabel(featured.shown)}>
                          {adminServicesText.featuredNotShown}
                        </span>
                      ) : null}
                      {closed.has(service._id) ? (
                        <Link
                          href={listHref(LIST_PATHS.adminSlots, { service: service._id }, LIST_DEFAULTS.adminSlots)}
                          aria-label={adminServicesText.noOpenSlotsLabel(service.name)}
                          className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium whitespace-nowrap text-amber-900 underline-offset-2 hover:underline dark:bg-amber-900/50 dark:text-amber-100"
                        >
                          {adminServicesText.noOpenSlots}
                        </Link>
                      ) : null}
                    </TableCell>
                    <TableCell label={adminServicesText.description} wide className="text-muted-foreground" title={service.description}>
                      {cut(service.description)}
                    </TableCell>
                    <TableCell label={messages.service.duration} className="whitespace-nowrap">{messages.catalogue.minutes(service.duration)}</TableCell>
                    <TableCell label={messages.service.price}>{formatPrice(service.price, currency, writing)}</TableCell>
                    <TableCell label={adminServicesText.created} className="whitespace-nowrap text-muted-foreground">{madeAgo(service.createdAt, locale, intlTag)}</TableCell>
                    <TableCell wide className={cn("text-right whitespace-nowrap", stickyEndColumn)}>
                      <Link href={`/dashboard/admin/services/${service._id}/photos`} aria-label={messages.photos.manageTitle(service.name)} title={messages.photos.manage} className={buttonVariants({ variant: "ghost", size: "icon" })}>
                        <ImageIcon aria-hidden />
                        {service.images.length > 0 ? <span className="sr-only">{` (${localNumber(service.images.length, intlTag)})`}</span> : null}
                      </Link>
                      <ServiceFormDialog service={service} featured={featuredForm} priceRows={service.prices} />
                      {live.has(service._id) ? (
                        // Live bookings must be cancelled first: the delete page lists them and does it.
                        <Link
                          href={`/dashboard/admin/services/${service._id}/delete`}
                          aria-label={adminServicesText.deleteWithBookings(service.name, live.get(service._id)!)}
                          title={adminServicesText.deleteWithBookings(service.name, live.get(service._id)!)}
                          className={buttonVariants({ variant: "ghost", size: "icon", className: "text-destructive hover:text-destructive" })}
                        >
                          <Trash2Icon aria-hidden />
                        </Link>
                      ) : (
                        <DeleteServiceButton id={service._id} name={service.name} />
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </PendingRegion>
        <ListPagination page={query.page} pageCount={Math.ceil(total / query.limit)} baseHref={listHref(LIST_PATHS.adminServices, { searchTerm: query.searchTerm, sort: query.sort, limit: query.limit }, LIST_DEFAULTS.adminServices)} words={await paginationWordsIn(locale)} />
      </ListNavigationProvider>
    </section>
  );
}
