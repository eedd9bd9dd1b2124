import { Label } from "@/components/ui/label";
import { selectTriggerClass } from "@/components/ui/select-trigger-class";
import { bookingMessages } from "@/lib/messages/booking";
import { cn } from "@/lib/utils";

/** A native select styled like the site's selects: filter forms submit it without JavaScript. */
export const nativeSelectClass = cn(selectTriggerClass, "w-full appearance-auto");

/** A list filter's "Page size" (field `limit`), a plain select of the sizes the list allows. */
export function PageSizeSelect({ id, sizes, value }: { id: string; sizes: readonly number[]; value: number }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{bookingMessages.pageSize}</Label>
      <select id={id} name="limit" defaultValue={String(value)} className={nativeSelectClass}>
        {sizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}
