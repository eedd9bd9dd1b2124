import * as React from "react";
import { cn } from "@/lib/utils";

/**
 * A form label: the native element, styled. (shadcn/ui's Radix Label adds only
 * a guard against selecting its text on double-click, which `select-none`
 * already gives, for half a kilobyte of script on every page with a form.)
 */
export function Label({ className, ...props }: React.ComponentProps<"label">) {
  return (
    <label
      data-slot="label"
      className={cn("flex items-center gap-2 text-sm leading-none font-medium select-none peer-disabled:opacity-50", className)}
      {...props}
    />
  );
}
