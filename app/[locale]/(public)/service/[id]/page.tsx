import type { Metadata } from "next";
import { PaymentCancelledNotice } from "@/components/booking/payment-cancelled-notice";
import { ServiceView, serviceMetadata } from "@/components/catalogue/service-view";
import { currentUser } from "@/lib/server/auth/current-user";
import { pageLocale, pageTranslator } from "@/lib/server/i18n/page-locale";
import { listMyVehicles } from "@/lib/server/vehicles/manage-vehicles";

/**
 * A service's page with a day, a month, a slot, a vehicle choice or a payment notice in its URL, or for a signed-in
 * visitor (next.config.ts sends those here), rendered on demand: a customer sees the waitlists they are
 * on. Otherwise /service/[id] is served from cache (./cached).
 */
type Props = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  return serviceMetadata(id, await pageLocale(params));
}

export default async function ServicePage({ params, searchParams }: Props) {
  const [{ id }, locale, query, viewer] = await Promise.all([params, pageLocale(params), searchParams, currentUser()]);
  const customer = viewer?.role === "user" ? viewer : null;
  // A customer's saved vehicles: choosing one sets its class.
  const vehicles = customer ? await listMyVehicles(customer) : [];
  const t = await pageTranslator(locale, "service");
  return (
    <>
      <ServiceView locale={locale} id={id} query={query} customerId={customer?.id} vehicles={vehicles} />
      {/* Back from a checkout left unpaid (?payment=cancelled): said once, then the address is tidied. */}
      {query.payment === "cancelled" ? <PaymentCancelledNotice title={t("paymentCancelled.title")} description={t("paymentCancelled.body")} /> : null}
    </>
  );
}
