"use client";

import Link from "next/link";
import { useId } from "react";
import { ServicePricesFields, type ClassPriceRow } from "@/components/admin/service-prices-fields";
import { useAdminForm } from "@/components/admin/use-admin-form";
import { useBayWords } from "@/components/shop/bay-words";
import { useShop } from "@/components/shop/shop-context";
import { FormField } from "@/components/forms/form-field";
import { FormMessage } from "@/components/forms/form-message";
import { Button, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { saveServiceAction } from "@/lib/actions/vehicle-setup";
import { currencySymbol } from "@/lib/format/money";
import { adminServicesMessages } from "@/lib/messages/admin-services";
import { paymentsAtShopMessages } from "@/lib/messages/payments-at-shop";
import { vehicleSetupMessages } from "@/lib/messages/vehicle-setup";
import type { ServiceDto } from "@/lib/server/services/service-dto";

/**
 * A service's form on a page of its own (a new one without `service`): the
 * dialog's fields and "Vary by vehicle size", posted to the server action, so
 * it works without JavaScript. Saved, Service Management says so.
 */
export function ServicePageForm({ service, priceRows }: { service?: ServiceDto; priceRows: ClassPriceRow[] }) {
  const id = useId();
  const words = useBayWords();
  const { currency } = useShop();
  const saving = useAdminForm({ action: saveServiceAction, failedTitle: adminServicesMessages.saveFailed });
  const { fieldError, initial } = saving;
  return (
    <form {...saving.formProps} className="grid max-w-2xl gap-1" aria-label={service ? vehicleSetupMessages.prices.editTitle(service.name) : vehicleSetupMessages.prices.addTitle} data-testid="service-page-form">
      {service ? <input type="hidden" name="service" value={service._id} /> : null}
      <FormMessage tone="error" title={saving.refusal} />
      <FormField id={`${id}-name`} label={adminServicesMessages.name} error={fieldError("name")}>
        {(control) => <Input {...control} name="name" maxLength={100} defaultValue={initial("name", service?.name)} />}
      </FormField>
      <FormField id={`${id}-description`} label={adminServicesMessages.description} error={fieldError("description")}>
        {(control) => <Textarea {...control} name="description" rows={3} maxLength={2000} defaultValue={initial("description", service?.description)} />}
      </FormField>
      <div className="grid gap-x-3 sm:grid-cols-2">
        <FormField id={`${id}-duration`} label={adminServicesMessages.duration} error={fieldError("duration")}>
          {(control) => <Input {...control} name="duration" inputMode="numeric" defaultValue={initial("duration", service && String(service.duration))} />}
        </FormField>
        <FormField id={`${id}-price`} label={adminServicesMessages.price(currencySymbol(currency))} error={fieldError("price")}>
          {(control) => <Input {...control} name="price" inputMode="decimal" defaultValue={initial("price", service && String(service.price))} />}
        </FormField>
      </div>
      <FormField id={`${id}-buffer`} label={adminServicesMessages.buffer} hint={adminServicesMessages.bufferHint(words)} error={fieldError("bufferMinutes")}>
        {(control) => <Input {...control} name="bufferMinutes" inputMode="numeric" placeholder="0" defaultValue={initial("bufferMinutes", service && String(service.bufferMinutes))} />}
      </FormField>
      <label className="mb-3 flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" name="isFeatured" value="on" className="size-4 accent-primary" defaultChecked={initial("isFeatured", service?.isFeatured ? "on" : "") === "on"} />
        {adminServicesMessages.featured}
      </label>
      <label className="mb-1 flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" name="payAtShop" value="on" aria-describedby={`${id}-pay-at-shop-hint`} className="size-4 accent-primary" defaultChecked={initial("payAtShop", service?.payAtShop ? "on" : "") === "on"} />
        {paymentsAtShopMessages.serviceLabel}
      </label>
      <p id={`${id}-pay-at-shop-hint`} className="mb-3 text-xs text-muted-foreground">
        {paymentsAtShopMessages.serviceHint}
      </p>
      <ServicePricesFields idPrefix={`${id}-sizes`} rows={priceRows} fieldError={fieldError} initial={initial} />
      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="submit" disabled={saving.pending}>
          {adminServicesMessages.save}
        </Button>
        <Link href="/dashboard/admin" className={buttonVariants({ variant: "outline" })}>
          {adminServicesMessages.cancel}
        </Link>
      </div>
    </form>
  );
}
