import type { Metadata } from "next";
import { LogoForm } from "@/components/admin/logo-form";
import { SettingsForm } from "@/components/admin/settings-form";
import { VehicleClassesSection } from "@/components/admin/vehicle-classes-section";
import { PageHeading } from "@/components/dashboard/page-heading";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { pageLocale } from "@/lib/server/i18n/page-locale";
import { sectionIn } from "@/lib/server/i18n/sections";
import { getSettings } from "@/lib/server/settings/business-settings";
import { configuredPaymentProviders, defaultPaymentProvider } from "@/lib/server/settings/payment-choice";
import { listVehicleClasses } from "@/lib/server/vehicles/manage-vehicle-classes";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await sectionIn(await pageLocale(params), "settings")).title };
}

/** Business Settings (admins): the shop's details, opening hours, money, time and booking rules; its vehicle classes. */
export default async function SettingsPage({ params }: Props) {
  await requirePageUser("admin");
  const locale = await pageLocale(params);
  const [settings, classes, text] = await Promise.all([getSettings(), listVehicleClasses(), sectionIn(locale, "settings")]);
  return (
    <section aria-labelledby="settings-heading" className="grid gap-6">
      <PageHeading id="settings-heading" title={text.title} subtitle={text.subtitle} />
      <LogoForm logoUrl={settings.logoUrl} />
      <SettingsForm settings={settings} timeZones={Intl.supportedValuesOf("timeZone")} payments={{ providers: configuredPaymentProviders(), fallback: defaultPaymentProvider() }} />
      <VehicleClassesSection classes={classes} />
    </section>
  );
}
