"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { CarIcon, PlusIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { vehicleBookingMessages } from "@/lib/messages/vehicle-booking";
import { vehicleChoiceParams } from "@/lib/urls/vehicle-choice";
import { cn } from "@/lib/utils";

const vehicleBookingText = vehicleBookingMessages;

/** A class as the picker offers it: its price for this service, worded on the server. */
export type ClassOption = { id: string; name: string; offered: boolean; price: string | null };
/** An add-on of the service, at its price for the class chosen. */
export type AddOnOption = { id: string; name: string; description: string; price: string; minutes: number };
/** One of the signed-in customer's vehicles. */
export type VehicleOption = { id: string; label: string; vehicleClass: string };
/** The choice's lines and total, as the server priced them. */
export type ChoiceSummary = { lines: { name: string; price: string; minutes: number }[]; total: string; minutes: number; className: string };

type Props = {
  /** The service's page: the form's address. */
  pagePath: string;
  /** The page's day and chosen slot, kept when the choice changes. */
  keep: Record<string, string>;
  classes: ClassOption[];
  addOns: AddOnOption[];
  vehicles: VehicleOption[];
  chosen: { vehicleClass: string; vehicle: string | null; addOns: string[] };
  summary: ChoiceSummary;
  /** Why the choice in the address could not be priced (the page then shows the default class's). */
  error?: string;
  /** Where "Add a vehicle" leads (My vehicles, and back here); only for a signed-in customer. */
  addVehicleHref?: string;
};

/**
 * The service page's vehicle class (or saved vehicle) and add-ons. A GET form
 * to the page itself: without JavaScript its button reloads the page with
 * `?vehicleClass=&vehicle=&addOns=`, and the server renders the total and the
 * times for that choice; with it, each change asks the server for the same
 * page in place (the router), so the total and the times follow at once.
 * Prices are the server's: this only shows them.
 */
export function VehicleChoice({ pagePath, keep, classes, addOns, vehicles, chosen, summary, error, addVehicleHref }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  const apply = (form: HTMLFormElement) => {
    const data = new FormData(form);
    // The day and slot as the address has them now (the slot picker writes its choice there).
    const current = new URLSearchParams(window.location.search);
    const params = new URLSearchParams();
    for (const key of ["date", "month", "slot"]) {
      const value = current.get(key);
      if (value) params.set(key, value);
    }
    const choice = vehicleChoiceParams({
      vehicle: String(data.get("vehicle") ?? ""),
      vehicleClass: String(data.get("vehicleClass") ?? ""),
      addOns: data.getAll("addOns").map(String),
    });
    for (const [key, value] of Object.entries(choice)) params.set(key, value);
    startTransition(() => router.replace(`${pagePath}?${params}`, { scroll: false }));
  };

  const onChange = (event: React.ChangeEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const target = event.target as unknown as HTMLInputElement | HTMLSelectElement;
    // A saved vehicle sets its class; another class than the vehicle's is a choice without it.
    if (target.name === "vehicle") {
      const vehicle = vehicles.find((option) => option.id === target.value);
      if (vehicle) {
        const radio = form.querySelector<HTMLInputElement>(`input[name="vehicleClass"][value="${vehicle.vehicleClass}"]`);
        if (radio) radio.checked = true;
      }
    } else if (target.name === "vehicleClass") {
      const select = form.elements.namedItem("vehicle");
      if (select instanceof HTMLSelectElement && vehicles.find((option) => option.id === select.value)?.vehicleClass !== target.value) select.value = "";
    }
    apply(form);
  };

  return (
    <section aria-labelledby="vehicle-choice-heading" className="grid gap-4 rounded-xl border bg-card p-4 md:p-6" data-testid="vehicle-choice">
      <div className="grid gap-1">
        <h2 id="vehicle-choice-heading" className="flex items-center gap-2 text-lg font-semibold">
          <CarIcon className="size-5" aria-hidden /> {vehicleBookingText.choiceTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{vehicleBookingText.choiceSubtitle}</p>
      </div>
      {error ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive" data-testid="choice-error">
          {error}
        </p>
      ) : null}
      <form
        method="get"
        action={pagePath}
        onChange={onChange}
        onSubmit={(event) => {
          event.preventDefault();
          apply(event.currentTarget);
        }}
        className="grid gap-4"
        aria-busy={pending}
      >
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {vehicles.length > 0 || addVehicleHref ? (
          <div className="grid gap-2">
            {vehicles.length > 0 ? (
              <>
                <label htmlFor="choice-vehicle" className="text-sm font-medium">
                  {vehicleBookingText.savedVehicle}
                </label>
                <select
                  id="choice-vehicle"
                  name="vehicle"
                  defaultValue={chosen.vehicle ?? ""}
                  aria-describedby="choice-vehicle-hint"
                  className="h-9 w-full rounded-md border border-input bg-transparent px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm dark:bg-input/30 dark:[color-scheme:dark]"
                >
                  <option value="">{vehicleBookingText.noSavedVehicle}</option>
                  {vehicles.map((vehicle) => (
                    <option key={vehicle.id} value={vehicle.id}>
                      {vehicle.label}
                    </option>
                  ))}
                </select>
                <p id="choice-vehicle-hint" className="text-xs text-muted-foreground">
                  {vehicleBookingText.savedVehicleHint}
                </p>
              </>
            ) : null}
            {addVehicleHref ? (
              <Link href={addVehicleHref} className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
                <PlusIcon className="size-4" aria-hidden /> {vehicleBookingText.addVehicle}
              </Link>
            ) : null}
          </div>
        ) : null}
        {classes.length > 1 ? (
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{vehicleBookingText.classLegend}</legend>
            {classes.map((option) => (
              <label
                key={option.id}
                className={cn(
                  "flex min-h-11 items-center gap-3 rounded-lg border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50",
                  option.offered ? "cursor-pointer" : "cursor-not-allowed opacity-60",
                )}
              >
                <input type="radio" name="vehicleClass" value={option.id} defaultChecked={option.id === chosen.vehicleClass} disabled={!option.offered} className="size-4 accent-primary" />
                <span className="flex-1">{option.name}</span>
                <span className="tabular-nums text-muted-foreground">{option.offered ? option.price : vehicleBookingText.notOffered}</span>
              </label>
            ))}
          </fieldset>
        ) : (
          <input type="hidden" name="vehicleClass" value={chosen.vehicleClass} />
        )}
        {addOns.length > 0 ? (
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{vehicleBookingText.addOnsLegend}</legend>
            {addOns.map((addOn) => (
              <label
                key={addOn.id}
                className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50"
              >
                <input type="checkbox" name="addOns" value={addOn.id} defaultChecked={chosen.addOns.includes(addOn.id)} className="mt-0.5 size-4 accent-primary" />
                <span className="grid flex-1 gap-0.5">
                  <span className="font-medium">{addOn.name}</span>
                  {addOn.description ? <span className="text-xs text-muted-foreground">{addOn.description}</span> : null}
                </span>
                <span className="grid text-right tabular-nums">
                  <span>{vehicleBookingText.addOnPrice(addOn.price)}</span>
                  <span className="text-xs text-muted-foreground">{vehicleBookingText.addOnMinutes(addOn.minutes)}</span>
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
        {/* With JavaScript every change applies itself; without, this sends the form. */}
        <Button type="submit" variant="outline" className="hidden w-fit scripting-none:inline-flex">
          {vehicleBookingText.update}
        </Button>
      </form>
      <dl className={cn("grid gap-1 border-t pt-3 text-sm transition-opacity", pending && "opacity-60")} aria-busy={pending} data-testid="choice-summary">
        {summary.lines.map((line, index) => (
          <div key={index} className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{line.name}</dt>
            <dd className="tabular-nums">{line.price}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 pt-1 text-base font-semibold">
          <dt>{vehicleBookingText.totalFor(summary.className)}</dt>
          {/* Said again whenever the choice changes it. */}
          <dd className="shrink-0 tabular-nums whitespace-nowrap" aria-live="polite" data-testid="choice-total">
            {summary.total} · {vehicleBookingText.minutes(summary.minutes)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
