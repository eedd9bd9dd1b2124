"use client";

import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { UnavailableSlotTip } from "./unavailable-slot-tip";

const loadTip = () => import("./unavailable-slot-tip");
/** The tooltip's delay (TooltipProvider's). */
const DELAY_MS = 700;

/**
 * A slot that cannot be booked: dimmed and struck through, still focusable so
 * that keyboard users also get the reason (held, full, cancelled, started), submitting nothing. Its tooltip
 * (Radix and its positioning code, which a service page would otherwise load
 * for every visitor) loads when someone points at or focuses the slot; the
 * slot keeps the focus when the tooltip takes it over, and the tooltip opens
 * as it would have.
 */
export function UnavailableSlot({ time, label, reason }: { time: string; label: string; reason: string }) {
  const [Tip, setTip] = useState<typeof UnavailableSlotTip | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  const pointerSince = useRef<number | null>(null);
  const [openAfter, setOpenAfter] = useState<number>();

  const load = () => {
    if (Tip) return;
    loadTip()
      .then((module) => {
        hadFocus.current = document.activeElement === button.current;
        const since = pointerSince.current;
        if (!hadFocus.current && since !== null && button.current?.matches(":hover")) setOpenAfter(Math.max(0, DELAY_MS - (performance.now() - since)));
        setTip(() => module.UnavailableSlotTip);
      })
      .catch(() => {});
  };

  useEffect(() => {
    if (Tip && hadFocus.current) button.current?.focus();
  }, [Tip]);

  const slot = (
    <Button
      ref={button}
      type="button"
      variant="outline"
      className="w-full opacity-40 line-through"
      aria-disabled="true"
      aria-label={label}
      onClick={(event) => event.preventDefault()}
      onPointerEnter={
        Tip
          ? undefined
          : () => {
              pointerSince.current = performance.now();
              load();
            }
      }
      onFocus={Tip ? undefined : load}
    >
      {time}
    </Button>
  );
  return Tip ? (
    <Tip reason={reason} openAfter={openAfter}>
      {slot}
    </Tip>
  ) : (
    slot
  );
}
