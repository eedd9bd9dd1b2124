import type { Metadata } from "next";
import { BookingsRevenueChart, UtilisationChart } from "@/components/admin/overview-charts";
import { PageHeading } from "@/components/dashboard/page-heading";
import type { messages } from "@/lib/messages";
import { localDigits, localNumber } from "@/lib/format/fill";
import { formatPrice } from "@/lib/format/money";
import type { Writing } from "@/lib/format/writing";
import { intlLocale } from "@/lib/i18n/locales";
import { getSettings } from "@/lib/server/settings/business-settings";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { pageLocale } from "@/lib/server/i18n/page-locale";
import { bayWordsIn, messagesIn } from "@/lib/server/i18n/sections";
import { businessOverview } from "@/lib/server/overview/business-overview";
import { formatDisplayDate, formatSlotTime } from "@/lib/format/time";

type Props = { params: Promise<{ locale: string }> };
type Words = Pick<typeof messages, "overview" | "paymentsAtShop" | "paymentsLocal">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await messagesIn(await pageLocale(params))).overview.title };
}

/** The admin overview: this morning's figures, the next bookings, and two charts; in the admin's language, its dates, numbers and amounts too. */
export default async function OverviewPage({ params }: Props) {
  const overview = await businessOverview(await requirePageUser("admin"));
  const locale = await pageLocale(params);
  const [{ currency, latinDigits }, words, text] = await Promise.all([getSettings(), bayWordsIn(locale), messagesIn(locale)]);
  const overviewText = text.overview;
  const writing: Writing = { locale, latinDigits };
  const tag = intlLocale(locale, latinDigits);
  const count = (value: number) => localNumber(value, tag);
  const [shopRevenue, ...otherRevenue] = overview.revenueThisMonthByCurrency.length > 0 ? overview.revenueThisMonthByCurrency : [{ currency, amount: 0 }];
  const hours = overview.bayHoursNext7Days;
  const figures: [string, string, string?][] = [
    [overviewText.bookingsToday, count(overview.bookingsToday)],
    [overviewText.bookingsWeek, count(overview.bookingsThisWeek)],
    // Each currency the month's bookings were made in, apart: amounts in different currencies are never added up.
    [overviewText.revenueMonth, formatPrice(shopRevenue.amount, shopRevenue.currency, writing), otherRevenue.length > 0 ? `${overviewText.revenueOther} ${otherRevenue.map((entry) => formatPrice(entry.amount, entry.currency, writing)).join(", ")}` : undefined],
    [overviewText.bayHoursUsed(words), `${localDigits(String(hours.percent), tag)}%`, overviewText.bayHoursDetail(hours.used, hours.open, overview.activeBays, words)],
  ];

  return (
    <section aria-labelledby="overview-heading" className="grid gap-6">
      <PageHeading id="overview-heading" title={overviewText.title} subtitle={overviewText.subtitle} />
      <dl className="grid gap-4 @xl:grid-cols-2 @4xl:grid-cols-4">
        {figures.map(([label, value, detail]) => (
          <div key={label} className="rounded-xl border bg-card p-5" data-testid="overview-figure">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="mt-1 flex flex-wrap items-baseline gap-x-2">
              <span className="text-3xl font-semibold tabular-nums">{value}</span>
              {detail ? <span className="text-sm text-muted-foreground">{detail}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-6 @4xl:grid-cols-2">
        <ChartCard id="chart-history" title={overviewText.perDay}>
          <BookingsRevenueChart data={overview.lastThirtyDays} writing={writing} />
          <DataTable
            caption={overviewText.perDay}
            heads={[overviewText.date, overviewText.bookings, overviewText.revenue]}
            rows={overview.lastThirtyDays.map((d) => [formatDisplayDate(d.date, writing), count(d.bookings), d.revenueByCurrency.length > 0 ? d.revenueByCurrency.map((entry) => formatPrice(entry.amount, entry.currency, writing)).join(", ") : formatPrice(0, currency, writing)])}
          />
        </ChartCard>
        <ChartCard id="chart-utilisation" title={overviewText.utilisationChart(words)}>
          <UtilisationChart data={overview.nextFourteenDays} writing={writing} />
          <DataTable
            caption={overviewText.utilisationChart(words)}
            heads={[overviewText.date, overviewText.booked, overviewText.free]}
            rows={overview.nextFourteenDays.map((d) => [formatDisplayDate(d.date, writing), overviewText.hours(d.bayHours.used), overviewText.hours(Math.max(0, d.bayHours.open - d.bayHours.used))])}
          />
        </ChartCard>
      </div>
      <section aria-labelledby="takings-heading" className="rounded-xl border bg-card p-5">
        <h2 id="takings-heading" className="mb-3 font-semibold">{overviewText.takingsTitle}</h2>
        {overview.takingsThisMonth.length === 0 ? (
          <p className="text-sm text-muted-foreground">{overviewText.takingsEmpty}</p>
        ) : (
          <table className="w-full text-sm" data-testid="takings">
            <thead className="text-left text-muted-foreground">
              <tr>
                <th scope="col" className="py-1.5 font-medium">{overviewText.takingsHow}</th>
                <th scope="col" className="py-1.5 text-right font-medium">{overviewText.takingsAmount}</th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {overview.takingsThisMonth.map((row) => (
                <tr key={`${row.provider}-${row.method}-${row.currency}`}>
                  <td className="py-2">{takenBy(row.provider, row.method, text)}</td>
                  <td className="py-2 text-right tabular-nums">{formatPrice(row.amount, row.currency, writing)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="upcoming-heading" className="rounded-xl border bg-card p-5">
        <h2 id="upcoming-heading" className="mb-3 font-semibold">{overviewText.upcoming}</h2>
        {overview.upcoming.length === 0 ? (
          <p className="text-sm text-muted-foreground">{overviewText.noUpcoming}</p>
        ) : (
          <ul className="divide-y">
            {overview.upcoming.map((booking) => (
              <li key={booking._id} className="flex flex-wrap items-center justify-between gap-2 py-2.5 text-sm" data-testid="upcoming-booking">
                <span className="font-medium">{booking.service.name}</span>
                <span className="text-muted-foreground">{booking.customer.firstName} · {booking.customer.email}</span>
                <span className="tabular-nums">{formatSlotTime(booking.slot.date, booking.slot.startTime, writing)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}

function ChartCard({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <figure aria-labelledby={id} className="min-w-0 rounded-xl border bg-card p-5">
      <figcaption id={id} className="mb-4 font-semibold">
        {title}
      </figcaption>
      {children}
    </figure>
  );
}

/** The chart's numbers for screen readers. */
function DataTable({ caption, heads, rows }: { caption: string; heads: string[]; rows: string[][] }) {
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {heads.map((head) => (
            <th key={head} scope="col">
              {head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row[0]}>
            {row.map((cell, index) => (index === 0 ? <th key={index} scope="row">{cell}</th> : <td key={index}>{cell}</td>))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Who took a month's takings, in words: the provider's name, or the counter and how it was paid. */
function takenBy(provider: string, method: string | null, text: Words): string {
  if (provider === "counter") return method ? text.overview.counterBy(text.paymentsAtShop.methods[method] ?? method) : text.overview.counter;
  if (provider === "unknown") return text.overview.unknownProvider;
  return text.paymentsLocal.providerNames[provider] ?? provider;
}
