"use client";

import { useEffect, useState } from "react";
import { formatCountdown } from "@/lib/format/countdown";

/**
 * A countdown to `to` that ticks every second (My Bookings, the
 * header's next slot). The server renders its own moment's value; the
 * browser takes over at once, so the text may differ by a second.
 */
export function Countdown({ to, className, label }: { to: string; className?: string; label?: string }) {
  const end = Date.parse(to);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <time dateTime={to} className={className} aria-label={label} suppressHydrationWarning>
      {formatCountdown(end, now)}
    </time>
  );
}
