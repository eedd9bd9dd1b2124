"use client";

import Link from "next/link";
import { FormField } from "@/components/forms/form-field";
import { FormMessage } from "@/components/forms/form-message";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { createVehicleAction, updateVehicleAction } from "@/lib/actions/vehicles";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import { selectTriggerClass } from "@/components/ui/select-trigger-class";
import { cn } from "@/lib/utils";
import type { z } from "zod";
import type { VehicleRuleWords } from "@/lib/validation/my-vehicles";
import type { vehicleInputSchema } from "@/lib/validation/vehicles";

type Values = z.input<typeof vehicleInputSchema>;

/** The form's words, written out in the page's language; `rules`: its schema's messages. */
export type VehicleFormWords = {
  vehicleSize: string;
  chooseClass: string;
  make: string;
  model: string;
  colour: string;
  plate: string;
  plateHint: string;
  add: string;
  save: string;
  cancel: string;
  failed: string;
  rules: VehicleRuleWords;
};

type Props = {
  classes: { id: string; name: string }[];
  /** The vehicle being edited; none: a new one. */
  vehicle?: { id: string; vehicleClass: string; make: string; model: string; colour: string; plate: string | null };
  /** The booking to go back to (a service page), kept through the form. */
  returnTo?: string;
  /** Where Cancel leads (editing only). */
  cancelHref?: string;
  words: VehicleFormWords;
};

/**
 * Add or edit a vehicle: class, make, model, colour and plate (optional). A
 * POST to the server action, so it works without JavaScript (docs/forms.md);
 * the domain's refusals (a plate already on another of yours) show beside
 * their field.
 */
export function VehicleForm({ classes, vehicle, returnTo, cancelHref, words }: Props) {
  const prefix = vehicle ? `vehicle-${vehicle.id}` : "new-vehicle";
  const { form, formProps, fieldError, initial, formMessage, pending } = useActionForm<Values>({
    action: vehicle ? updateVehicleAction : createVehicleAction,
    resolver: lazyZodResolver(() => import("@/lib/validation/my-vehicles").then((module) => module.vehicleInputSchemaIn(words.rules))),
    defaults: vehicle ? { vehicleClass: vehicle.vehicleClass, make: vehicle.make, model: vehicle.model, colour: vehicle.colour, plate: vehicle.plate ?? "" } : { vehicleClass: "" },
    failureToast: (failed) => ({ title: words.failed, description: failed.message }),
  });
  const id = (field: string) => `${prefix}-${field}`;
  return (
    <form {...formProps} className="grid gap-1" data-testid={vehicle ? "edit-vehicle-form" : "add-vehicle-form"}>
      <FormMessage tone="error" title={formMessage} className="mb-2" />
      {vehicle ? <input type="hidden" name="vehicle" value={vehicle.id} /> : null}
      {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
      <FormField id={id("class")} label={words.vehicleSize} error={fieldError("vehicleClass")}>
        {(control) => (
          <select {...control} defaultValue={initial("vehicleClass")} className={cn(selectTriggerClass, "w-full dark:[color-scheme:dark]")} {...form.register("vehicleClass")}>
            <option value="" disabled>
              {words.chooseClass}
            </option>
            {classes.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <FormField id={id("make")} label={words.make} error={fieldError("make")}>
          {(control) => <Input {...control} maxLength={50} autoComplete="off" defaultValue={initial("make")} {...form.register("make")} />}
        </FormField>
        <FormField id={id("model")} label={words.model} error={fieldError("model")}>
          {(control) => <Input {...control} maxLength={50} autoComplete="off" defaultValue={initial("model")} {...form.register("model")} />}
        </FormField>
        <FormField id={id("colour")} label={words.colour} error={fieldError("colour")}>
          {(control) => <Input {...control} maxLength={30} autoComplete="off" defaultValue={initial("colour")} {...form.register("colour")} />}
        </FormField>
        <FormField id={id("plate")} label={words.plate} hint={words.plateHint} error={fieldError("plate")}>
          {(control) => <Input {...control} autoComplete="off" autoCapitalize="characters" defaultValue={initial("plate")} {...form.register("plate")} />}
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {vehicle ? words.save : words.add}
        </Button>
        {cancelHref ? (
          <Link href={cancelHref} className={buttonVariants({ variant: "outline" })}>
            {words.cancel}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
