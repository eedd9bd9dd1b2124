import type { Metadata } from "next";
import { paginationWordsIn } from "@/components/shared/pagination-words";
import Link from "next/link";
import { UnlockIcon } from "lucide-react";
import { FormMessage } from "@/components/forms/form-message";
import { PageHeading } from "@/components/dashboard/page-heading";
import { Pagination } from "@/components/shared/pagination";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { releaseHoldAction } from "@/lib/actions/bookings";
import { formatClock, formatDisplayDate, formatInstantIn } from "@/lib/format/time";
import type { Writing } from "@/lib/format/writing";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { listLiveHolds } from "@/lib/server/bookings/live-holds";
import { pageLocale } from "@/lib/server/i18n/page-locale";
import { sectionIn } from "@/lib/server/i18n/sections";
import { businessTimeZone, getSettings } from "@/lib/server/settings/business-settings";
import { LIST_PATHS } from "@/lib/urls/lists";
import { liveHoldsQuerySchema } from "@/lib/validation/booking";
import { queryFromSearchParams, type SearchParams } from "@/lib/validation/query";

/** The page's title, in the admin's language. */
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  return { title: (await sectionIn(await pageLocale(params), "holds")).title };
}

type FormAction = (form: FormData) => Promise<void>;

/**
 * Holds (admins): every booking awaiting payment now, with who holds it,
 * from which client address, and how many that customer and that address
 * hold, the busiest address first; each with a Release button (a plain form,
 * so it works without JavaScript). See docs/abuse.md. In the admin's language, its dates and times too.
 */
export default async function HoldsPage({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> }) {
  const admin = await requirePageUser("admin");
  const locale = await pageLocale(params);
  const given = await searchParams;
  const query = queryFromSearchParams(liveHoldsQuerySchema, given);
  const [{ holds, total }, zone, holdsText, { latinDigits }] = await Promise.all([listLiveHolds(admin, query), businessTimeZone(), sectionIn(locale, "holds"), getSettings()]);
  const writing: Writing = { locale, latinDigits };
  const pageCount = Math.ceil(total / query.limit);
  const done = given.done === "released" ? holdsText.released : given.done === "ended" ? holdsText.ended : undefined;

  return (
    <section aria-labelledby="holds-heading" className="grid gap-6">
      <PageHeading id="holds-heading" title={holdsText.title} subtitle={holdsText.subtitle} />
      <FormMessage tone="success" title={done} />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {holdsText.found(total)}
      </p>
      {holds.length === 0 ? (
        <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">{holdsText.empty}</p>
      ) : (
        <Table aria-labelledby="holds-heading">
          <TableHeader>
            <TableRow>
              <TableHead>{holdsText.customer}</TableHead>
              <TableHead>{holdsText.bookingSlot}</TableHead>
              <TableHead>{holdsText.heldUntil}</TableHead>
              <TableHead>{holdsText.address}</TableHead>
              <TableHead>{holdsText.counts}</TableHead>
              <TableHead>
                <span className="sr-only">{holdsText.release}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {holds.map((hold) => {
              const name = `${hold.customer.firstName} ${hold.customer.lastName}`;
              const time = holdsText.slotAt(formatDisplayDate(hold.slot.date, writing), formatClock(hold.slot.startTime, writing));
              return (
                <TableRow key={hold._id} data-testid="hold-row">
                  <TableCell label={holdsText.customer} wide>
                    <Link href={`${LIST_PATHS.adminBookings}/${hold._id}`} className="font-medium underline-offset-4 hover:underline">
                      {name}
                    </Link>
                    <p className="text-xs break-all text-muted-foreground">{hold.customer.email}</p>
                    {hold.offered ? (
                      <Badge variant="secondary" className="mt-1">
                        {holdsText.offered}
                      </Badge>
                    ) : null}
                  </TableCell>
                  <TableCell label={holdsText.bookingSlot}>
                    <p>{hold.service.name}</p>
                    <p className="text-xs whitespace-nowrap text-muted-foreground">{time}</p>
                  </TableCell>
                  <TableCell label={holdsText.heldUntil} className="whitespace-nowrap">{hold.holdExpiresAt ? <time dateTime={hold.holdExpiresAt}>{formatInstantIn(hold.holdExpiresAt, zone, writing)}</time> : null}</TableCell>
                  <TableCell label={holdsText.address} className="font-mono text-xs">{hold.clientAddress ?? holdsText.unknownAddress}</TableCell>
                  <TableCell label={holdsText.counts} className="text-xs whitespace-nowrap">
                    <p>{holdsText.byCustomer(hold.customerHolds)}</p>
                    {hold.addressHolds !== null ? <p>{holdsText.fromAddress(hold.addressHolds)}</p> : null}
                  </TableCell>
                  <TableCell wide className="text-right">
                    <form action={releaseHoldAction as unknown as FormAction}>
                      <input type="hidden" name="booking" value={hold._id} />
                      <button type="submit" aria-label={holdsText.releaseOf(name, hold.service.name, time)} className={buttonVariants({ size: "sm", variant: "outline" })}>
                        <UnlockIcon aria-hidden />
                        {holdsText.release}
                      </button>
                    </form>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      <Pagination page={query.page} pageCount={pageCount} hrefFor={(page) => (page === 1 ? "/dashboard/admin/holds" : `/dashboard/admin/holds?page=${page}`)} words={await paginationWordsIn(locale)} />
    </section>
  );
}
