/**
 * 'YYYY-MM-DD' dates as plain strings: arithmetic and conversions that need no
 * time zone and no date library, so that browser code (the slot picker) can use
 * them without loading one. The time-zone-aware helpers are in ./time.ts.
 */

/** Adds whole days to a 'YYYY-MM-DD' date. */
export function addDaysIso(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** A DATE column comes back from the database as UTC midnight. */
export const isoDateOf = (value: Date) => value.toISOString().slice(0, 10);
export const dateColumn = (isoDate: string) => new Date(`${isoDate}T00:00:00.000Z`);

/** A 'YYYY-MM-DD' date as that day's local midnight, as a calendar in the browser shows days. */
export function localDay(isoDate: string): Date {
  const [year, month, day] = isoDate.split("-").map(Number);
  return new Date(year, month - 1, day);
}
