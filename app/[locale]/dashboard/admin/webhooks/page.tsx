import type { Metadata } from "next";
import Link from "next/link";
import { RotateCwIcon } from "lucide-react";
import { DeleteWebhookEndpointForm, WebhookEndpointForm } from "@/components/admin/webhook-forms";
import { PageHeading } from "@/components/dashboard/page-heading";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { resendWebhookDeliveryAction } from "@/lib/actions/webhooks";
import { formatInstantIn } from "@/lib/format/time";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { pageLocale } from "@/lib/server/i18n/page-locale";
import { sectionIn } from "@/lib/server/i18n/sections";
import { getSettings } from "@/lib/server/settings/business-settings";
import { listWebhookEndpoints, recentDeliveries, type WebhookDeliveryDto } from "@/lib/server/webhooks/manage-endpoints";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await sectionIn(await pageLocale(params), "webhooks")).title };
}

type FormAction = (form: FormData) => Promise<void>;

const STATUS_STYLE: Record<WebhookDeliveryDto["status"], string> = {
  pending: "border-amber-500/50 text-amber-800 dark:text-amber-300",
  succeeded: "border-emerald-600/50 text-emerald-800 dark:text-emerald-300",
  failed: "border-destructive/60 text-destructive",
};

/**
 * Webhooks (admins): the endpoints Spotless posts events to, each with its
 * latest deliveries (and a way to send one again), and a form for a new one.
 */
export default async function WebhooksPage({ params }: Props) {
  const admin = await requirePageUser("admin");
  const locale = await pageLocale(params);
  const [endpoints, { timeZone: zone, latinDigits }, webhooksText] = await Promise.all([listWebhookEndpoints(admin), getSettings(), sectionIn(locale, "webhooks")]);
  const when = (instant: string) => formatInstantIn(instant, zone, { locale, latinDigits });
  const deliveries = await recentDeliveries(endpoints.map((endpoint) => endpoint._id));
  return (
    <section aria-labelledby="webhooks-heading" className="grid max-w-4xl gap-6">
      <PageHeading id="webhooks-heading" title={webhooksText.title} subtitle={webhooksText.subtitle} />
      <div className="grid gap-3 rounded-xl border bg-card p-4 sm:p-5">
        <h2 className="text-lg font-semibold">{webhooksText.add}</h2>
        <WebhookEndpointForm />
      </div>
      {endpoints.length === 0 ? <p className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground">{webhooksText.empty}</p> : null}
      <ul aria-label={webhooksText.listLabel} className="grid gap-4">
        {endpoints.map((endpoint) => {
          const sent = deliveries.get(endpoint._id) ?? [];
          return (
            <li key={endpoint._id} className="grid gap-4 rounded-xl border bg-card p-4 sm:p-5" data-testid="webhook-endpoint">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="grid min-w-0 gap-1">
                  <h2 className="font-mono text-sm font-semibold break-all">{endpoint.url}</h2>
                  <p className="text-xs text-muted-foreground">{webhooksText.since(when(endpoint.createdAt))}</p>
                </div>
                <DeleteWebhookEndpointForm endpointId={endpoint._id} url={endpoint.url} />
              </div>
              <ul aria-label={webhooksText.events} className="flex flex-wrap gap-1.5">
                {endpoint.events.map((event) => (
                  <li key={event}>
                    <Badge variant="secondary" className="font-mono">
                      {event}
                    </Badge>
                  </li>
                ))}
              </ul>
              <div className="grid gap-2">
                <h3 className="text-sm font-medium">{webhooksText.deliveries}</h3>
                {sent.length === 0 ? (
                  <p className="text-sm text-muted-foreground">{webhooksText.noDeliveries}</p>
                ) : (
                  <ul className="divide-y rounded-md border" aria-label={`${webhooksText.deliveries}: ${endpoint.url}`}>
                    {sent.map((delivery) => (
                      <li key={delivery._id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-3 text-sm" data-testid="webhook-delivery">
                        <div className="grid min-w-0 gap-1">
                          <div className="flex flex-wrap items-center gap-2">
                            <span className="font-mono text-xs">{delivery.type}</span>
                            <Badge variant="outline" className={STATUS_STYLE[delivery.status]}>
                              {webhooksText.deliveryStatus[delivery.status] ?? delivery.status}
                            </Badge>
                          </div>
                          <p className="text-xs text-muted-foreground">
                            <time dateTime={delivery.createdAt}>{when(delivery.createdAt)}</time>
                            {" · "}
                            {webhooksText.attempts(delivery.attempts)}
                            {delivery.lastStatus !== null ? ` · ${webhooksText.response(delivery.lastStatus)}` : null}
                            {delivery.status === "pending" && delivery.nextAttemptAt && delivery.attempts > 0 ? ` · ${webhooksText.nextAttempt(when(delivery.nextAttemptAt))}` : null}
                          </p>
                          {delivery.lastError && delivery.status !== "succeeded" ? <p className="text-xs break-words text-destructive">{delivery.lastError}</p> : null}
                        </div>
                        <form action={resendWebhookDeliveryAction as unknown as FormAction}>
                          <input type="hidden" name="delivery" value={delivery._id} />
                          <button type="submit" aria-label={`${webhooksText.resend}: ${delivery.type}, ${when(delivery.createdAt)}`} className={buttonVariants({ size: "sm", variant: "outline" })}>
                            <RotateCwIcon aria-hidden />
                            {webhooksText.resend}
                          </button>
                        </form>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-muted-foreground">
        <Link href="/docs/api#receiving-webhooks" className="underline underline-offset-4">
          {webhooksText.receiving}
        </Link>
      </p>
    </section>
  );
}
