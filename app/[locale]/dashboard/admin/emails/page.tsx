import type { Metadata } from "next";
import Link from "next/link";
import { RotateCwIcon } from "lucide-react";
import { PageHeading } from "@/components/dashboard/page-heading";
import { nativeSelectClass, PageSizeSelect } from "@/components/forms/page-size-select";
import { Pagination } from "@/components/shared/pagination";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { resendEmailDeliveryAction } from "@/lib/actions/emails";
import { deliveryLogWords } from "@/components/admin/delivery-log-words";
import { formatInstantIn } from "@/lib/format/time";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { pageLocale } from "@/lib/server/i18n/page-locale";
import { sectionIn } from "@/lib/server/i18n/sections";
import { listEmailDeliveries, type EmailDeliveryDto } from "@/lib/server/mail/delivery-log";
import { businessTimeZone } from "@/lib/server/settings/business-settings";
import { LIST_PATHS, listHref } from "@/lib/urls/lists";
import { EMAIL_DELIVERY_STATES, EMAIL_PAGE_SIZES, emailDeliveryQuerySchema } from "@/lib/validation/emails";
import { queryFromSearchParams, type SearchParams } from "@/lib/validation/query";

const PATH = "/dashboard/admin/emails";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await sectionIn(await pageLocale(params), "emails")).title };
}

type FormAction = (form: FormData) => Promise<void>;

const STATE_STYLE: Record<EmailDeliveryDto["state"], string> = {
  pending: "border-amber-500/50 text-amber-800 dark:text-amber-300",
  sent: "border-emerald-600/50 text-emerald-800 dark:text-emerald-300",
  skipped: "text-muted-foreground",
  failed: "border-destructive/60 text-destructive",
};

/**
 * Email deliveries (admins): every email the job queue sends, newest first,
 * of one state or all (a plain GET form), each with its attempts and the mail
 * server's last refusal, and Resend (a plain form posted to a server action:
 * it works without JavaScript).
 */
export default async function EmailDeliveriesPage({ params, searchParams }: Props) {
  const admin = await requirePageUser("admin");
  const locale = await pageLocale(params);
  const [emailsText, words] = await Promise.all([sectionIn(locale, "emails"), deliveryLogWords(locale)]);
  const asked = queryFromSearchParams(emailDeliveryQuerySchema, await searchParams);
  const query = { ...asked, limit: (EMAIL_PAGE_SIZES as readonly number[]).includes(asked.limit) ? asked.limit : EMAIL_PAGE_SIZES[0] };
  const [{ deliveries, total }, zone] = await Promise.all([listEmailDeliveries(admin, query), businessTimeZone()]);
  const pageCount = Math.ceil(total / query.limit);
  const { page: _page, ...filters } = query;
  const when = (instant: string) => formatInstantIn(instant, zone, words.writing);

  return (
    <section aria-labelledby="emails-heading" className="grid max-w-4xl gap-6">
      <PageHeading id="emails-heading" title={emailsText.title} subtitle={emailsText.subtitle} />
      <form key={JSON.stringify(filters)} method="get" action={PATH} aria-label={emailsText.filters} className="grid gap-4 rounded-xl border bg-card p-4 @xl:grid-cols-3">
        {query.booking ? <input type="hidden" name="booking" value={query.booking} /> : null}
        <div className="grid gap-2">
          <Label htmlFor="emails-state">{emailsText.state}</Label>
          <select id="emails-state" name="state" defaultValue={query.state ?? ""} className={nativeSelectClass}>
            <option value="">{emailsText.anyState}</option>
            {EMAIL_DELIVERY_STATES.map((state) => (
              <option key={state} value={state}>
                {emailsText.states[state]}
              </option>
            ))}
          </select>
        </div>
        <PageSizeSelect id="emails-page-size" sizes={EMAIL_PAGE_SIZES} value={query.limit} label={words.pageSize} />
        <div className="flex items-end">
          <button type="submit" className={buttonVariants()}>
            {emailsText.apply}
          </button>
        </div>
      </form>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {emailsText.found(total)}
      </p>
      {deliveries.length === 0 ? (
        <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">{emailsText.empty}</p>
      ) : (
        <ul className="divide-y rounded-xl border bg-card" aria-label={emailsText.listLabel}>
          {deliveries.map((delivery) => {
            const kind = emailsText.kindLabels[delivery.kind] ?? delivery.kind;
            return (
              <li key={delivery._id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-3 text-sm" data-testid="email-delivery">
                <div className="grid min-w-0 gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{kind}</span>
                    <Badge variant="outline" className={STATE_STYLE[delivery.state]}>
                      {emailsText.states[delivery.state] ?? delivery.state}
                    </Badge>
                    {delivery.bookingId ? (
                      <Link href={`${LIST_PATHS.adminBookings}/${delivery.bookingId}`} className="font-mono text-xs underline-offset-4 hover:underline">
                        {emailsText.booking} {delivery.bookingId.slice(0, 8)}
                      </Link>
                    ) : null}
                  </div>
                  <p className="text-xs text-muted-foreground">
                    {delivery.sentAt ? emailsText.sentAt(when(delivery.sentAt)) : emailsText.due(when(delivery.dueAt))}
                    {" · "}
                    {emailsText.attempts(delivery.attempts)}
                    {delivery.lastAttemptAt && delivery.state !== "sent" ? ` · ${emailsText.lastAttempt(when(delivery.lastAttemptAt))}` : null}
                    {delivery.resends > 0 ? ` · ${emailsText.resent(delivery.resends)}` : null}
                  </p>
                  {delivery.lastError && delivery.state !== "sent" ? <p className="text-xs break-words text-destructive">{delivery.lastError}</p> : null}
                </div>
                <form action={resendEmailDeliveryAction as unknown as FormAction}>
                  <input type="hidden" name="delivery" value={delivery._id} />
                  <button type="submit" aria-label={`${emailsText.resend}: ${kind}, ${when(delivery.createdAt)}`} className={buttonVariants({ size: "sm", variant: "outline" })}>
                    <RotateCwIcon aria-hidden />
                    {emailsText.resend}
                  </button>
                </form>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={query.page} pageCount={pageCount} hrefFor={(page) => listHref(PATH, { ...filters, page }, { limit: EMAIL_PAGE_SIZES[0] })} words={words.pagination} />
    </section>
  );
}
