/** 'Xd Xh Xm Xs' until `end`; zeros once it has passed. */
export function formatCountdown(end: Date | number, now: Date | number): string {
  const total = Math.max(0, Math.floor((Number(end) - Number(now)) / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = total % 60;
  return `${days}d ${hours}h ${minutes}m ${seconds}s`;
}

export type SlotPhase = "upcoming" | "running" | "ended";

/**
 * Where a slot stands and what its countdown counts to: its start while it is
 * ahead ("Starts in"), its end while it runs ("Ends in"). The old site counted
 * to the end only, which sent customers late (docs/product-decisions.md).
 */
export function slotCountdown(startsAt: Date | number, endsAt: Date | number, now: Date | number): { phase: SlotPhase; remaining: string } {
  if (Number(now) < Number(startsAt)) return { phase: "upcoming", remaining: formatCountdown(startsAt, now) };
  if (Number(now) < Number(endsAt)) return { phase: "running", remaining: formatCountdown(endsAt, now) };
  return { phase: "ended", remaining: formatCountdown(endsAt, now) };
}
