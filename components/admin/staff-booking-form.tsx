"use client";

import { FormField } from "@/components/forms/form-field";
import { FormMessage } from "@/components/forms/form-message";
import { useFormAction } from "@/components/forms/use-form-action";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useSection } from "@/components/providers/section-words-context";
import { staffBookingAction } from "@/lib/actions/staff-booking";
import { staffBookingMessages } from "@/lib/messages/staff-booking";
import { vehicleDisplayMessages } from "@/lib/messages/vehicle-display";
import type { CustomerMatch } from "@/lib/server/bookings/staff-booking";
import { STAFF_SETTLEMENTS, WALK_IN } from "@/lib/validation/staff-booking";

type Choice = { id: string; label: string };

/** A group of radio buttons (or, `multiple`, checkboxes) with its legend and its field's message. */
function Choices({ name, legend, choices, initial, error, multiple = false }: { name: string; legend: string; choices: Choice[]; initial: string; error?: string; multiple?: boolean }) {
  const errorId = `${name}-error`;
  // Checkboxes come back from a failed post joined by commas (lib/actions/staff-booking.ts).
  const checked = (id: string) => (multiple ? initial.split(",").includes(id) : initial === id);
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-lg font-semibold">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((choice) => (
          <label key={choice.id} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-primary/5">
            <input type={multiple ? "checkbox" : "radio"} name={name} value={choice.id} defaultChecked={checked(choice.id)} className="size-4 shrink-0 accent-primary" />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      <p id={errorId} role={error ? "alert" : undefined} className="min-h-4 text-xs text-destructive">
        {error}
      </p>
    </fieldset>
  );
}

/**
 * New booking's last steps (admins): a new customer's details when none was chosen, the time (the
 * day's free slots, or a walk-in now), and the payment; posted to staffBookingAction, which leads to
 * the booking made. A plain form: it works before hydration and without JavaScript (docs/forms.md).
 */
export function StaffBookingForm({
  customer,
  serviceId,
  slots,
  walkInLabel,
  preselected,
  vehicleClasses,
  defaultClass,
  addOns,
}: {
  customer: CustomerMatch | null;
  serviceId: string;
  slots: Choice[];
  /** "Walk-in: now" when the day shown is today. */
  walkInLabel: string | null;
  preselected?: string;
  /** The vehicle classes the service is offered for, with its price and length for each. */
  vehicleClasses: Choice[];
  defaultClass: string;
  /** The add-ons the service takes, with their prices. */
  addOns: Choice[];
}) {
  const text = useSection(staffBookingMessages, "staffBooking");
  const vehicleText = useSection(vehicleDisplayMessages, "vehicleDisplay");
  const { state, formProps, formMessage, initial, pending } = useFormAction({ action: staffBookingAction });
  // The server's messages stay beside their fields: there is no browser check here to take them over.
  const fieldError = (name: string) => (state.status === "failed" ? state.fieldErrors[name] : undefined);
  const times: Choice[] = [...(walkInLabel ? [{ id: WALK_IN, label: walkInLabel }] : []), ...slots];
  const settlements: Choice[] = STAFF_SETTLEMENTS.map((id) => ({ id, label: text[id] }));

  return (
    <form {...formProps} className="grid gap-6" aria-label={text.title}>
      <FormMessage tone="error" title={formMessage ?? (state.status === "failed" ? state.message : undefined)} />
      <input type="hidden" name="service" value={serviceId} />
      {customer ? (
        <input type="hidden" name="customer" value={customer.id} />
      ) : (
        <fieldset className="grid gap-3 rounded-xl border p-4 sm:p-6">
          <legend className="float-left mb-1 w-full text-lg font-semibold">{text.newCustomer}</legend>
          <p className="text-sm text-muted-foreground">{text.newCustomerHint}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField id="staff-name" label={text.name} error={fieldError("name")} className="sm:col-span-2">
              {(control) => <Input {...control} name="name" autoComplete="off" defaultValue={initial("name")} maxLength={100} />}
            </FormField>
            <FormField id="staff-phone" label={text.phone} error={fieldError("phone")}>
              {(control) => <Input {...control} name="phone" type="tel" autoComplete="off" defaultValue={initial("phone")} />}
            </FormField>
            <FormField id="staff-email" label={text.email} error={fieldError("email")}>
              {(control) => <Input {...control} name="email" type="email" autoComplete="off" defaultValue={initial("email")} />}
            </FormField>
          </div>
        </fieldset>
      )}
      {vehicleClasses.length > 1 || addOns.length > 0 ? (
        <section className="grid gap-2 rounded-xl border p-4 sm:p-6">
          {vehicleClasses.length > 1 ? (
            <Choices name="vehicleClass" legend={vehicleText.classLegend} choices={vehicleClasses} initial={initial("vehicleClass", defaultClass)} error={fieldError("vehicleClass")} />
          ) : null}
          {addOns.length > 0 ? <Choices name="addOns" legend={vehicleText.addOnsLegend} choices={addOns} initial={initial("addOns")} error={fieldError("addOns")} multiple /> : null}
        </section>
      ) : null}
      <section className="grid gap-2 rounded-xl border p-4 sm:p-6">
        {times.length > 0 ? <Choices name="slot" legend={text.timesLegend} choices={times} initial={initial("slot", preselected ?? "")} error={fieldError("slot")} /> : null}
        {slots.length === 0 ? <p className="text-sm text-muted-foreground">{text.noTimes}</p> : null}
      </section>
      <section className="grid gap-2 rounded-xl border p-4 sm:p-6">
        <Choices name="settle" legend={text.payStep} choices={settlements} initial={initial("settle")} error={fieldError("settle")} />
      </section>
      <Button type="submit" disabled={pending} className="justify-self-start">
        {text.submit}
      </Button>
    </form>
  );
}
