/**
 * A span of minutes as people say it: "30 minutes", "2 hours", "24 hours",
 * "1 hour 30 minutes", "3 days" (whole days beyond two).
 */
export function describeMinutes(minutes: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
  if (minutes >= 3 * 1440 && minutes % 1440 === 0) return plural(minutes / 1440, "day");
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return plural(rest, "minute");
  return rest === 0 ? plural(hours, "hour") : `${plural(hours, "hour")} ${plural(rest, "minute")}`;
}
