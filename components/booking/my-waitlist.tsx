import Link from "next/link";
import { WaitlistButton } from "@/components/booking/waitlist-button";
import { buttonVariants } from "@/components/ui/button";
import { formatDisplayDate, formatInstantIn } from "@/lib/format/time";
import { waitlistMessages } from "@/lib/messages/waitlist";
import type { WaitlistDto } from "@/lib/server/waitlist/manage-waitlist";

const waitlistText = waitlistMessages;

/** My Bookings' waitlists: each slot waited for, the place in line, or the place held now with its claim link. */
export function MyWaitlist({ entries, timeZone }: { entries: WaitlistDto[]; timeZone: string }) {
  return (
    <section aria-labelledby="waitlist-heading" className="grid gap-4" data-testid="my-waitlist">
      <h2 id="waitlist-heading" className="text-lg font-semibold">
        {waitlistText.title}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {entries.map((entry) => {
          const when = `${formatDisplayDate(entry.slot.date)}, ${entry.slot.startTime}–${entry.slot.endTime}`;
          return (
            <li key={entry._id} className="grid gap-2 rounded-xl border bg-card p-4" data-testid="waitlist-entry">
              <p className="font-medium">{entry.slot.service.name}</p>
              <p className="text-sm text-muted-foreground">{when}</p>
              <p className="text-sm">{entry.offer ? waitlistText.offered(formatInstantIn(entry.offer.holdExpiresAt, timeZone)) : entry.position ? waitlistText.position(entry.position) : waitlistText.waiting}</p>
              <div className="flex flex-wrap gap-2">
                {entry.offer ? (
                  <Link href={`/procced-booking?service=${entry.slot.service._id}&slot=${entry.slot._id}`} className={buttonVariants({ size: "sm" })}>
                    {waitlistText.claim}
                  </Link>
                ) : null}
                <WaitlistButton slotId={entry.slot._id} mode="leave" label={`${waitlistText.leave}: ${entry.slot.service.name}, ${when}`} returnTo="/dashboard/user/my-bookings" />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
