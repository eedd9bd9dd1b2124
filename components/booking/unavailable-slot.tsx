"use client";

import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { Unavailable } from "@/components/booking/slot-unavailable";
import type { UnavailableSlotTip } from "./unavailable-slot-tip";

const loadTip = () => import("./unavailable-slot-tip");
/** The tooltip's delay (TooltipProvider's). */
const DELAY_MS = 700;

/**
 * A slot that cannot be booked: dimmed, its time struck through and the
 * reason's first word (held, full, cancelled, started) under it, still
 * focusable so that keyboard users also get the reason, submitting nothing.
 * Its name begins with what it shows, in that order ("10:00 Full: every place
 * is taken (10:00 to 11:00)"), as axe's label-content-name-mismatch asks of a
 * name given apart from the text. Its tooltip
 * (Radix and its positioning code, which a service page would otherwise load
 * for every visitor) loads when someone points at or focuses the slot; the
 * slot keeps the focus when the tooltip takes it over, and the tooltip opens
 * as it would have.
 */
export function UnavailableSlot({ time, range, because: { word, reason } }: { time: string; range: string; because: Unavailable }) {
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
      className="h-auto min-h-9 w-full flex-col gap-0 py-1 opacity-60"
      aria-disabled="true"
      aria-label={`${time} ${reason} (${range})`}
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
      <span className="line-through">{time}</span>
      {/* A space between the two, which the column's layout drops: the visible text reads "10:00 Full", as the name does. */}{" "}
      <span className="text-[11px] leading-tight font-normal" data-testid="unavailable-word">
        {word}
      </span>
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
