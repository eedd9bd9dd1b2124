import type { Metadata } from "next";
import { LogoForm } from "@/components/admin/logo-form";
import { SettingsForm } from "@/components/admin/settings-form";
import { VehicleClassesSection } from "@/components/admin/vehicle-classes-section";
import { PageHeading } from "@/components/dashboard/page-heading";
import { messages } from "@/lib/messages";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { getSettings } from "@/lib/server/settings/business-settings";
import { configuredPaymentProviders, defaultPaymentProvider } from "@/lib/server/settings/payment-choice";
import { listVehicleClasses } from "@/lib/server/vehicles/manage-vehicle-classes";

export const metadata: Metadata = { title: messages.settings.title };

/** Business Settings (admins): the shop's details, opening hours, money, time and booking rules; its vehicle classes. */
export default async function SettingsPage() {
  await requirePageUser("admin");
  const [settings, classes] = await Promise.all([getSettings(), listVehicleClasses()]);
  return (
    <section aria-labelledby="settings-heading" className="grid gap-6">
      <PageHeading id="settings-heading" title={messages.settings.title} subtitle={messages.settings.subtitle} />
      <LogoForm logoUrl={settings.logoUrl} />
      <SettingsForm settings={settings} timeZones={Intl.supportedValuesOf("timeZone")} payments={{ providers: configuredPaymentProviders(), fallback: defaultPaymentProvider() }} />
      <VehicleClassesSection classes={classes} />
    </section>
  );
}
