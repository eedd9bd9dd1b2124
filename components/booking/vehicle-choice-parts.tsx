import type { ReactNode } from "react";
import Link from "next/link";
import { PlusIcon } from "@/components/ui/icons/plus";
import { carField } from "@/lib/urls/vehicle-choice";
import { cn } from "@/lib/utils";

/*
 * The service page's vehicle choice as the server draws it: each car's saved vehicle, class and add-ons, and its
 * lines and total. No state and no handlers: the page renders them and hands them to the form around them
 * (vehicle-choice.tsx, which applies each change), so they cost the browser no script.
 */

/**
 * The choice's words in the page's language (the catalogue's `service.vehicle`), written out on the server:
 * `carsMost` and `setTotal` with their numbers (the most cars of a visit, the cars chosen).
 */
export type VehicleChoiceWords = {
  title: string;
  subtitle: string;
  carsTitle: string;
  carsSubtitle: string;
  savedVehicle: string;
  noSavedVehicle: string;
  savedVehicleHint: string;
  addVehicle: string;
  classLegend: string;
  notOffered: string;
  addOnsLegend: string;
  update: string;
  addCar: string;
  remove: string;
  carsMost: string;
  setTotal: string;
};

/** The words the form around the cars shows itself (its headings, buttons and the set's total); the rest are the cars'. */
export const CHOICE_FORM_WORDS = ["title", "subtitle", "carsTitle", "carsSubtitle", "update", "addCar", "remove", "carsMost", "setTotal"] as const;
export type ChoiceFormWords = Pick<VehicleChoiceWords, (typeof CHOICE_FORM_WORDS)[number]>;

/** A class as the picker offers it: its price for this service, worded on the server. */
export type ClassOption = { id: string; name: string; offered: boolean; price: string | null };
/** An add-on of the service, at its price for the class chosen: what it adds, worded on the server ('+$15', '+15 min'). */
export type AddOnOption = { id: string; name: string; description: string; price: string; minutes: string };
/** One of the signed-in customer's vehicles. */
export type VehicleOption = { id: string; label: string; vehicleClass: string };
/** The choice's lines and total, as the server priced and worded them ('Total for SUV', '$90', '120 min'). */
export type ChoiceSummary = { lines: { name: string; price: string }[]; totalFor: string; total: string; minutes: string };
/**
 * One car of the visit: its heading and its Remove button's name ('Car 2', 'Remove car 2'), what is chosen for it,
 * its add-ons at its class's prices, its lines, and why its choice in the address was not taken.
 */
export type CarView = { heading: string; removeLabel: string; chosen: { vehicleClass: string; vehicle: string | null; addOns: string[] }; addOns: AddOnOption[]; summary: ChoiceSummary; error?: string };
/** A car as the form places it: its heading and Remove button's name, and its fields and summary as the server drew them. */
export type CarParts = { heading: string; removeLabel: string; fields: ReactNode; summary: ReactNode };

/** One car's saved vehicle, class and add-ons; a later car's fields are numbered (`vehicleClass2`). */
export function CarFields({ index, car, classes, vehicles, addVehicleHref, labelled, words }: { index: number; car: CarView; classes: ClassOption[]; vehicles: VehicleOption[]; addVehicleHref?: string; labelled: boolean; words: VehicleChoiceWords }) {
  const id = (name: string) => (index === 0 ? `choice-${name}` : `choice-${name}-${index + 1}`);
  // Beside another car, each control's name says which car it is for.
  const ofCar = (label: string) => (labelled ? `${car.heading}: ${label}` : undefined);
  return (
    <>
      {car.error ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive" data-testid="choice-error">
          {car.error}
        </p>
      ) : null}
      {vehicles.length > 0 || addVehicleHref ? (
        <div className="grid gap-2">
          {vehicles.length > 0 ? (
            <>
              <label htmlFor={id("vehicle")} className="text-sm font-medium">
                {words.savedVehicle}
              </label>
              <select
                id={id("vehicle")}
                name={carField("vehicle", index)}
                defaultValue={car.chosen.vehicle ?? ""}
                aria-describedby={`${id("vehicle")}-hint`}
                aria-label={ofCar(words.savedVehicle)}
                className="h-9 w-full rounded-md border border-input bg-transparent px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm dark:bg-input/30 dark:[color-scheme:dark]"
              >
                <option value="">{words.noSavedVehicle}</option>
                {vehicles.map((vehicle) => (
                  <option key={vehicle.id} value={vehicle.id}>
                    {vehicle.label}
                  </option>
                ))}
              </select>
              <p id={`${id("vehicle")}-hint`} className="text-xs text-muted-foreground">
                {words.savedVehicleHint}
              </p>
            </>
          ) : null}
          {addVehicleHref ? (
            <Link href={addVehicleHref} className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
              <PlusIcon className="size-4" aria-hidden /> {words.addVehicle}
            </Link>
          ) : null}
        </div>
      ) : null}
      {classes.length > 1 ? (
        <fieldset className="grid gap-2" aria-label={ofCar(words.classLegend)}>
          <legend className="mb-2 text-sm font-medium">{words.classLegend}</legend>
          {classes.map((option) => (
            <label
              key={option.id}
              className={cn(
                "flex min-h-11 items-center gap-3 rounded-lg border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50",
                option.offered ? "cursor-pointer" : "cursor-not-allowed opacity-60",
              )}
            >
              <input type="radio" name={carField("vehicleClass", index)} value={option.id} defaultChecked={option.id === car.chosen.vehicleClass} disabled={!option.offered} className="size-4 accent-primary" />
              <span className="flex-1">{option.name}</span>
              <span className="tabular-nums text-muted-foreground">{option.offered ? option.price : words.notOffered}</span>
            </label>
          ))}
        </fieldset>
      ) : (
        <input type="hidden" name={carField("vehicleClass", index)} value={car.chosen.vehicleClass} />
      )}
      {car.addOns.length > 0 ? (
        <fieldset className="grid gap-2" aria-label={ofCar(words.addOnsLegend)}>
          <legend className="mb-2 text-sm font-medium">{words.addOnsLegend}</legend>
          {car.addOns.map((addOn) => (
            <label
              key={addOn.id}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50"
            >
              <input type="checkbox" name={carField("addOns", index)} value={addOn.id} defaultChecked={car.chosen.addOns.includes(addOn.id)} className="mt-0.5 size-4 accent-primary" />
              <span className="grid flex-1 gap-0.5">
                <span className="font-medium">{addOn.name}</span>
                {addOn.description ? <span className="text-xs text-muted-foreground">{addOn.description}</span> : null}
              </span>
              <span className="grid text-right tabular-nums">
                <span>{addOn.price}</span>
                <span className="text-xs text-muted-foreground">{addOn.minutes}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </>
  );
}

/** A car's lines and total; `live`: the page's only total, said again when it changes. */
export function CarSummary({ summary, live = false }: { summary: ChoiceSummary; live?: boolean }) {
  return (
    <dl className="grid gap-1 border-t pt-3 text-sm" data-testid={live ? "choice-summary" : "car-summary"}>
      {summary.lines.map((line, index) => (
        <div key={index} className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{line.name}</dt>
          <dd className="tabular-nums">{line.price}</dd>
        </div>
      ))}
      <div className={cn("flex justify-between gap-4 pt-1 font-semibold", live && "text-base")}>
        <dt>{summary.totalFor}</dt>
        <dd className="shrink-0 tabular-nums whitespace-nowrap" aria-live={live ? "polite" : undefined} data-testid={live ? "choice-total" : "car-total"}>
          {summary.total} · {summary.minutes}
        </dd>
      </div>
    </dl>
  );
}
