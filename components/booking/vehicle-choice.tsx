"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useTransition } from "react";
import { CarIcon } from "@/components/ui/icons/car";
import { PlusIcon } from "@/components/ui/icons/plus";
import { XIcon } from "@/components/ui/icons/x";
import { Button } from "@/components/ui/button";
import type { CarParts, ChoiceFormWords } from "@/components/booking/vehicle-choice-parts";
import { carField, vehicleChoicesParams } from "@/lib/urls/vehicle-choice";
import { cn } from "@/lib/utils";

type Props = {
  /** The service's page: the form's address. */
  pagePath: string;
  /** The page's day and chosen slot, kept when the choice changes. */
  keep: Record<string, string>;
  /** The saved vehicles offered, by their class: choosing one chooses its class. */
  vehicles: { id: string; vehicleClass: string }[];
  /** The cars of the visit, the first always there, with their fields and summaries as the server drew them (vehicle-choice-parts.tsx). */
  cars: CarParts[];
  /** With several cars, the set's total, worded on the server. */
  setTotal?: string;
  /** The most cars one visit books. */
  most: number;
  /** The class a car added is for until another is chosen (the service's default). */
  newCarClass: string;
  /** Only the form's own words: the browser is sent no more than it shows (vehicle-choice-parts.tsx). */
  words: ChoiceFormWords;
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
 * Prices are the server's, and so are each car's fields and lines: this places
 * them, applies each change and keeps the focus.
 */
export function VehicleChoice({ pagePath, keep, vehicles, cars, setTotal, most, newCarClass, words }: Props) {
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
          if (!several) return <div key={index} className="grid gap-4">{car.fields}</div>;
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
              {car.fields}
              {car.summary}
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
        <div className={cn("transition-opacity", pending && "opacity-60")} aria-busy={pending || undefined}>
          {cars[0].summary}
        </div>
      )}
    </section>
  );
}
