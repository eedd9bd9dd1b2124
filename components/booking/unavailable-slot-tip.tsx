"use client";

import { useEffect, useState } from "react";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "@/components/ui/tooltip";

/**
 * An unavailable slot's tooltip (Radix, with its positioning code): loaded by
 * UnavailableSlot when first reached. `openAfter`: the pointer already rests
 * on the slot, so the tooltip opens when its delay (counted from the pointer's
 * arrival) is up, as it would have had it been there from the start.
 */
export function UnavailableSlotTip({ reason, openAfter, children }: { reason: string; openAfter?: number; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (openAfter === undefined) return;
    const timer = setTimeout(() => setOpen(true), openAfter);
    return () => clearTimeout(timer);
  }, [openAfter]);
  return (
    <TooltipProvider>
      <Tooltip open={open} onOpenChange={setOpen}>
        <TooltipTrigger asChild>{children}</TooltipTrigger>
        <TooltipContent>{reason}</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
