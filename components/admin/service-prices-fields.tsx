"use client";

import { FormField } from "@/components/forms/form-field";
import { useShop } from "@/components/shop/shop-context";
import { Input } from "@/components/ui/input";
import { useSection } from "@/components/providers/section-words-context";
import { currencySymbol } from "@/lib/format/money";
import { vehicleSetupMessages } from "@/lib/messages/vehicle-setup";
import type { ServiceClassPriceDto } from "@/lib/server/services/service-pricing";

/** A class of the shop as the table shows it: the service's price and duration for it, when it has them. */
export type ClassPriceRow = Pick<ServiceClassPriceDto, "vehicleClass" | "name" | "isDefault" | "offered" | "price" | "duration">;

/** Whether a service has prices of its own for some class (a class not offered, or another price or duration than the default's). */
export function pricesVaryBySize(rows: ClassPriceRow[]): boolean {
  const base = rows.find((row) => row.isDefault);
  return rows.some((row) => !row.isDefault && (!row.offered || row.price !== base?.price || row.duration !== base?.duration));
}

/**
 * "Vary by vehicle size" in the service form (the dialog's and the page's):
 * a checkbox that shows, by CSS alone so that it works without JavaScript, a
 * fieldset per class other than the default: offered, price and duration,
 * named `prices.<row>.*` (servicePricesFromForm reads them); a row left empty
 * costs and takes what the default does. Left off, the
 * form sends no prices and the service's table stays as it is; switched off
 * on a service that had one (`variedPrices`), every size costs the same again.
 */
export function ServicePricesFields({
  idPrefix,
  rows,
  fieldError,
  initial,
}: {
  idPrefix: string;
  /** Every class of the shop in order, with the service's prices (a new service: the default's, offered). */
  rows: ClassPriceRow[];
  fieldError: (name: string) => string | undefined;
  /** A field's first value: what the last answer sent back, else the fallback. */
  initial: (name: string, fallback: string) => string;
}) {
  const text = useSection(vehicleSetupMessages, "vehicleSetup").prices;
  const symbol = currencySymbol(useShop().currency);
  const others = rows.filter((row) => !row.isDefault);
  const base = rows.find((row) => row.isDefault);
  const defaultClass = base?.name ?? "";
  if (others.length === 0) return <p className="text-xs text-muted-foreground">{text.noOtherClasses}</p>;
  const varied = pricesVaryBySize(rows);
  const open = initial("varyPrices", varied ? "on" : "") === "on";
  const varyId = `${idPrefix}-vary`;
  return (
    <div className="grid grid-cols-[auto_1fr] items-start gap-x-2 gap-y-1 rounded-lg border p-3">
      {varied ? <input type="hidden" name="variedPrices" value="on" /> : null}
      <input type="checkbox" id={varyId} name="varyPrices" value="on" defaultChecked={open} aria-describedby={`${varyId}-hint`} className="peer mt-0.5 size-4 accent-primary" />
      <label htmlFor={varyId} className="text-sm font-medium">
        {text.vary}
      </label>
      <p id={`${varyId}-hint`} className="col-start-2 text-xs text-muted-foreground">
        {text.varyHint(defaultClass)}
      </p>
      <fieldset className="col-span-2 mt-2 hidden gap-3 peer-checked:grid" data-testid="vary-by-size">
        <legend className="sr-only">{text.legend}</legend>
        {others.map((row, index) => {
          const name = (field: string) => `prices.${index}.${field}`;
          const id = (field: string) => `${idPrefix}-prices-${index}-${field}`;
          // A class priced as the default shows empty fields (the default's values as placeholders): left so, it follows the default.
          const own = row.offered && (row.price !== base?.price || row.duration !== base?.duration);
          return (
            <fieldset key={row.vehicleClass} className="grid gap-x-3 rounded-md border p-3 pt-1 sm:grid-cols-[8rem_1fr_1fr]" data-testid="class-price">
              <legend className="px-1 text-sm font-semibold">{row.name}</legend>
              <input type="hidden" name={name("vehicleClass")} value={row.vehicleClass} />
              <label className="flex h-9 items-center gap-2 self-end text-sm sm:mb-6">
                <input type="checkbox" name={name("offered")} value="on" defaultChecked={initial(name("offered"), row.offered ? "on" : "") === "on"} className="size-4 accent-primary" />
                {text.offered}
              </label>
              <FormField id={id("price")} label={text.price(symbol)} error={fieldError(name("price"))}>
                {(control) => <Input {...control} name={name("price")} inputMode="decimal" autoComplete="off" placeholder={base?.price == null ? undefined : String(base.price)} defaultValue={initial(name("price"), own ? String(row.price) : "")} />}
              </FormField>
              <FormField id={id("duration")} label={text.duration} error={fieldError(name("duration"))}>
                {(control) => <Input {...control} name={name("duration")} inputMode="numeric" autoComplete="off" placeholder={base?.duration == null ? undefined : String(base.duration)} defaultValue={initial(name("duration"), own ? String(row.duration) : "")} />}
              </FormField>
            </fieldset>
          );
        })}
      </fieldset>
    </div>
  );
}
