import type { Metadata } from "next";
import Link from "next/link";
import { ChevronLeftIcon, PencilIcon } from "lucide-react";
import { PageHeading } from "@/components/dashboard/page-heading";
import { FormMessage } from "@/components/forms/form-message";
import { buttonVariants } from "@/components/ui/button";
import { vehicleDetails } from "@/lib/format/vehicles";
import { DeleteVehicleForm } from "@/components/vehicles/delete-vehicle-form";
import { VehicleForm, type VehicleFormWords } from "@/components/vehicles/vehicle-form";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { accountWords, ruleWordsIn } from "@/lib/server/i18n/account-words";
import { pageLocale } from "@/lib/server/i18n/page-locale";
import { allVehicleClasses } from "@/lib/server/vehicles/manage-vehicle-classes";
import { listMyVehicles } from "@/lib/server/vehicles/manage-vehicles";
import { safeRedirectPath } from "@/lib/urls/sign-in-redirect";
import { myVehiclesHref } from "@/lib/urls/vehicle-choice";
import { VEHICLE_RULES } from "@/lib/validation/my-vehicles";

const DONE = ["added", "updated", "deleted"] as const;

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { t } = await accountWords(await pageLocale(params));
  return { title: t("nav.myVehicles") };
}

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

/**
 * My vehicles: the customer's cars on file, to add, edit (`?edit=<id>` opens a vehicle's form in
 * place) and delete, with or without JavaScript. Opened from a service page (`?returnTo=`), adding a
 * vehicle leads back there with it chosen. In the page's language.
 */
export default async function MyVehiclesPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const customer = await requirePageUser("user");
  const query = await searchParams;
  const [vehicles, classes, { t }, rules] = await Promise.all([listMyVehicles(customer), allVehicleClasses(), accountWords(locale), ruleWordsIn(locale, VEHICLE_RULES)]);
  const asked = one(query.returnTo);
  // Only a way back to this site's service pages.
  const returnTo = asked && safeRedirectPath(asked).startsWith("/service/") ? safeRedirectPath(asked) : undefined;
  const editing = vehicles.find((vehicle) => vehicle._id === one(query.edit));
  const doneCode = DONE.find((code) => code === one(query.done));
  const done = doneCode ? t(`vehicles.${doneCode}`) : undefined;
  const classOptions = classes.map((vehicleClass) => ({ id: vehicleClass.id, name: vehicleClass.name }));
  const words: VehicleFormWords = {
    vehicleSize: t("vehicles.vehicleSize"),
    chooseClass: t("vehicles.chooseClass"),
    make: t("vehicles.make"),
    model: t("vehicles.model"),
    colour: t("vehicles.colour"),
    plate: t("vehicles.plate"),
    plateHint: t("vehicles.plateHint"),
    add: t("vehicles.add"),
    save: t("vehicles.save"),
    cancel: t("vehicles.cancel"),
    failed: t("vehicles.failed"),
    rules,
  };

  return (
    <section aria-labelledby="vehicles-heading" className="grid max-w-3xl gap-6">
      {returnTo ? (
        <Link href={returnTo} className={buttonVariants({ variant: "ghost", size: "sm", className: "-ml-2 w-fit" })}>
          <ChevronLeftIcon aria-hidden /> {t("vehicles.backToBooking")}
        </Link>
      ) : null}
      <PageHeading id="vehicles-heading" title={t("nav.myVehicles")} subtitle={t("vehicles.subtitle")} />
      <FormMessage tone="success" title={done} />
      {vehicles.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">{t("vehicles.noVehicles")}</p>
      ) : (
        <ul className="grid gap-3" aria-label={t("nav.myVehicles")}>
          {vehicles.map((vehicle) => {
            const name = `${vehicle.make} ${vehicle.model}`;
            return (
              <li key={vehicle._id} className="grid gap-3 rounded-xl border bg-card p-4" data-testid="vehicle-card">
                {editing?._id === vehicle._id ? (
                  <>
                    <h2 className="font-semibold">{t("vehicles.editTitle", { vehicle: name })}</h2>
                    <VehicleForm
                      classes={classOptions}
                      vehicle={{ id: vehicle._id, vehicleClass: vehicle.vehicleClass._id, make: vehicle.make, model: vehicle.model, colour: vehicle.colour, plate: vehicle.plate }}
                      returnTo={returnTo}
                      cancelHref={myVehiclesHref({ returnTo })}
                      words={words}
                    />
                  </>
                ) : (
                  <>
                    <div className="grid gap-0.5">
                      <h2 className="font-semibold">{name}</h2>
                      <p className="text-sm text-muted-foreground">{vehicleDetails(vehicle)}</p>
                    </div>
                    <div className="flex flex-wrap items-center gap-2">
                      <Link href={myVehiclesHref({ returnTo, edit: vehicle._id })} className={buttonVariants({ variant: "outline", size: "sm" })} aria-label={t("vehicles.editNamed", { vehicle: name })}>
                        <PencilIcon aria-hidden /> {t("vehicles.edit")}
                      </Link>
                      <DeleteVehicleForm vehicleId={vehicle._id} returnTo={returnTo} words={{ delete: t("vehicles.delete"), deleteNamed: t("vehicles.deleteNamed", { vehicle: name }) }} />
                    </div>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <section aria-labelledby="add-vehicle-heading" className="grid gap-4 rounded-xl border p-4 md:p-6">
        <h2 id="add-vehicle-heading" className="text-lg font-semibold">
          {t("vehicles.addTitle")}
        </h2>
        <VehicleForm classes={classOptions} returnTo={returnTo} words={words} />
      </section>
    </section>
  );
}
