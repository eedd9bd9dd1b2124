import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeftIcon } from "lucide-react";
import { ServicePageForm } from "@/components/admin/service-page-form";
import { PageHeading } from "@/components/dashboard/page-heading";
import { messages } from "@/lib/messages";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { newServicePrices } from "@/lib/server/services/service-pricing";

const text = messages.vehicleSetup.prices;

export const metadata: Metadata = { title: text.addTitle };

/** A new service on a page (admins): where Add Service leads without JavaScript. */
export default async function NewServicePage() {
  await requirePageUser("admin");
  const rows = await newServicePrices();
  return (
    <section aria-labelledby="new-service-heading" className="grid gap-6">
      <Link href="/dashboard/admin" className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeftIcon className="size-4" aria-hidden /> {text.back}
      </Link>
      <PageHeading id="new-service-heading" title={text.addTitle} subtitle={messages.adminServices.addDescription} />
      <ServicePageForm priceRows={rows} />
    </section>
  );
}
