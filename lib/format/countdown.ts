/** How a countdown names its units and writes its digits (another language's: '২দি ৩ঘ ৪মি ৫সে'). */
export type CountdownUnits = { days: string; hours: string; minutes: string; seconds: string; digits?: Intl.NumberFormat };

const LATIN_UNITS: CountdownUnits = { days: "d", hours: "h", minutes: "m", seconds: "s" };

/** 'Xd Xh Xm Xs' until `end`; zeros once it has passed. */
export function formatCountdown(end: Date | number, now: Date | number, units: CountdownUnits = LATIN_UNITS): string {
  const total = Math.max(0, Math.floor((Number(end) - Number(now)) / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = total % 60;
  const n = (value: number) => (units.digits ? units.digits.format(value) : String(value));
  return `${n(days)}${units.days} ${n(hours)}${units.hours} ${n(minutes)}${units.minutes} ${n(seconds)}${units.seconds}`;
}

export type SlotPhase = "upcoming" | "running" | "ended";

/**
 * Where a slot stands and what its countdown counts to: its start while it is
 * ahead ("Starts in"), its end while it runs ("Ends in"). The old site counted
 * to the end only, which sent customers late (docs/product-decisions.md).
 */
export function slotCountdown(startsAt: Date | number, endsAt: Date | number, now: Date | number, units?: CountdownUnits): { phase: SlotPhase; remaining: string } {
  if (Number(now) < Number(startsAt)) return { phase: "upcoming", remaining: formatCountdown(startsAt, now, units) };
  if (Number(now) < Number(endsAt)) return { phase: "running", remaining: formatCountdown(endsAt, now, units) };
  return { phase: "ended", remaining: formatCountdown(endsAt, now, units) };
}
