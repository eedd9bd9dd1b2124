"use client";

import { ArrowDownIcon, ArrowUpIcon, StarIcon, Trash2Icon } from "lucide-react";
import { useId } from "react";
import { useAdminForm } from "@/components/admin/use-admin-form";
import { FormField } from "@/components/forms/form-field";
import { FormMessage } from "@/components/forms/form-message";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useSection } from "@/components/providers/section-words-context";
import { deleteVehicleClassAction, makeDefaultVehicleClassAction, moveVehicleClassAction, saveVehicleClassAction } from "@/lib/actions/vehicle-setup";
import { vehicleSetupMessages } from "@/lib/messages/vehicle-setup";
import type { VehicleClassDto } from "@/lib/server/vehicles/manage-vehicle-classes";

/**
 * One vehicle class of Business settings: its name, description and the
 * Default badge; Move up / Move down, Make default and Delete (each a form of
 * its own, so it works without JavaScript); and Edit, a disclosure holding its
 * name and description. A refusal (the default kept, a class in use, a service
 * that does not offer it) shows under the class.
 */
export function VehicleClassItem({ vehicleClass, first, last }: { vehicleClass: VehicleClassDto; first: boolean; last: boolean }) {
  const { name } = vehicleClass;
  const text = useSection(vehicleSetupMessages, "vehicleSetup").classes;
  const move = useAdminForm({ action: moveVehicleClassAction, failedTitle: text.failed });
  const makeDefault = useAdminForm({ action: makeDefaultVehicleClassAction, failedTitle: text.failed });
  const remove = useAdminForm({ action: deleteVehicleClassAction, failedTitle: text.failed, confirm: () => window.confirm(text.removeConfirm(name)) });
  const refusal = move.refusal ?? makeDefault.refusal ?? remove.refusal;
  const pending = move.pending || makeDefault.pending || remove.pending;
  const classField = <input type="hidden" name="class" value={vehicleClass._id} />;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="grid min-w-0 gap-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            <span className="break-words">{name}</span>
            {vehicleClass.isDefault ? <Badge>{text.defaultBadge}</Badge> : null}
          </p>
          {vehicleClass.description ? <p className="text-sm text-muted-foreground">{vehicleClass.description}</p> : null}
        </div>
        <div className="flex flex-wrap items-center gap-1">
          <form {...move.formProps} className="contents">
            {classField}
            <Button type="submit" name="direction" value="up" variant="ghost" size="icon" disabled={first || pending} aria-label={text.moveUp(name)} title={text.moveUp(name)}>
              <ArrowUpIcon aria-hidden />
            </Button>
            <Button type="submit" name="direction" value="down" variant="ghost" size="icon" disabled={last || pending} aria-label={text.moveDown(name)} title={text.moveDown(name)}>
              <ArrowDownIcon aria-hidden />
            </Button>
          </form>
          {vehicleClass.isDefault ? null : (
            <>
              <form {...makeDefault.formProps} className="contents">
                {classField}
                <Button type="submit" variant="outline" size="sm" disabled={pending} aria-label={text.makeDefaultLabel(name)}>
                  <StarIcon aria-hidden />
                  {text.makeDefault}
                </Button>
              </form>
              <form {...remove.formProps} className="contents">
                {classField}
                <Button type="submit" variant="ghost" size="sm" className="text-destructive hover:text-destructive" disabled={pending} aria-label={text.removeLabel(name)}>
                  <Trash2Icon aria-hidden />
                  {text.remove}
                </Button>
              </form>
            </>
          )}
        </div>
      </div>
      <FormMessage tone="error" title={refusal} />
      <VehicleClassForm vehicleClass={vehicleClass} />
    </div>
  );
}

/** A class's name and description (Edit, a disclosure open while its answer has a message), or, without `vehicleClass`, a new class. */
export function VehicleClassForm({ vehicleClass }: { vehicleClass?: VehicleClassDto }) {
  const id = useId();
  const text = useSection(vehicleSetupMessages, "vehicleSetup").classes;
  const saving = useAdminForm({ action: saveVehicleClassAction, failedTitle: text.failed, emptyWhenDone: !vehicleClass });
  const fields = (
    <form {...saving.formProps} className="grid gap-1" aria-label={vehicleClass ? text.edit(vehicleClass.name) : text.add} data-testid={vehicleClass ? "vehicle-class-form" : "new-vehicle-class-form"}>
      {vehicleClass ? <input type="hidden" name="class" value={vehicleClass._id} /> : null}
      <FormMessage tone="error" title={saving.refusal} />
      <div className="grid items-start gap-x-4 @xl:grid-cols-2">
        <FormField id={`${id}-name`} label={text.name} error={saving.fieldError("name")}>
          {(control) => <Input {...control} name="name" maxLength={60} autoComplete="off" defaultValue={saving.initial("name", vehicleClass?.name)} />}
        </FormField>
        <FormField id={`${id}-description`} label={text.description} hint={text.descriptionHint} error={saving.fieldError("description")}>
          {(control) => <Textarea {...control} name="description" rows={2} maxLength={300} defaultValue={saving.initial("description", vehicleClass?.description)} />}
        </FormField>
      </div>
      <div>
        <Button type="submit" variant={vehicleClass ? "secondary" : "default"} disabled={saving.pending}>
          {vehicleClass ? text.save : saving.pending ? text.adding : text.add}
        </Button>
      </div>
    </form>
  );
  if (!vehicleClass) return fields;
  const failed = saving.state.status === "failed";
  return (
    <details className="group rounded-lg border px-3 py-2" open={failed || undefined}>
      <summary className="cursor-pointer rounded-sm text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">{text.edit(vehicleClass.name)}</summary>
      <div className="pt-3">{fields}</div>
    </details>
  );
}
