import type { Metadata } from "next";
import { AddOnForm, DeleteAddOnForm } from "@/components/admin/add-on-forms";
import { PageHeading } from "@/components/dashboard/page-heading";
import { pageLocale } from "@/lib/server/i18n/page-locale";
import { sectionIn } from "@/lib/server/i18n/sections";
import { formatPrice } from "@/lib/format/money";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { listServiceNames } from "@/lib/server/services/manage-services";
import { getSettings } from "@/lib/server/settings/business-settings";
import { listAddOns } from "@/lib/server/vehicles/manage-add-ons";
import { listVehicleClasses } from "@/lib/server/vehicles/manage-vehicle-classes";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await sectionIn(await pageLocale(params), "vehicleSetup")).addOns.title };
}

/** Add-ons (admins): each one's price, minutes and the services that offer it, with its form and Delete; and a new one. */
export default async function AddOnsPage({ params }: Props) {
  const admin = await requirePageUser("admin");
  const locale = await pageLocale(params);
  const [addOns, services, classes, { currency, latinDigits }, setup] = await Promise.all([listAddOns(), listServiceNames(admin), listVehicleClasses(), getSettings(), sectionIn(locale, "vehicleSetup")]);
  const text = setup.addOns;
  const writing = { locale, latinDigits };
  const serviceName = new Map(services.map((service) => [service._id, service.name]));
  const classOptions = classes.map((vehicleClass) => ({ _id: vehicleClass._id, name: vehicleClass.name }));
  return (
    <section aria-labelledby="add-ons-heading" className="grid max-w-4xl gap-6">
      <PageHeading id="add-ons-heading" title={text.title} subtitle={text.subtitle} />
      {addOns.length === 0 ? <p className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground">{text.empty}</p> : null}
      <ul aria-label={text.listLabel} className="grid gap-4">
        {addOns.map((addOn) => {
          const offeredWith = addOn.services.map((id) => serviceName.get(id)).filter((name) => name !== undefined);
          return (
            <li key={addOn._id} className="grid gap-3 rounded-xl border bg-card p-4 sm:p-5" data-testid="add-on">
              <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
                <h2 className="min-w-0 text-lg font-semibold break-words">{addOn.name}</h2>
                <p className="flex gap-3 text-sm font-medium whitespace-nowrap">
                  <span>{formatPrice(addOn.price, currency, writing)}</span>
                  <span className="text-muted-foreground">{text.minutesValue(addOn.minutes)}</span>
                </p>
              </div>
              {addOn.description ? <p className="text-sm text-muted-foreground">{addOn.description}</p> : null}
              <p className="text-sm">
                <span className="font-medium">{text.services}: </span>
                {offeredWith.length > 0 ? offeredWith.join(", ") : <span className="text-muted-foreground">{text.noServices}</span>}
              </p>
              <AddOnForm addOn={addOn} services={services} classes={classOptions} />
              <DeleteAddOnForm addOn={addOn} />
            </li>
          );
        })}
      </ul>
      <div className="grid gap-3 rounded-xl border bg-card p-4 sm:p-5">
        <h2 className="text-lg font-semibold">{text.add}</h2>
        <AddOnForm services={services} classes={classOptions} />
      </div>
    </section>
  );
}
