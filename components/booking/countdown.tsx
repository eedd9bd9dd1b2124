"use client";

import { useMemo, useSyncExternalStore } from "react";
import { useLocale } from "@/components/providers/locale-context";
import { slotCountdown } from "@/lib/format/countdown";

/** The time to the second, as an external store every countdown on the page shares (one timer for all). */
const clock = {
  subscribe(onTick: () => void) {
    const timer = setInterval(onTick, 1000);
    return () => clearInterval(timer);
  },
  now: () => Math.floor(Date.now() / 1000) * 1000,
  /**
   * While the page hydrates: the server's moment on the server; in the browser
   * a value that differs from any real time, so that React renders again with
   * the browser's clock right after (the server's text is kept until then).
   */
  atHydration: () => (typeof window === "undefined" ? Math.floor(Date.now() / 1000) * 1000 : 0),
};

/**
 * A slot's countdown, ticking every second (My Bookings, the header's next
 * slot): "Starts in …" until it starts, then "Ends in …" while it runs, then
 * "Ended". The server renders its own moment's value, and the browser
 * re-renders with its own as soon as the page has hydrated.
 */
export function SlotCountdown({ startsAt, endsAt, className }: { startsAt: string; endsAt: string; className?: string }) {
  const now = useSyncExternalStore(clock.subscribe, clock.now, clock.atHydration);
  const { locale, intlLocale, words } = useLocale();
  const countdownText = words.countdown;
  // English keeps its Latin digits; another language writes its own (Bengali unless the shop chose Latin).
  const units = useMemo(() => ({ ...countdownText, digits: locale === "en" ? undefined : new Intl.NumberFormat(intlLocale, { useGrouping: false }) }), [countdownText, locale, intlLocale]);
  const { phase, remaining } = slotCountdown(Date.parse(startsAt), Date.parse(endsAt), now, units);
  if (phase === "ended") return <span suppressHydrationWarning>{countdownText.slotEnded}</span>;
  return (
    <span suppressHydrationWarning>
      {phase === "upcoming" ? countdownText.startsIn : countdownText.endsIn}{" "}
      <time dateTime={phase === "upcoming" ? startsAt : endsAt} className={className} suppressHydrationWarning>
        {remaining}
      </time>
    </span>
  );
}
