"use client";

import { SlotCountdown } from "@/components/booking/countdown";
import { countdownMessages } from "@/lib/messages/countdown";

/** 'Next Slot: Starts in Xd Xh Xm Xs' (or 'Ends in' while it runs). */
export function NextSlotPill({ startsAt, endsAt, className }: { startsAt: string; endsAt: string; className: string }) {
  return (
    <p className={className} data-testid="next-slot">
      {countdownMessages.nextSlot} <SlotCountdown startsAt={startsAt} endsAt={endsAt} className="font-mono tabular-nums" />
    </p>
  );
}
