"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useTransition } from "react";
import { CarIcon } from "@/components/ui/icons/car";
import { PlusIcon } from "@/components/ui/icons/plus";
import { XIcon } from "@/components/ui/icons/x";
import { Button } from "@/components/ui/button";
import { carField, vehicleChoicesParams } from "@/lib/urls/vehicle-choice";
import { cn } from "@/lib/utils";

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

type Props = {
  /** The service's page: the form's address. */
  pagePath: string;
  /** The page's day and chosen slot, kept when the choice changes. */
  keep: Record<string, string>;
  classes: ClassOption[];
  vehicles: VehicleOption[];
  /** The cars of the visit, the first always there. */
  cars: CarView[];
  /** With several cars, the set's total, worded on the server. */
  setTotal?: string;
  /** The most cars one visit books. */
  most: number;
  /** The class a car added is for until another is chosen (the service's default). */
  newCarClass: string;
  /** Where "Add a vehicle" leads (My vehicles, and back here); only for a signed-in customer. */
  addVehicleHref?: string;
  words: VehicleChoiceWords;
};

const CAR_FIELDS = /^(vehicleClass|vehicle|addOns)(\d*)$/;

/**
 * The service page's vehicle class (or saved vehicle) and add-ons, for one car
 * or several booked together ("Add another car"; each car after the first can
 * be removed). A GET form to the page itself: without JavaScript its buttons
 * reload the page with `?vehicleClass=&vehicle=&addOns=` (a later car's fields
 * numbered: `vehicleClass2`), and the server renders the totals and the times
 * for that choice; with it, each change asks the server for the same page in
 * place (the router), so the totals and the times follow at once. Without
 * JavaScript, adding or removing a car sends `addCar` or `removeCar`, which the
 * page tidies away; with it, the address is written here.
 * Prices are the server's: this only shows them.
 */
export function VehicleChoice({ pagePath, keep, classes, vehicles, cars, setTotal, most, newCarClass, addVehicleHref, words }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const several = cars.length > 1;
  const headings = useRef<(HTMLElement | null)[]>([]);
  const addButton = useRef<HTMLButtonElement>(null);
  const shownCars = useRef(cars.length);

  // A car added takes the focus at its heading; after one is removed, "Add another car" has it.
  useEffect(() => {
    if (cars.length > shownCars.current) headings.current[cars.length - 1]?.focus();
    else if (cars.length < shownCars.current) addButton.current?.focus();
    shownCars.current = cars.length;
  }, [cars.length]);

  const apply = (form: HTMLFormElement, submitter?: HTMLElement | null) => {
    const data = new FormData(form);
    // The day and slot as the address has them now (the slot picker writes its choice there).
    const current = new URLSearchParams(window.location.search);
    const params = new URLSearchParams();
    for (const key of ["date", "month", "slot"]) {
      const value = current.get(key);
      if (value) params.set(key, value);
    }
    const choices = cars.map((_, index) => ({
      vehicle: String(data.get(carField("vehicle", index)) ?? ""),
      vehicleClass: String(data.get(carField("vehicleClass", index)) ?? ""),
      addOns: data.getAll(carField("addOns", index)).map(String),
    }));
    // Add another car, Remove: done here, so that the page stays (and the focus can follow); without JavaScript the page does it.
    if (submitter instanceof HTMLButtonElement && submitter.name === "addCar") choices.push({ vehicle: "", vehicleClass: newCarClass, addOns: [] });
    if (submitter instanceof HTMLButtonElement && submitter.name === "removeCar") choices.splice(Number(submitter.value) - 1, 1);
    for (const [key, value] of Object.entries(vehicleChoicesParams(choices))) params.set(key, value);
    startTransition(() => router.replace(`${pagePath}?${params}`, { scroll: false }));
  };

  const onChange = (event: React.ChangeEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const target = event.target as unknown as HTMLInputElement | HTMLSelectElement;
    const [, field, number] = CAR_FIELDS.exec(target.name) ?? [];
    const suffix = number ?? "";
    // A saved vehicle sets its class; another class than the vehicle's is a choice without it.
    if (field === "vehicle") {
      const vehicle = vehicles.find((option) => option.id === target.value);
      if (vehicle) {
        const radio = form.querySelector<HTMLInputElement>(`input[name="vehicleClass${suffix}"][value="${vehicle.vehicleClass}"]`);
        if (radio) radio.checked = true;
      }
    } else if (field === "vehicleClass") {
      const select = form.elements.namedItem(`vehicle${suffix}`);
      if (select instanceof HTMLSelectElement && vehicles.find((option) => option.id === select.value)?.vehicleClass !== target.value) select.value = "";
    }
    apply(form);
  };

  return (
    <section aria-labelledby="vehicle-choice-heading" className="grid gap-4 rounded-xl border bg-card p-4 md:p-6" data-testid="vehicle-choice">
      <div className="grid gap-1">
        <h2 id="vehicle-choice-heading" className="flex items-center gap-2 text-lg font-semibold">
          <CarIcon className="size-5" aria-hidden /> {several ? words.carsTitle : words.title}
        </h2>
        <p className="text-sm text-muted-foreground">{several ? words.carsSubtitle : words.subtitle}</p>
      </div>
      <form
        method="get"
        action={pagePath}
        onChange={onChange}
        onSubmit={(event) => {
          event.preventDefault();
          apply(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
        }}
        className="grid gap-4"
        aria-busy={pending}
      >
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {cars.map((car, index) => {
          const fields = (
            <CarFields
              index={index}
              car={car}
              classes={classes}
              vehicles={vehicles}
              addVehicleHref={index === 0 ? addVehicleHref : undefined}
              labelled={several}
              words={words}
            />
          );
          if (!several) return <div key={index} className="grid gap-4">{fields}</div>;
          return (
            <section key={index} id={`car-${index + 1}`} aria-labelledby={`car-${index + 1}-heading`} className="grid gap-4 rounded-lg border p-3 md:p-4" data-testid="car-choice">
              <div className="flex items-center justify-between gap-3">
                <h3
                  id={`car-${index + 1}-heading`}
                  ref={(element) => {
                    headings.current[index] = element;
                  }}
                  tabIndex={-1}
                  className="text-base font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {car.heading}
                </h3>
                {index > 0 ? (
                  <Button type="submit" name="removeCar" value={String(index + 1)} variant="ghost" size="sm" aria-label={car.removeLabel}>
                    <XIcon aria-hidden /> {words.remove}
                  </Button>
                ) : null}
              </div>
              {fields}
              <CarSummary summary={car.summary} />
            </section>
          );
        })}
        <div className="flex flex-wrap items-center gap-3">
          {cars.length < most ? (
            <Button ref={addButton} type="submit" name="addCar" value="1" variant="outline" className="w-fit" data-testid="add-car">
              <PlusIcon aria-hidden /> {words.addCar}
            </Button>
          ) : (
            <p className="text-sm text-muted-foreground">{words.carsMost}</p>
          )}
          {/* With JavaScript every change applies itself; without, this sends the form. */}
          <Button type="submit" variant="outline" className="hidden w-fit scripting-none:inline-flex">
            {words.update}
          </Button>
        </div>
      </form>
      {several ? (
        <dl className={cn("flex justify-between gap-4 border-t pt-3 text-base font-semibold transition-opacity", pending && "opacity-60")} aria-busy={pending} data-testid="choice-summary">
          <dt>{words.setTotal}</dt>
          {/* Said again whenever a change of any car changes it. */}
          <dd className="shrink-0 tabular-nums whitespace-nowrap" aria-live="polite" data-testid="choice-total">
            {setTotal}
          </dd>
        </dl>
      ) : (
        <CarSummary summary={cars[0].summary} pending={pending} live />
      )}
    </section>
  );
}

/** One car's saved vehicle, class and add-ons; a later car's fields are numbered (`vehicleClass2`). */
function CarFields({ index, car, classes, vehicles, addVehicleHref, labelled, words }: { index: number; car: CarView; classes: ClassOption[]; vehicles: VehicleOption[]; addVehicleHref?: string; labelled: boolean; words: VehicleChoiceWords }) {
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
function CarSummary({ summary, pending = false, live = false }: { summary: ChoiceSummary; pending?: boolean; live?: boolean }) {
  return (
    <dl className={cn("grid gap-1 border-t pt-3 text-sm transition-opacity", pending && "opacity-60")} aria-busy={pending || undefined} data-testid={live ? "choice-summary" : "car-summary"}>
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
