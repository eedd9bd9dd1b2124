import Link from "next/link";
import { formatClock, formatDisplayDate } from "@/lib/format/time";
import type { Writing } from "@/lib/format/writing";
import type { BayWords } from "@/lib/messages";
import type { calendarMessages } from "@/lib/messages/calendar";
import type { CalendarBooking, CalendarData } from "@/lib/server/calendar/load-calendar";
import { cn } from "@/lib/utils";

/** The calendar's words (its section, in the admin's language), what the shop calls its bays, and how dates and times are written. */
type Language = { words: BayWords; text: typeof calendarMessages; writing: Writing };

/** Height of one hour in the day view. */
const HOUR_PX = 64;

/** The calendar at a date, in a view (day or week). */
export const calendarHref = (date: string, view: string) => `/dashboard/admin/calendar?date=${date}&view=${view}`;
const bookingHref = (id: string) => `/dashboard/admin/manage-bookings/${id}`;

const stateClasses: Record<CalendarBooking["state"], string> = {
  held: "border-dashed border-amber-600 bg-amber-50 text-amber-950 dark:bg-amber-950/60 dark:text-amber-50",
  confirmed: "border-primary bg-primary/10 text-foreground",
  completed: "border-emerald-700 bg-emerald-50 text-emerald-950 dark:bg-emerald-950/60 dark:text-emerald-50",
  "no-show": "border-destructive bg-destructive/10 text-foreground",
};

/** A day: the bays as columns, time down the side; each booking a link to its page. */
export function DayView({ data, words, text: calendarText, writing }: { data: CalendarData } & Language) {
  const hours = Array.from({ length: data.lastHour - data.firstHour }, (_, index) => data.firstHour + index);
  const height = hours.length * HOUR_PX;
  const columns = [...data.bays.map((bay) => ({ id: bay.id as string | null, name: bay.active ? bay.name : `${bay.name} ${calendarText.inactive}` }))];
  if (data.bookings.some((booking) => !booking.bayId)) columns.push({ id: null, name: calendarText.noBay(words) });
  const top = (minute: number) => ((minute - data.firstHour * 60) / 60) * HOUR_PX;
  const daySlots = data.slots.filter((slot) => slot.date === data.date);
  return (
    <div className="grid gap-4">
      {columns.length === 0 ? <p className="text-sm text-muted-foreground">{calendarText.noBays(words)}</p> : null}
      {/* A region of its own, named and focusable, so that its sideways scroll is reachable from the keyboard. */}
      <div role="region" tabIndex={0} aria-label={calendarText.dayGrid(formatDisplayDate(data.date, writing), words)} className="overflow-x-auto rounded-xl border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50" data-testid="calendar-day">
        <div className="grid min-w-max" style={{ gridTemplateColumns: `4rem repeat(${columns.length}, minmax(9rem, 1fr))` }}>
          <div className="sticky left-0 z-10 border-b bg-background p-2 text-xs font-medium text-muted-foreground">{calendarText.time}</div>
          {columns.map((column) => (
            <div key={column.id ?? "none"} className="border-b border-l p-2 text-sm font-semibold" aria-hidden>
              {column.name}
            </div>
          ))}
          <div className="sticky left-0 z-10 bg-background" style={{ height }} aria-hidden>
            {hours.map((hour) => (
              <div key={hour} className="border-t px-2 text-xs text-muted-foreground tabular-nums" style={{ height: HOUR_PX }}>
                {formatClock(`${String(hour).padStart(2, "0")}:00`, writing)}
              </div>
            ))}
          </div>
          {columns.map((column) => {
            const inColumn = data.bookings.filter((booking) => booking.bayId === column.id);
            return (
              <ul key={column.id ?? "none"} aria-label={column.name} className="relative border-l" style={{ height }}>
                {hours.map((hour) => (
                  <li key={hour} aria-hidden className="absolute inset-x-0 border-t border-border/60" style={{ top: top(hour * 60) }} />
                ))}
                {inColumn.map((booking) => (
                  <li key={booking.id} className="absolute inset-x-1" style={{ top: top(booking.fromMinute) + 1, height: Math.max(22, top(booking.toMinute) - top(booking.fromMinute) - 2) }}>
                    <Link
                      href={bookingHref(booking.id)}
                      className={cn("block h-full overflow-hidden rounded-md border-l-4 border px-2 py-1 text-xs leading-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring", stateClasses[booking.state])}
                      data-testid="calendar-booking"
                    >
                      <span className="block font-semibold">
                        {formatClock(booking.start, writing)}–{formatClock(booking.end, writing)}
                        <span className="sr-only">,</span>
                      </span>
                      <span className="block truncate">
                        {booking.customer}
                        <span className="sr-only">,</span>
                      </span>
                      <span className="block truncate opacity-80">
                        {booking.service} · {calendarText.states[booking.state]}
                        <span className="sr-only">{booking.vehicle ? "," : calendarText.bookingSuffix(column.name)}</span>
                      </span>
                      {booking.vehicle ? (
                        <span className="block truncate opacity-80" data-testid="calendar-vehicle">
                          {booking.vehicle}
                          <span className="sr-only">{calendarText.bookingSuffix(column.name)}</span>
                        </span>
                      ) : null}
                    </Link>
                  </li>
                ))}
              </ul>
            );
          })}
        </div>
      </div>
      <SlotList title={calendarText.slotsTitle} slots={daySlots} text={calendarText} writing={writing} />
    </div>
  );
}

function SlotList({ title, slots, stacked = false, text: calendarText, writing }: { title: string; slots: CalendarData["slots"]; stacked?: boolean } & Omit<Language, "words">) {
  if (slots.length === 0) return null;
  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className={cn("gap-2 text-xs", stacked ? "grid" : "flex flex-wrap")}>
        {slots.map((slot) => (
          <li key={slot.id} className={cn("min-w-0 rounded-md border px-2 py-1 break-words tabular-nums", slot.cancelled && "line-through opacity-70")} data-testid="calendar-slot">
            {formatClock(slot.start, writing)} {slot.service} ·{" "}
            {slot.cancelled ? calendarText.cancelled : <span aria-label={calendarText.occupancyLabel(slot.taken, slot.capacity)}>{calendarText.occupancy(slot.taken, slot.capacity)}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A week: a column a day where seven fit, the days stacked where they do not. */
export function WeekView({ data, words, text: calendarText, writing }: { data: CalendarData } & Language) {
  return (
    // Seven columns where they fit (48rem: a laptop beside the sidebar), otherwise the days one under another; never a sideways scroll.
    <div className="@container rounded-xl border" data-testid="calendar-week">
      <div className="grid grid-cols-1 @3xl:grid-cols-7">
        {data.days.map((day) => {
          const bookings = data.bookings.filter((booking) => booking.date === day);
          const slots = data.slots.filter((slot) => slot.date === day);
          // A busy day holds more than the week lists: how many more, and a link to the day that shows them all.
          const total = data.dayTotals[day] ?? { bookings: bookings.length, slots: slots.length };
          const more = (count: number, say: (count: number) => string) =>
            count > 0 ? (
              <Link href={calendarHref(day, "day")} className="text-xs font-medium underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring" data-testid="calendar-more">
                {say(count)}
              </Link>
            ) : null;
          const bayName = (id: string | null) => data.bays.find((bay) => bay.id === id)?.name ?? calendarText.noBay(words);
          return (
            <section key={day} aria-labelledby={`day-${day}`} className={cn("grid min-w-0 grid-cols-1 content-start gap-2 border-t p-2 first:border-t-0 @3xl:border-t-0 @3xl:border-l @3xl:first:border-l-0", day === data.today && "bg-accent/40")}>
              <h3 id={`day-${day}`} className="text-sm font-semibold">
                <Link href={calendarHref(day, "day")} className="underline-offset-4 hover:underline focus-visible:underline">
                  {formatDisplayDate(day, writing)}
                </Link>
              </h3>
              {bookings.length === 0 ? <p className="text-xs text-muted-foreground">{calendarText.nothing}</p> : null}
              {/* grid-cols-1: a column as wide as the day, not as its longest card's text. */}
              <ul className="grid grid-cols-1 gap-1">
                {bookings.map((booking) => (
                  <li key={booking.id}>
                    <Link
                      href={bookingHref(booking.id)}
                      className={cn("block min-w-0 rounded-md border-l-4 border px-2 py-1 text-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring", stateClasses[booking.state])}
                      data-testid="calendar-booking"
                    >
                      {/* Long names wrap inside the card instead of running into the next day. */}
                      <span className="block break-words">
                        <span className="font-semibold tabular-nums">{formatClock(booking.start, writing)}</span> {booking.customer}
                        <span className="sr-only">,</span>
                      </span>
                      <span className="block break-words opacity-80">
                        {booking.service} · {bayName(booking.bayId)}
                        <span className="sr-only">{booking.vehicle ? "," : calendarText.bookingSuffix(calendarText.states[booking.state])}</span>
                      </span>
                      {booking.vehicle ? (
                        <span className="block break-words opacity-80" data-testid="calendar-vehicle">
                          {booking.vehicle}
                          <span className="sr-only">{calendarText.bookingSuffix(calendarText.states[booking.state])}</span>
                        </span>
                      ) : null}
                    </Link>
                  </li>
                ))}
              </ul>
              {more(total.bookings - bookings.length, (count) => calendarText.moreBookings(count))}
              {slots.length > 0 ? (
                <details className="text-xs">
                  <summary className="cursor-pointer rounded-sm font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-ring">{calendarText.slotsCount(total.slots)}</summary>
                  <SlotList title={calendarText.slotsTitle} slots={slots} stacked text={calendarText} writing={writing} />
                  {more(total.slots - slots.length, (count) => calendarText.moreSlots(count))}
                </details>
              ) : null}
            </section>
          );
        })}
      </div>
    </div>
  );
}
