"use client";

import { Trash2Icon } from "lucide-react";
import { useId } from "react";
import { useAdminForm } from "@/components/admin/use-admin-form";
import { useShop } from "@/components/shop/shop-context";
import { FormField } from "@/components/forms/form-field";
import { FormMessage } from "@/components/forms/form-message";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useSection } from "@/components/providers/section-words-context";
import { deleteAddOnAction, saveAddOnAction } from "@/lib/actions/vehicle-setup";
import { currencySymbol } from "@/lib/format/money";
import { vehicleSetupMessages } from "@/lib/messages/vehicle-setup";
import type { AddOnDto } from "@/lib/server/vehicles/manage-add-ons";

type Option = { _id: string; name: string };

/**
 * An add-on's fields (a new one without `addOn`): name, description, price,
 * minutes, the services that offer it (checkboxes) and its own price for some
 * vehicle classes. A POST to the server action: works without JavaScript.
 * An add-on's form is inside Edit, a disclosure, open while its answer has a
 * message (after a plain post, the page shows it so).
 */
export function AddOnForm({ addOn, services, classes }: { addOn?: AddOnDto; services: Option[]; classes: Option[] }) {
  const id = useId();
  const text = useSection(vehicleSetupMessages, "vehicleSetup").addOns;
  const symbol = currencySymbol(useShop().currency);
  const saving = useAdminForm({ action: saveAddOnAction, failedTitle: text.failed, emptyWhenDone: !addOn });
  const { fieldError, initial } = saving;
  const chosen = new Set(initial("services", addOn?.services.join(",")).split(",").filter(Boolean));
  const ownPrice = new Map(addOn?.prices.map((price) => [price.vehicleClass, String(price.price)]));
  const fields = (
    <form {...saving.formProps} className="grid gap-1" aria-label={addOn ? text.edit(addOn.name) : text.add} data-testid={addOn ? "add-on-form" : "new-add-on-form"}>
      {addOn ? <input type="hidden" name="addOn" value={addOn._id} /> : null}
      <FormMessage tone="error" title={saving.refusal} />
      <FormField id={`${id}-name`} label={text.name} error={fieldError("name")}>
        {(control) => <Input {...control} name="name" maxLength={100} autoComplete="off" defaultValue={initial("name", addOn?.name)} />}
      </FormField>
      <FormField id={`${id}-description`} label={text.description} error={fieldError("description")}>
        {(control) => <Textarea {...control} name="description" rows={2} maxLength={1000} defaultValue={initial("description", addOn?.description)} />}
      </FormField>
      <div className="grid gap-x-3 sm:grid-cols-2">
        <FormField id={`${id}-price`} label={text.price(symbol)} error={fieldError("price")}>
          {(control) => <Input {...control} name="price" inputMode="decimal" autoComplete="off" defaultValue={initial("price", addOn && String(addOn.price))} />}
        </FormField>
        <FormField id={`${id}-minutes`} label={text.minutes} error={fieldError("minutes")}>
          {(control) => <Input {...control} name="minutes" inputMode="numeric" autoComplete="off" defaultValue={initial("minutes", addOn && String(addOn.minutes))} />}
        </FormField>
      </div>
      <fieldset className="mb-3 grid gap-2" aria-describedby={fieldError("services") ? `${id}-services-error` : undefined}>
        <legend className="mb-1 text-sm font-medium">{text.servicesLegend}</legend>
        <div className="grid max-h-64 gap-x-4 gap-y-2 overflow-y-auto rounded-md border p-3 @xl:grid-cols-2">
          {services.map((service) => (
            <label key={service._id} className="flex min-h-6 items-start gap-2 text-sm">
              <input type="checkbox" name="services" value={service._id} defaultChecked={chosen.has(service._id)} className="mt-0.5 size-4 shrink-0 accent-primary" />
              <span className="break-words">{service.name}</span>
            </label>
          ))}
        </div>
        {fieldError("services") ? (
          <p id={`${id}-services-error`} role="alert" className="text-xs text-destructive">
            {fieldError("services")}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="grid gap-x-3 @xl:grid-cols-2" aria-describedby={`${id}-prices-hint`}>
        <legend className="mb-1 text-sm font-medium">{text.classPricesLegend}</legend>
        <p id={`${id}-prices-hint`} className="mb-2 text-xs text-muted-foreground @xl:col-span-2">
          {text.classPricesHint}
        </p>
        {classes.map((vehicleClass, row) => (
          <div key={vehicleClass._id}>
            <input type="hidden" name={`prices.${row}.vehicleClass`} value={vehicleClass._id} />
            <FormField id={`${id}-prices-${row}`} label={text.classPriceLabel(vehicleClass.name, symbol)} error={fieldError(`prices.${row}.price`) ?? (row === 0 ? fieldError("prices") : undefined)}>
              {(control) => <Input {...control} name={`prices.${row}.price`} inputMode="decimal" autoComplete="off" defaultValue={initial(`prices.${row}.price`, ownPrice.get(vehicleClass._id) ?? "")} />}
            </FormField>
          </div>
        ))}
      </fieldset>
      <div>
        <Button type="submit" variant={addOn ? "secondary" : "default"} disabled={saving.pending}>
          {addOn ? text.save : saving.pending ? text.adding : text.add}
        </Button>
      </div>
    </form>
  );
  if (!addOn) return fields;
  return (
    <details className="rounded-lg border px-3 py-2" open={saving.state.status === "failed" || undefined}>
      <summary className="cursor-pointer rounded-sm text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">{text.edit(addOn.name)}</summary>
      <div className="pt-3">{fields}</div>
    </details>
  );
}

/** Deletes an add-on (asks first, once the page's script runs): no longer offered; bookings made with it keep it. */
export function DeleteAddOnForm({ addOn }: { addOn: Pick<AddOnDto, "_id" | "name"> }) {
  const text = useSection(vehicleSetupMessages, "vehicleSetup").addOns;
  const removing = useAdminForm({ action: deleteAddOnAction, failedTitle: text.failed, confirm: () => window.confirm(text.removeConfirm(addOn.name)) });
  return (
    <form {...removing.formProps} className="grid gap-2">
      <input type="hidden" name="addOn" value={addOn._id} />
      <FormMessage tone="error" title={removing.refusal} />
      <Button type="submit" variant="ghost" size="sm" className="w-fit text-destructive hover:text-destructive" disabled={removing.pending} aria-label={text.removeLabel(addOn.name)}>
        <Trash2Icon aria-hidden />
        {text.remove}
      </Button>
    </form>
  );
}
