import { WaitlistButton } from "@/components/booking/waitlist-button";
import { waitlistMessages } from "@/lib/messages/waitlist";
import type { SlotDto } from "@/lib/server/slots/slot-dto";

const w = waitlistMessages;

/** The day's full slots still ahead, each with a way onto its waitlist (the same for every visitor: the page is cached). */
export function FullSlots({ slots, returnTo }: { slots: SlotDto[]; returnTo: string }) {
  const now = Date.now();
  const full = slots.filter((slot) => slot.isBooked === "booked" && Date.parse(slot.startsAt) > now);
  if (full.length === 0) return null;
  return (
    <section aria-labelledby="full-slots-heading" className="grid gap-3 rounded-xl border border-dashed p-4" data-testid="full-slots">
      <div>
        <h2 id="full-slots-heading" className="text-base font-semibold">
          {w.fullSlotsTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{w.fullSlotsHint}</p>
      </div>
      <ul className="flex flex-wrap gap-3">
        {full.map((slot) => (
          <li key={slot._id} className="flex items-center gap-2 text-sm">
            <span className="font-medium tabular-nums">
              {slot.startTime}–{slot.endTime}
            </span>
            <WaitlistButton slotId={slot._id} mode="join" label={w.joinFor(`${slot.startTime}`)} returnTo={returnTo} />
          </li>
        ))}
      </ul>
    </section>
  );
}
