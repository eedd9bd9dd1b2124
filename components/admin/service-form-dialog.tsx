"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { PencilIcon, PlusIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { startTransition, useRef, useState } from "react";
import Link from "next/link";
import { Controller, get, useForm } from "react-hook-form";
import type { z } from "zod";
import { FormDialog } from "@/components/admin/form-dialog";
import { ServicePricesFields, type ClassPriceRow } from "@/components/admin/service-prices-fields";
import { FormField } from "@/components/forms/form-field";
import { useFormAction, type FormActionOptions } from "@/components/forms/use-form-action";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { useEnglishIn, useSection } from "@/components/providers/section-words-context";
import { createServiceAction, updateServiceAction } from "@/lib/actions/admin-catalogue";
import { useShop } from "@/components/shop/shop-context";
import { currencySymbol } from "@/lib/format/money";
import { adminServicesMessages } from "@/lib/messages/admin-services";
import { baysMessages } from "@/lib/messages/bays";
import { paymentsAtShopMessages } from "@/lib/messages/payments-at-shop";
import type { ServiceDto } from "@/lib/server/services/service-dto";
import { serviceInputSchema } from "@/lib/validation/admin";
import { servicePricesFromForm } from "@/lib/validation/vehicles";

type Values = z.input<typeof serviceInputSchema>;

/**
 * 'Add New Service' (no `service`) or 'Update Service Details' (prefilled):
 * the old site's fields and messages. The dialog closes when the save worked
 * and stays open, with the errors, when it did not. The featured switch
 * says how many featured services the home page shows, and when more are
 * featured than that (`featured`: how many are, how many show). "Vary by
 * vehicle size" opens the service's prices for the other classes (`priceRows`).
 * Its button is a link to the service's page form, which the dialog stands in
 * for once the page's script runs; without JavaScript the link leads there.
 */
export function ServiceFormDialog({ service, featured, priceRows }: { service?: ServiceDto; featured: { count: number; shown: number }; priceRows: ClassPriceRow[] }) {
  // What the shop calls its bays, in the admin's language.
  const words = useSection(baysMessages, "bays").words[useShop().bayLabel];
  const { currency } = useShop();
  const adminServicesText = useSection(adminServicesMessages, "adminServices");
  const paymentsAtShopText = useSection(paymentsAtShopMessages, "paymentsAtShop");
  // The browser's check of the fields says the shared schema's English messages.
  const english = useEnglishIn();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const defaults: Values = service
    ? { name: service.name, description: service.description, duration: String(service.duration), price: String(service.price), bufferMinutes: String(service.bufferMinutes), isFeatured: service.isFeatured, payAtShop: service.payAtShop }
    : { name: "", description: "", duration: "", price: "", bufferMinutes: "", isFeatured: false, payAtShop: false };
  const tableFields = useRef((field: string) => field);
  const form = useForm<Values, unknown, z.output<typeof serviceInputSchema>>({ resolver: zodResolver(serviceInputSchema), defaultValues: defaults });
  const { errors } = form.formState;
  const { dispatch, pending } = useFormAction({
    action: (_state, values: Omit<z.output<typeof serviceInputSchema>, "prices"> & { prices?: unknown }) => (service ? updateServiceAction(service._id, values) : createServiceAction(values)),
    // A message on an entry of the table sent goes to its row's field.
    setError: ((name: string, error: { type: string; message: string }) => form.setError(tableFields.current(name) as never, error)) as FormActionOptions["setError"],
    failureToast: (failed) => ({ title: adminServicesText.saveFailed, description: failed.message || adminServicesText.tryAgain }),
    doneToast: () => ({ title: adminServicesText.saved }),
    onDone: () => {
      setOpen(false);
      form.reset(service ? form.getValues() : defaults);
      router.refresh();
    },
    crashToast: { title: adminServicesText.saveFailed, description: adminServicesText.tryAgain },
  });

  const onSubmit = (element: HTMLFormElement) => {
    // The last answer's messages on fields the form does not show would keep it from sending again.
    form.clearErrors();
    // The table's rows are plain fields of the form (as on the page form); the server checks them.
    const prices = servicePricesFromForm(new FormData(element));
    tableFields.current = prices.fieldOf;
    void form.handleSubmit((values) => startTransition(() => dispatch({ ...values, ...(prices.entries && { prices: prices.entries }) })))();
  };
  const errorOf = (message: string | undefined) => message && english(message);
  const priceError = (name: string) => errorOf((get(errors, name) as { message?: string } | undefined)?.message);
  const pageHref = service ? `/dashboard/admin/services/${service._id}/edit` : "/dashboard/admin/services/new";
  const openHere = (event: React.MouseEvent) => {
    // A click that asks for a new tab or window follows the link.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setOpen(true);
  };

  const id = (field: string) => `${service?._id ?? "new"}-${field}`;
  return (
    <FormDialog
      trigger={
        service ? (
          <Button asChild variant="ghost" size="icon">
            <Link href={pageHref} prefetch={false} aria-label={adminServicesText.edit(service.name)} onClick={openHere}>
              <PencilIcon aria-hidden />
            </Link>
          </Button>
        ) : (
          <Button asChild>
            <Link href={pageHref} prefetch={false} onClick={openHere}>
              <PlusIcon aria-hidden />
              {adminServicesText.add}
            </Link>
          </Button>
        )
      }
      title={service ? adminServicesText.editTitle : adminServicesText.addTitle}
      description={service ? adminServicesText.editDescription : adminServicesText.addDescription}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset(defaults);
      }}
      onSubmit={onSubmit}
      submitLabel={adminServicesText.save}
      cancelLabel={adminServicesText.cancel}
      pending={pending}
    >
      <FormField id={id("name")} label={adminServicesText.name} error={errorOf(errors.name?.message)}>
        {(control) => <Input {...control} maxLength={100} {...form.register("name")} />}
      </FormField>
      <FormField id={id("description")} label={adminServicesText.description} error={errorOf(errors.description?.message)}>
        {(control) => <Textarea {...control} rows={3} maxLength={2000} {...form.register("description")} />}
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={id("duration")} label={adminServicesText.duration} error={errorOf(errors.duration?.message)}>
          {(control) => <Input {...control} type="number" inputMode="numeric" min={1} step={1} {...form.register("duration")} />}
        </FormField>
        <FormField id={id("price")} label={adminServicesText.price(currencySymbol(currency))} error={errorOf(errors.price?.message)}>
          {(control) => <Input {...control} type="number" inputMode="decimal" min={0} step="0.01" {...form.register("price")} />}
        </FormField>
      </div>
      <FormField id={id("buffer")} label={adminServicesText.buffer} hint={adminServicesText.bufferHint(words)} error={errorOf(errors.bufferMinutes?.message)}>
        {(control) => <Input {...control} type="number" inputMode="numeric" min={0} max={480} step={5} placeholder="0" {...form.register("bufferMinutes")} />}
      </FormField>
      <div className="flex items-start justify-between gap-4 rounded-lg border p-3">
        <div className="grid gap-0.5">
          <label htmlFor={id("featured")} className="text-sm font-medium">
            {adminServicesText.featured}
          </label>
          <p className="text-xs text-muted-foreground">{adminServicesText.featuredHint(featured.shown)}</p>
          {featured.count > featured.shown ? (
            <p className="text-xs font-medium text-amber-800 dark:text-amber-200" data-testid="featured-limit">
              {adminServicesText.featuredOverLimit(featured.count, featured.shown)}
            </p>
          ) : featured.count >= featured.shown && !service?.isFeatured ? (
            <p className="text-xs font-medium text-amber-800 dark:text-amber-200" data-testid="featured-limit">
              {adminServicesText.featuredFull(featured.shown)}
            </p>
          ) : null}
        </div>
        <Controller
          control={form.control}
          name="isFeatured"
          render={({ field }) => <Switch id={id("featured")} checked={Boolean(field.value)} onCheckedChange={field.onChange} />}
        />
      </div>
      <div className="mt-3 flex items-start justify-between gap-4">
        <div className="grid gap-0.5">
          <label htmlFor={id("pay-at-shop")} className="text-sm font-medium">
            {paymentsAtShopText.serviceLabel}
          </label>
          <p id={id("pay-at-shop-hint")} className="text-xs text-muted-foreground">
            {paymentsAtShopText.serviceHint}
          </p>
        </div>
        <Controller
          control={form.control}
          name="payAtShop"
          render={({ field }) => <Switch id={id("pay-at-shop")} aria-describedby={id("pay-at-shop-hint")} checked={Boolean(field.value)} onCheckedChange={field.onChange} />}
        />
      </div>
      <div className="mt-3">
        <ServicePricesFields idPrefix={id("sizes")} rows={priceRows} fieldError={priceError} initial={(_name, fallback) => fallback} />
      </div>
    </FormDialog>
  );
}
