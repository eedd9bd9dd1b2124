"use client";

import Link from "next/link";
import { useId } from "react";
import { ServicePricesFields, type ClassPriceRow } from "@/components/admin/service-prices-fields";
import { useAdminForm } from "@/components/admin/use-admin-form";
import { useShop } from "@/components/shop/shop-context";
import { FormField } from "@/components/forms/form-field";
import { FormMessage } from "@/components/forms/form-message";
import { Button, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useSection } from "@/components/providers/section-words-context";
import { saveServiceAction } from "@/lib/actions/vehicle-setup";
import { currencySymbol } from "@/lib/format/money";
import { adminServicesMessages } from "@/lib/messages/admin-services";
import { baysMessages } from "@/lib/messages/bays";
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
  // What the shop calls its bays, in the admin's language.
  const words = useSection(baysMessages, "bays").words[useShop().bayLabel];
  const { currency } = useShop();
  const adminServicesText = useSection(adminServicesMessages, "adminServices");
  const pricesText = useSection(vehicleSetupMessages, "vehicleSetup").prices;
  const paymentsAtShopText = useSection(paymentsAtShopMessages, "paymentsAtShop");
  const saving = useAdminForm({ action: saveServiceAction, failedTitle: adminServicesText.saveFailed });
  const { fieldError, initial } = saving;
  return (
    <form {...saving.formProps} className="grid max-w-2xl gap-1" aria-label={service ? pricesText.editTitle(service.name) : pricesText.addTitle} data-testid="service-page-form">
      {service ? <input type="hidden" name="service" value={service._id} /> : null}
      <FormMessage tone="error" title={saving.refusal} />
      <FormField id={`${id}-name`} label={adminServicesText.name} error={fieldError("name")}>
        {(control) => <Input {...control} name="name" maxLength={100} defaultValue={initial("name", service?.name)} />}
      </FormField>
      <FormField id={`${id}-description`} label={adminServicesText.description} error={fieldError("description")}>
        {(control) => <Textarea {...control} name="description" rows={3} maxLength={2000} defaultValue={initial("description", service?.description)} />}
      </FormField>
      <div className="grid gap-x-3 sm:grid-cols-2">
        <FormField id={`${id}-duration`} label={adminServicesText.duration} error={fieldError("duration")}>
          {(control) => <Input {...control} name="duration" inputMode="numeric" defaultValue={initial("duration", service && String(service.duration))} />}
        </FormField>
        <FormField id={`${id}-price`} label={adminServicesText.price(currencySymbol(currency))} error={fieldError("price")}>
          {(control) => <Input {...control} name="price" inputMode="decimal" defaultValue={initial("price", service && String(service.price))} />}
        </FormField>
      </div>
      <FormField id={`${id}-buffer`} label={adminServicesText.buffer} hint={adminServicesText.bufferHint(words)} error={fieldError("bufferMinutes")}>
        {(control) => <Input {...control} name="bufferMinutes" inputMode="numeric" placeholder="0" defaultValue={initial("bufferMinutes", service && String(service.bufferMinutes))} />}
      </FormField>
      <label className="mb-3 flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" name="isFeatured" value="on" className="size-4 accent-primary" defaultChecked={initial("isFeatured", service?.isFeatured ? "on" : "") === "on"} />
        {adminServicesText.featured}
      </label>
      <label className="mb-1 flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" name="payAtShop" value="on" aria-describedby={`${id}-pay-at-shop-hint`} className="size-4 accent-primary" defaultChecked={initial("payAtShop", service?.payAtShop ? "on" : "") === "on"} />
        {paymentsAtShopText.serviceLabel}
      </label>
      <p id={`${id}-pay-at-shop-hint`} className="mb-3 text-xs text-muted-foreground">
        {paymentsAtShopText.serviceHint}
      </p>
      <ServicePricesFields idPrefix={`${id}-sizes`} rows={priceRows} fieldError={fieldError} initial={initial} />
      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="submit" disabled={saving.pending}>
          {adminServicesText.save}
        </Button>
        <Link href="/dashboard/admin" className={buttonVariants({ variant: "outline" })}>
          {adminServicesText.cancel}
        </Link>
      </div>
    </form>
  );
}
