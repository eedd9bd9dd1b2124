"use client";

import { useLocale } from "@/components/providers/locale-context";
import { useSection } from "@/components/providers/section-words-context";
import { Label } from "@/components/ui/label";
import { selectTriggerClass } from "@/components/ui/select-trigger-class";
import { localNumber } from "@/lib/format/fill";
import { bookingMessages } from "@/lib/messages/booking";
import { cn } from "@/lib/utils";

/** A native select styled like the site's selects: filter forms submit it without JavaScript. */
export const nativeSelectClass = cn(selectTriggerClass, "w-full appearance-auto");

type Props = {
  id: string;
  sizes: readonly number[];
  value: number;
  label?: string;
  /** For lists whose controls navigate as they change: called with the new size. Without it, the size goes with its form. */
  onSelect?: (size: number) => void;
  disabled?: boolean;
  /** Label beside the select (a row of list controls) instead of above it (a filter form's grid). */
  inline?: boolean;
};

/**
 * A list's "Per page" (field `limit`): one plain select of the sizes the list
 * allows, in a filter form (sent with it, so it works without JavaScript) or
 * in a row of controls that navigate at once (`onSelect`).
 */
export function PageSizeSelect({ id, sizes, value, label: given, onSelect, disabled, inline = false }: Props) {
  const { intlLocale } = useLocale();
  // "Per page" in the admin's language (a customer's page names it itself).
  const { pageSize } = useSection(bookingMessages, "booking");
  const label = given ?? pageSize;
  return (
    <div className={inline ? "flex items-center gap-2 text-sm" : "grid gap-2"}>
      <Label htmlFor={id} className={inline ? "font-normal text-muted-foreground" : undefined}>
        {label}
      </Label>
      <select
        // A new value from the server (after navigating) replaces what was picked.
        key={value}
        id={id}
        name="limit"
        defaultValue={String(value)}
        disabled={disabled}
        onChange={onSelect ? (event) => onSelect(Number(event.target.value)) : undefined}
        className={cn(nativeSelectClass, inline && "w-20")}
      >
        {sizes.map((size) => (
          <option key={size} value={size}>
            {localNumber(size, intlLocale)}
          </option>
        ))}
      </select>
    </div>
  );
}
