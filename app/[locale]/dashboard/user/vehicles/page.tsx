import type { Metadata } from "next";
import Link from "next/link";
import { ChevronLeftIcon, PencilIcon } from "lucide-react";
import { PageHeading } from "@/components/dashboard/page-heading";
import { FormMessage } from "@/components/forms/form-message";
import { buttonVariants } from "@/components/ui/button";
import { vehicleDetails } from "@/lib/format/vehicles";
import { DeleteVehicleForm } from "@/components/vehicles/delete-vehicle-form";
import { VehicleForm } from "@/components/vehicles/vehicle-form";
import { messages } from "@/lib/messages";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { allVehicleClasses } from "@/lib/server/vehicles/manage-vehicle-classes";
import { listMyVehicles } from "@/lib/server/vehicles/manage-vehicles";
import { safeRedirectPath } from "@/lib/urls/sign-in-redirect";
import { myVehiclesHref } from "@/lib/urls/vehicle-choice";

export const metadata: Metadata = { title: messages.vehicleBooking.myVehicles };

const vehicleBookingText = messages.vehicleBooking;
const DONE = { added: vehicleBookingText.added, updated: vehicleBookingText.updated, deleted: vehicleBookingText.deleted } as const;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

/**
 * My vehicles: the customer's cars on file, to add, edit (`?edit=<id>` opens a vehicle's form in
 * place) and delete, with or without JavaScript. Opened from a service page (`?returnTo=`), adding a
 * vehicle leads back there with it chosen.
 */
export default async function MyVehiclesPage({ searchParams }: Props) {
  const customer = await requirePageUser("user");
  const query = await searchParams;
  const [vehicles, classes] = await Promise.all([listMyVehicles(customer), allVehicleClasses()]);
  const asked = one(query.returnTo);
  // Only a way back to this site's service pages.
  const returnTo = asked && safeRedirectPath(asked).startsWith("/service/") ? safeRedirectPath(asked) : undefined;
  const editing = vehicles.find((vehicle) => vehicle._id === one(query.edit));
  const done = DONE[one(query.done) as keyof typeof DONE];
  const classOptions = classes.map((vehicleClass) => ({ id: vehicleClass.id, name: vehicleClass.name }));

  return (
    <section aria-labelledby="vehicles-heading" className="grid max-w-3xl gap-6">
      {returnTo ? (
        <Link href={returnTo} className={buttonVariants({ variant: "ghost", size: "sm", className: "-ml-2 w-fit" })}>
          <ChevronLeftIcon aria-hidden /> {vehicleBookingText.backToBooking}
        </Link>
      ) : null}
      <PageHeading id="vehicles-heading" title={vehicleBookingText.myVehicles} subtitle={vehicleBookingText.myVehiclesSubtitle} />
      <FormMessage tone="success" title={done} />
      {vehicles.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">{vehicleBookingText.noVehicles}</p>
      ) : (
        <ul className="grid gap-3" aria-label={vehicleBookingText.myVehicles}>
          {vehicles.map((vehicle) => {
            const name = vehicleBookingText.vehicleName(vehicle.make, vehicle.model);
            return (
              <li key={vehicle._id} className="grid gap-3 rounded-xl border bg-card p-4" data-testid="vehicle-card">
                {editing?._id === vehicle._id ? (
                  <>
                    <h2 className="font-semibold">{vehicleBookingText.editTitle(name)}</h2>
                    <VehicleForm
                      classes={classOptions}
                      vehicle={{ id: vehicle._id, vehicleClass: vehicle.vehicleClass._id, make: vehicle.make, model: vehicle.model, colour: vehicle.colour, plate: vehicle.plate }}
                      returnTo={returnTo}
                      cancelHref={myVehiclesHref({ returnTo })}
                    />
                  </>
                ) : (
                  <>
                    <div className="grid gap-0.5">
                      <h2 className="font-semibold">{name}</h2>
                      <p className="text-sm text-muted-foreground">{vehicleDetails(vehicle)}</p>
                    </div>
                    <div className="flex flex-wrap items-center gap-2">
                      <Link href={myVehiclesHref({ returnTo, edit: vehicle._id })} className={buttonVariants({ variant: "outline", size: "sm" })} aria-label={vehicleBookingText.editNamed(name)}>
                        <PencilIcon aria-hidden /> {vehicleBookingText.edit}
                      </Link>
                      <DeleteVehicleForm vehicleId={vehicle._id} name={name} returnTo={returnTo} />
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
          {vehicleBookingText.addTitle}
        </h2>
        <VehicleForm classes={classOptions} returnTo={returnTo} />
      </section>
    </section>
  );
}
