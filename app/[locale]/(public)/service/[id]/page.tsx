import type { Metadata } from "next";
import { PaymentCancelledNotice } from "@/components/booking/payment-cancelled-notice";
import { ServiceView, serviceMetadata } from "@/components/catalogue/service-view";
import { messages } from "@/lib/messages";
import { currentUser } from "@/lib/server/auth/current-user";
import { listMyVehicles } from "@/lib/server/vehicles/manage-vehicles";

/**
 * A service's page with a day, a month, a slot, a vehicle choice or a payment notice in its URL, or for a signed-in
 * visitor (next.config.ts sends those here), rendered on demand: a customer sees the waitlists they are
 * on. Otherwise /service/[id] is served from cache (./cached).
 */
type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return serviceMetadata((await params).id);
}

export default async function ServicePage({ params, searchParams }: Props) {
  const [{ id }, query, viewer] = await Promise.all([params, searchParams, currentUser()]);
  const customer = viewer?.role === "user" ? viewer : null;
  // A customer's saved vehicles: choosing one sets its class.
  const vehicles = customer ? await listMyVehicles(customer) : [];
  return (
    <>
      <ServiceView id={id} query={query} customerId={customer?.id} vehicles={vehicles} />
      {/* Back from a checkout left unpaid (?payment=cancelled): said once, then the address is tidied. */}
      {query.payment === "cancelled" ? <PaymentCancelledNotice title={messages.booking.cancelledToast} description={messages.booking.cancelledBody} /> : null}
    </>
  );
}
