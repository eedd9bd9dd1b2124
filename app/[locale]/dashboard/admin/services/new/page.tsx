import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeftIcon } from "lucide-react";
import { ServicePageForm } from "@/components/admin/service-page-form";
import { PageHeading } from "@/components/dashboard/page-heading";
import { pageLocale } from "@/lib/server/i18n/page-locale";
import { messagesIn, sectionIn } from "@/lib/server/i18n/sections";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { newServicePrices } from "@/lib/server/services/service-pricing";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await sectionIn(await pageLocale(params), "vehicleSetup")).prices.addTitle };
}

/** A new service on a page (admins): where Add Service leads without JavaScript. */
export default async function NewServicePage({ params }: Props) {
  await requirePageUser("admin");
  const messages = await messagesIn(await pageLocale(params));
  const text = messages.vehicleSetup.prices;
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
