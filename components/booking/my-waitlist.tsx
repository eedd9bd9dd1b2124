import Link from "next/link";
import { WaitlistButton } from "@/components/booking/waitlist-button";
import { buttonVariants } from "@/components/ui/button";
import { formatClock, formatDisplayDate, formatInstantIn } from "@/lib/format/time";
import type { Locale } from "@/lib/i18n/locales";
import { accountWords } from "@/lib/server/i18n/account-words";
import type { WaitlistDto } from "@/lib/server/waitlist/manage-waitlist";

/** My Bookings' waitlists: each slot waited for, the place in line, or the place held now with its claim link. In the page's language. */
export async function MyWaitlist({ entries, timeZone, locale }: { entries: WaitlistDto[]; timeZone: string; locale: Locale }) {
  const { t, writing } = await accountWords(locale);
  const leave = { button: t("waitlist.leave"), failed: t("waitlist.leaveFailed") };
  return (
    <section aria-labelledby="waitlist-heading" className="grid gap-4" data-testid="my-waitlist">
      <h2 id="waitlist-heading" className="text-lg font-semibold">
        {t("waitlist.title")}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {entries.map((entry) => {
          const when = t("waitlist.when", { date: formatDisplayDate(entry.slot.date, writing), start: formatClock(entry.slot.startTime, writing), end: formatClock(entry.slot.endTime, writing) });
          return (
            <li key={entry._id} className="grid gap-2 rounded-xl border bg-card p-4" data-testid="waitlist-entry">
              <p className="font-medium">{entry.slot.service.name}</p>
              <p className="text-sm text-muted-foreground">{when}</p>
              <p className="text-sm">{entry.offer ? t("waitlist.offered", { until: formatInstantIn(entry.offer.holdExpiresAt, timeZone, writing) }) : entry.position ? t("waitlist.position", { position: entry.position }) : t("waitlist.waiting")}</p>
              <div className="flex flex-wrap gap-2">
                {entry.offer ? (
                  <Link href={`/procced-booking?service=${entry.slot.service._id}&slot=${entry.slot._id}`} className={buttonVariants({ size: "sm" })}>
                    {t("waitlist.claim")}
                  </Link>
                ) : null}
                <WaitlistButton slotId={entry.slot._id} mode="leave" label={t("waitlist.leaveLabel", { service: entry.slot.service.name, when })} returnTo="/dashboard/user/my-bookings" words={leave} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
