"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

type Props = {
  id: string;
  label: string;
  value: number;
  sizes: readonly number[];
  /** Where a new size leads (`{basePath}?limit=n`, from page 1)… */
  basePath?: string;
  /** …or what to do instead, for lists whose URL holds more than the size. */
  onSelect?: (size: number) => void;
  disabled?: boolean;
};

/** A list's 'Per page' selector. */
export function PageSizeSelect({ id, label, value, sizes, basePath, onSelect, disabled }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const choose = (next: string) => {
    if (onSelect) return onSelect(Number(next));
    if (basePath) startTransition(() => router.push(`${basePath}?limit=${next}`));
  };
  return (
    <div className="flex items-center gap-2 text-sm" aria-busy={pending}>
      <span id={`${id}-label`} className="text-muted-foreground">
        {label}
      </span>
      <Select value={String(value)} onValueChange={choose} disabled={disabled}>
        <SelectTrigger id={id} aria-labelledby={`${id}-label`} className="w-20">
          <SelectValue>{value}</SelectValue>
        </SelectTrigger>
        <SelectContent>
          {sizes.map((size) => (
            <SelectItem key={size} value={String(size)}>
              {size}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
