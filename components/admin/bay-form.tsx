"use client";

import { Trash2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import { startTransition, useId, useState } from "react";
import { FormField } from "@/components/forms/form-field";
import { FormMessage } from "@/components/forms/form-message";
import { useFormAction } from "@/components/forms/use-form-action";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { createBayAction, deleteBayAction, updateBayAction } from "@/lib/actions/bays";
import { useSection } from "@/components/providers/section-words-context";
import { useShop } from "@/components/shop/shop-context";
import { baysMessages } from "@/lib/messages/bays";
import type { BayDto } from "@/lib/server/bays/manage-bays";

type ServiceOption = { _id: string; name: string };

/**
 * One bay's settings (or, without `bay`, a new bay): its name, whether it
 * takes bookings, and the services it can do (every one, or a chosen few).
 * Errors show beside their fields; a refusal (a bay that still holds upcoming
 * bookings) shows above the form.
 */
export function BayForm({ bay, services }: { bay?: BayDto; services: ServiceOption[] }) {
  const router = useRouter();
  const text = useSection(baysMessages, "bays");
  const words = text.words[useShop().bayLabel];
  const id = useId();
  const [name, setName] = useState(bay?.name ?? "");
  const [active, setActive] = useState(bay?.active ?? true);
  const [allServices, setAllServices] = useState(bay?.allServices ?? true);
  const [chosen, setChosen] = useState<Set<string>>(new Set(bay?.services ?? []));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | undefined>();

  const failureToast = (failed: { message: string }) => ({ title: text.saveFailed(words), description: failed.message });
  const crashToast = { title: text.saveFailed(words) };
  const saving = useFormAction({
    action: (_state, values: unknown) => (bay ? updateBayAction(bay._id, values) : createBayAction(values)),
    onFailure: (failed) => {
      setErrors(failed.fieldErrors);
      setFailure(failed.message);
    },
    failureToast,
    doneToast: () => ({ title: bay ? text.saved(words) : text.created(words) }),
    onDone: () => {
      setErrors({});
      setFailure(undefined);
      if (!bay) {
        setName("");
        setChosen(new Set());
        setAllServices(true);
        setActive(true);
      }
      router.refresh();
    },
    crashToast,
  });
  const removing = useFormAction({
    action: (_state, bayId: string) => deleteBayAction(bayId),
    onFailure: (failed) => setFailure(failed.message),
    failureToast,
    doneToast: () => ({ title: text.removed(words) }),
    onDone: () => router.refresh(),
    crashToast,
  });
  const pending = saving.pending || removing.pending;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const values = { name, active, allServices, services: allServices ? [] : [...chosen] };
    startTransition(() => saving.dispatch(values));
  };

  const remove = () => {
    if (!bay || !window.confirm(text.removeConfirm(bay.name))) return;
    startTransition(() => removing.dispatch(bay._id));
  };

  const toggle = (serviceId: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(serviceId);
      else next.delete(serviceId);
      return next;
    });

  return (
    <form onSubmit={submit} className="grid gap-3" aria-label={bay ? bay.name : text.add(words)} data-testid={bay ? "bay-form" : "new-bay-form"} noValidate>
      <FormMessage tone="error" title={failure} />
      <FormField id={`${id}-name`} label={text.name} error={errors.name}>
        {(control) => <Input {...control} value={name} onChange={(event) => setName(event.target.value)} maxLength={60} autoComplete="off" />}
      </FormField>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-primary" checked={active} onChange={(event) => setActive(event.target.checked)} />
        {text.active}
      </label>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{text.services}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" checked={allServices} onChange={(event) => setAllServices(event.target.checked)} />
          {text.allServices}
        </label>
        {allServices ? null : (
          <div className="grid gap-1 rounded-md border p-3 @xl:grid-cols-2" role="group" aria-label={text.chooseServices} aria-describedby={errors.services ? `${id}-services-error` : undefined}>
            {services.map((service) => (
              <label key={service._id} className="flex items-center gap-2 text-sm">
                <input type="checkbox" className="size-4 accent-primary" checked={chosen.has(service._id)} onChange={(event) => toggle(service._id, event.target.checked)} />
                {service.name}
              </label>
            ))}
          </div>
        )}
        <p id={`${id}-services-error`} role={errors.services ? "alert" : undefined} className="min-h-4 text-xs text-destructive">
          {errors.services}
        </p>
      </fieldset>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={pending}>
          {bay ? text.save : text.add(words)}
        </Button>
        {bay ? (
          <Button type="button" variant="ghost" className="text-destructive hover:text-destructive" onClick={remove} disabled={pending} aria-label={`${text.remove}: ${bay.name}`}>
            <Trash2Icon aria-hidden />
            {text.remove}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
