import type { Metadata } from "next";
import { BookingsRevenueChart, UtilisationChart } from "@/components/admin/overview-charts";
import { PageHeading } from "@/components/dashboard/page-heading";
import { messages } from "@/lib/messages";
import { formatPrice } from "@/lib/format/money";
import { bayWords, getSettings } from "@/lib/server/settings/business-settings";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { businessOverview } from "@/lib/server/overview/business-overview";
import { formatDisplayDate, formatSlotTime } from "@/lib/format/time";

export const metadata: Metadata = { title: messages.overview.title };

const overviewText = messages.overview;

/** The admin overview: this morning's figures, the next bookings, and two charts. */
export default async function OverviewPage() {
  const overview = await businessOverview(await requirePageUser("admin"));
  const [{ currency }, words] = await Promise.all([getSettings(), bayWords()]);
  const [shopRevenue, ...otherRevenue] = overview.revenueThisMonthByCurrency.length > 0 ? overview.revenueThisMonthByCurrency : [{ currency, amount: 0 }];
  const hours = overview.bayHoursNext7Days;
  const figures: [string, string, string?][] = [
    [overviewText.bookingsToday, String(overview.bookingsToday)],
    [overviewText.bookingsWeek, String(overview.bookingsThisWeek)],
    // Each currency the month's bookings were made in, apart: amounts in different currencies are never added up.
    [overviewText.revenueMonth, formatPrice(shopRevenue.amount, shopRevenue.currency), otherRevenue.length > 0 ? `${overviewText.revenueOther} ${otherRevenue.map((entry) => formatPrice(entry.amount, entry.currency)).join(", ")}` : undefined],
    [overviewText.bayHoursUsed(words), `${hours.percent}%`, overviewText.bayHoursDetail(hours.used, hours.open, overview.activeBays, words)],
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
          <BookingsRevenueChart data={overview.lastThirtyDays} />
          <DataTable
            caption={overviewText.perDay}
            heads={["Date", overviewText.bookings, overviewText.revenue]}
            rows={overview.lastThirtyDays.map((d) => [formatDisplayDate(d.date), String(d.bookings), d.revenueByCurrency.length > 0 ? d.revenueByCurrency.map((entry) => formatPrice(entry.amount, entry.currency)).join(", ") : formatPrice(0, currency)])}
          />
        </ChartCard>
        <ChartCard id="chart-utilisation" title={overviewText.utilisationChart(words)}>
          <UtilisationChart data={overview.nextFourteenDays} />
          <DataTable
            caption={overviewText.utilisationChart(words)}
            heads={["Date", overviewText.booked, overviewText.free]}
            rows={overview.nextFourteenDays.map((d) => [formatDisplayDate(d.date), overviewText.hours(d.bayHours.used), overviewText.hours(Math.max(0, d.bayHours.open - d.bayHours.used))])}
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
                  <td className="py-2">{takenBy(row.provider, row.method)}</td>
                  <td className="py-2 text-right tabular-nums">{formatPrice(row.amount, row.currency)}</td>
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
                <span className="tabular-nums">{formatSlotTime(booking.slot.date, booking.slot.startTime)}</span>
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
function takenBy(provider: string, method: string | null): string {
  if (provider === "counter") return method ? overviewText.counterBy(messages.paymentsAtShop.methods[method] ?? method) : overviewText.counter;
  if (provider === "unknown") return overviewText.unknownProvider;
  return messages.paymentsLocal.providerNames[provider] ?? provider;
}
