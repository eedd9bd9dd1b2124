import type { Metadata } from "next";
import Link from "next/link";
import { RotateCwIcon } from "lucide-react";
import { PageHeading } from "@/components/dashboard/page-heading";
import { nativeSelectClass, PageSizeSelect } from "@/components/forms/page-size-select";
import { Pagination } from "@/components/shared/pagination";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { resendTextAction } from "@/lib/actions/texts";
import { deliveryLogWords } from "@/components/admin/delivery-log-words";
import { formatInstantIn } from "@/lib/format/time";
import { intlTagOf } from "@/lib/format/writing";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { pageLocale } from "@/lib/server/i18n/page-locale";
import { sectionIn } from "@/lib/server/i18n/sections";
import { businessTimeZone } from "@/lib/server/settings/business-settings";
import { listSmsDeliveries, smsMonth, type SmsDeliveryDto } from "@/lib/server/sms/delivery-log";
import { LIST_PATHS, listHref } from "@/lib/urls/lists";
import { SMS_DELIVERY_STATES, SMS_PAGE_SIZES, smsDeliveryQuerySchema } from "@/lib/validation/sms-deliveries";
import { queryFromSearchParams, type SearchParams } from "@/lib/validation/query";

const PATH = "/dashboard/admin/texts";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await sectionIn(await pageLocale(params), "smsAdmin")).texts.title };
}

type FormAction = (form: FormData) => Promise<void>;

const STATE_STYLE: Record<SmsDeliveryDto["state"], string> = {
  pending: "border-amber-500/50 text-amber-800 dark:text-amber-300",
  sent: "border-sky-600/50 text-sky-800 dark:text-sky-300",
  delivered: "border-emerald-600/50 text-emerald-800 dark:text-emerald-300",
  skipped: "text-muted-foreground",
  failed: "border-destructive/60 text-destructive",
};

/** The month ('2026-11') as English shows it, as it is; in another language (`tag`), its name and year ('নভেম্বর ২০২৬'). */
const monthName = (month: string, tag: string | null) =>
  tag ? new Intl.DateTimeFormat(tag, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${month}-01T00:00:00Z`)) : month;

/**
 * Texts (admins): this month's count at the top, then every text the job queue sends, newest
 * first, of one state or all (a plain GET form), each with its attempts, the gateway's last
 * refusal and its segments, its number masked; and Send again for a failed one (a plain form
 * posted to a server action: it works without JavaScript).
 */
export default async function TextsPage({ params, searchParams }: Props) {
  const admin = await requirePageUser("admin");
  const locale = await pageLocale(params);
  const [{ texts: textsText }, words] = await Promise.all([sectionIn(locale, "smsAdmin"), deliveryLogWords(locale)]);
  const asked = queryFromSearchParams(smsDeliveryQuerySchema, await searchParams);
  const query = { ...asked, limit: (SMS_PAGE_SIZES as readonly number[]).includes(asked.limit) ? asked.limit : SMS_PAGE_SIZES[0] };
  const [{ deliveries, total }, month, zone] = await Promise.all([listSmsDeliveries(admin, query), smsMonth(admin), businessTimeZone()]);
  const pageCount = Math.ceil(total / query.limit);
  const { page: _page, ...filters } = query;
  const when = (instant: string) => formatInstantIn(instant, zone, words.writing);

  return (
    <section aria-labelledby="texts-heading" className="grid max-w-4xl gap-6">
      <PageHeading id="texts-heading" title={textsText.title} subtitle={textsText.subtitle} />
      <section aria-labelledby="texts-month" className="grid gap-3 rounded-xl border bg-card p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="texts-month" className="font-semibold">
            {textsText.monthTitle(monthName(month.month, intlTagOf(words.writing)))}
          </h2>
          <p className="text-sm text-muted-foreground" data-testid="texts-month-total">
            {textsText.monthTotal(month.texts, month.segments)}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-2 @md:grid-cols-3 @2xl:grid-cols-5" aria-label={textsText.monthLabel}>
          {SMS_DELIVERY_STATES.map((state) => (
            <div key={state} className="grid gap-0.5 rounded-lg border p-2" data-testid={`texts-month-${state}`}>
              <dt className="text-xs text-muted-foreground">{textsText.states[state]}</dt>
              <dd className="text-lg font-semibold tabular-nums">{words.number(month.byState[state].texts)}</dd>
              <dd className="text-xs text-muted-foreground">{textsText.segments(month.byState[state].segments)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <form key={JSON.stringify(filters)} method="get" action={PATH} aria-label={textsText.filters} className="grid gap-4 rounded-xl border bg-card p-4 @xl:grid-cols-3">
        <div className="grid gap-2">
          <Label htmlFor="texts-state">{textsText.state}</Label>
          <select id="texts-state" name="state" defaultValue={query.state ?? ""} className={nativeSelectClass}>
            <option value="">{textsText.anyState}</option>
            {SMS_DELIVERY_STATES.map((state) => (
              <option key={state} value={state}>
                {textsText.states[state]}
              </option>
            ))}
          </select>
        </div>
        <PageSizeSelect id="texts-page-size" sizes={SMS_PAGE_SIZES} value={query.limit} label={words.pageSize} />
        <div className="flex items-end">
          <button type="submit" className={buttonVariants()}>
            {textsText.apply}
          </button>
        </div>
      </form>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {textsText.found(total)}
      </p>
      {deliveries.length === 0 ? (
        <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">{textsText.empty}</p>
      ) : (
        <ul className="divide-y rounded-xl border bg-card" aria-label={textsText.listLabel}>
          {deliveries.map((delivery) => {
            const kind = textsText.kindLabels[delivery.kind] ?? delivery.kind;
            return (
              <li key={delivery._id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-3 text-sm" data-testid="sms-delivery">
                <div className="grid min-w-0 gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{kind}</span>
                    <Badge variant="outline" className={STATE_STYLE[delivery.state]}>
                      {textsText.states[delivery.state] ?? delivery.state}
                    </Badge>
                    <span className="font-mono text-xs text-muted-foreground">{textsText.to(delivery.to)}</span>
                    {delivery.bookingId ? (
                      <Link href={`${LIST_PATHS.adminBookings}/${delivery.bookingId}`} className="font-mono text-xs underline-offset-4 hover:underline">
                        {textsText.booking} {delivery.bookingId.slice(0, 8)}
                      </Link>
                    ) : null}
                  </div>
                  <p className="text-xs text-muted-foreground">
                    {delivery.deliveredAt ? textsText.deliveredAt(when(delivery.deliveredAt)) : delivery.sentAt ? textsText.sentAt(when(delivery.sentAt)) : textsText.due(when(delivery.dueAt))}
                    {" · "}
                    {textsText.attempts(delivery.attempts)}
                    {delivery.segments !== null ? ` · ${textsText.segments(delivery.segments)}` : null}
                    {delivery.lastAttemptAt && delivery.state !== "sent" && delivery.state !== "delivered" ? ` · ${textsText.lastAttempt(when(delivery.lastAttemptAt))}` : null}
                    {delivery.resends > 0 ? ` · ${textsText.resent(delivery.resends)}` : null}
                  </p>
                  {delivery.lastError && delivery.state !== "sent" && delivery.state !== "delivered" ? <p className="text-xs break-words text-destructive">{delivery.lastError}</p> : null}
                </div>
                {delivery.state === "failed" ? (
                  <form action={resendTextAction as unknown as FormAction}>
                    <input type="hidden" name="delivery" value={delivery._id} />
                    <button type="submit" aria-label={`${textsText.resend}: ${kind}, ${when(delivery.createdAt)}`} className={buttonVariants({ size: "sm", variant: "outline" })}>
                      <RotateCwIcon aria-hidden />
                      {textsText.resend}
                    </button>
                  </form>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={query.page} pageCount={pageCount} hrefFor={(page) => listHref(PATH, { ...filters, page }, { limit: SMS_PAGE_SIZES[0] })} words={words.pagination} />
    </section>
  );
}
