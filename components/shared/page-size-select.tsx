"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

/** 'Per page' selector: a new page size starts again from page 1 (at the URL `hrefFor` gives). */
export function PageSizeSelect({ id, label, value, sizes, basePath }: { id: string; label: string; value: number; sizes: readonly number[]; basePath: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <div className="flex items-center gap-2 text-sm" aria-busy={pending}>
      <span id={`${id}-label`} className="text-muted-foreground">
        {label}
      </span>
      <Select value={String(value)} onValueChange={(next) => startTransition(() => router.push(`${basePath}?limit=${next}`))}>
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
