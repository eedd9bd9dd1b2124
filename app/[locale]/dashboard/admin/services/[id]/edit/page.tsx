import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeftIcon } from "lucide-react";
import { ServicePageForm } from "@/components/admin/service-page-form";
import { PageHeading } from "@/components/dashboard/page-heading";
import { pageLocale } from "@/lib/server/i18n/page-locale";
import { messagesIn, sectionIn } from "@/lib/server/i18n/sections";
import { isAppError } from "@/lib/errors";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { getService } from "@/lib/server/services/get-service";

type Props = { params: Promise<{ id: string; locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await sectionIn(await pageLocale(params), "vehicleSetup")).prices.edit };
}

/** A service's details and prices by vehicle size on a page (admins): where the list's Edit leads without JavaScript. */
export default async function EditServicePage({ params }: Props) {
  await requirePageUser("admin");
  const { id } = await params;
  const messages = await messagesIn(await pageLocale(params));
  const text = messages.vehicleSetup.prices;
  const service = await getService(id).catch((error) => {
    if (isAppError(error, "not-found") || isAppError(error, "invalid")) notFound();
    throw error;
  });
  return (
    <section aria-labelledby="edit-service-heading" className="grid gap-6">
      <Link href="/dashboard/admin" className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeftIcon className="size-4" aria-hidden /> {text.back}
      </Link>
      <PageHeading id="edit-service-heading" title={text.editTitle(service.name)} subtitle={messages.adminServices.editDescription} />
      <ServicePageForm service={service} priceRows={service.prices} />
    </section>
  );
}
