/** 'Xd Xh Xm Xs' until `end` (countdowns); zeros once it has passed. */
export function formatCountdown(end: Date | number, now: Date | number): string {
  const total = Math.max(0, Math.floor((Number(end) - Number(now)) / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = total % 60;
  return `${days}d ${hours}h ${minutes}m ${seconds}s`;
}
