"use client";

import { SlotCountdown } from "@/components/booking/countdown";
import { useWords } from "@/components/providers/locale-context";

/** 'Next Slot: Starts in Xd Xh Xm Xs' (or 'Ends in' while it runs). */
export function NextSlotPill({ startsAt, endsAt, className }: { startsAt: string; endsAt: string; className: string }) {
  const { nav } = useWords();
  return (
    <p className={className} data-testid="next-slot">
      {nav.nextSlot} <SlotCountdown startsAt={startsAt} endsAt={endsAt} className="font-mono tabular-nums" />
    </p>
  );
}
