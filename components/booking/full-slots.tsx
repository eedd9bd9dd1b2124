import { SlotWaitlist } from "@/components/booking/slot-waitlist";
import { waitlistMessages } from "@/lib/messages/waitlist";
import type { SlotDto } from "@/lib/server/slots/slot-dto";

const waitlistText = waitlistMessages;

/**
 * The day's full slots still ahead, each with a way onto its waitlist, or, for
 * those the signed-in customer already waits for (`waitingFor`), a way off it.
 * `choice`: the car chosen on the page (its vehicleClass, vehicle and addOns
 * parameters), which a place offered from the waitlist is priced and timed for.
 * (The cached service page is the same for every visitor: signed-in visitors
 * get the page rendered for them, see next.config.ts.)
 */
export function FullSlots({ slots, returnTo, waitingFor = [], choice = {} }: { slots: SlotDto[]; returnTo: string; waitingFor?: string[]; choice?: Record<string, string> }) {
  const now = Date.now();
  const full = slots.filter((slot) => slot.isBooked === "booked" && Date.parse(slot.startsAt) > now);
  if (full.length === 0) return null;
  return (
    <section aria-labelledby="full-slots-heading" className="grid gap-3 rounded-xl border border-dashed p-4" data-testid="full-slots">
      <div>
        <h2 id="full-slots-heading" className="text-base font-semibold">
          {waitlistText.fullSlotsTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{waitlistText.fullSlotsHint}</p>
      </div>
      <ul className="flex flex-wrap gap-3">
        {full.map((slot) => (
          <li key={slot._id} className="flex items-start gap-2 text-sm">
            <span className="py-1.5 font-medium tabular-nums">
              {slot.startTime}–{slot.endTime}
            </span>
            <SlotWaitlist slotId={slot._id} time={slot.startTime} waiting={waitingFor.includes(slot._id)} returnTo={returnTo} choice={choice} />
          </li>
        ))}
      </ul>
    </section>
  );
}
