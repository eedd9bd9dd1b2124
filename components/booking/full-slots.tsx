import { SlotWaitlist } from "@/components/booking/slot-waitlist";
import { localDigits } from "@/lib/format/fill";
import { intlLocale, type Locale } from "@/lib/i18n/locales";
import { pageTranslator } from "@/lib/server/i18n/page-locale";
import { getSettings } from "@/lib/server/settings/business-settings";
import type { SlotDto } from "@/lib/server/slots/slot-dto";

/**
 * The day's full slots still ahead, each with a way onto its waitlist, or, for
 * those the signed-in customer already waits for (`waitingFor`), a way off it.
 * `choice`: the car chosen on the page (its vehicleClass, vehicle and addOns
 * parameters), which a place offered from the waitlist is priced and timed for.
 * (The cached service page is the same for every visitor: signed-in visitors
 * get the page rendered for them, see next.config.ts.)
 */
export async function FullSlots({ locale, slots, returnTo, waitingFor = [], choice = {} }: { locale: Locale; slots: SlotDto[]; returnTo: string; waitingFor?: string[]; choice?: Record<string, string> }) {
  const now = Date.now();
  const full = slots.filter((slot) => slot.isBooked === "booked" && Date.parse(slot.startsAt) > now);
  if (full.length === 0) return null;
  const [t, { latinDigits }] = await Promise.all([pageTranslator(locale, "service"), getSettings()]);
  // Times in the page's digits ('১০:০০' in Bangla).
  const digits = (time: string) => localDigits(time, intlLocale(locale, latinDigits));
  const words = { join: t("waitlist.join"), leave: t("waitlist.leave"), joinFailed: t("waitlist.joinFailed"), leaveFailed: t("waitlist.leaveFailed"), waiting: t("waitlist.waiting") };
  return (
    <section aria-labelledby="full-slots-heading" className="grid gap-3 rounded-xl border border-dashed p-4" data-testid="full-slots">
      <div>
        <h2 id="full-slots-heading" className="text-base font-semibold">
          {t("waitlist.fullSlotsTitle")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("waitlist.fullSlotsHint")}</p>
      </div>
      <ul className="flex flex-wrap gap-3">
        {full.map((slot) => {
          const waiting = waitingFor.includes(slot._id);
          const time = digits(slot.startTime);
          return (
            <li key={slot._id} className="flex items-start gap-2 text-sm">
              <span className="py-1.5 font-medium tabular-nums">
                {time}–{digits(slot.endTime)}
              </span>
              <SlotWaitlist slotId={slot._id} label={waiting ? t("waitlist.leaveFor", { time }) : t("waitlist.joinFor", { time })} waiting={waiting} returnTo={returnTo} choice={choice} words={words} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
