"use client";
import { createContext, useContext, useEffect, useOptimistic, useRef, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { addMonths, format } from "date-fns";
import type { DayButtonProps } from "react-day-picker";
import { ChevronLeftIcon } from "@/components/ui/icons/chevron-left";
import { ChevronRightIcon } from "@/components/ui/icons/chevron-right";
import { Button, buttonVariants } from "@/components/ui/button";
import { Calendar } from "@/components/ui/calendar";
import { calendarLanguage } from "@/components/ui/calendar-language";
import { Skeleton } from "@/components/ui/skeleton";
import { UnavailableSlot } from "./unavailable-slot";
import { addDaysIso, localDay } from "@/lib/format/iso-date";
import { fill, localDigits } from "@/lib/format/fill";
import type { Locale } from "@/lib/i18n/locales";
import type { slotPickerMessages } from "@/lib/messages/slot-picker";
import type { PickerSlot, Unavailable } from "@/components/booking/slot-unavailable";
import { cn } from "@/lib/utils";

const isoOf = (day: Date) => format(day, "yyyy-MM-dd");

/** The picker's words; `{count}`, `{start}`, `{end}` and `{time}` are filled in here. */
export type PickerWords = Record<keyof typeof slotPickerMessages, string>;

/**
 * The page's language as the picker writes it: its words, and the Intl tag its dates, times and counts
 * are written with (slotPickerLanguage, on the server, in English too).
 */
export type PickerLanguage = { locale: Locale; intlLocale: string; words: PickerWords };

/** The day whose slots are listed, written out: 'Monday, November 23, 2026' ('সোমবার, ২৩ নভেম্বর, ২০২৬'). */
const longDateIn = ({ locale, intlLocale }: PickerLanguage, day: Date) =>
  locale === "en" ? format(day, "EEEE, MMMM d, yyyy") : new Intl.DateTimeFormat(intlLocale, { weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(day);

/** The month the calendar opened on, for its month buttons' values in the server's HTML. */
const OpenedMonth = createContext<Date>(new Date(0));

type Props = {
  serviceId: string;
  /** Today where the business is (YYYY-MM-DD): the first day that can be chosen. */
  today: string;
  /** The day whose slots are listed (from the URL's `date`). */
  date: string;
  /** The day's slots, each with why it cannot be chosen, when it cannot (pickerSlots). */
  slots: PickerSlot[];
  /** The slot chosen in the URL (`slot`), if it is one of this day's bookable slots. */
  selectedSlotId?: string;
  /** The month the calendar shows (YYYY-MM): the URL's `month`, else the date's. */
  month: string;
  /** The days of `month` with a slot that can be booked now (YYYY-MM-DD): marked, and the only ones of the month that can be chosen. */
  openDays: string[];
  /** Whether the service has any day with a slot to book; without one, the page says so instead of offering a calendar. */
  hasOpenDates: boolean;
  /** The page whose URL holds the choice (`?date=&slot=`, `?month=`); the service's page unless told. */
  pagePath?: string;
  /**
   * Instead of Book This Service (which leads to the checkout): what the
   * chosen slot is for, such as moving a booking to it. Given the chosen slot
   * (or none yet) and whether a day is loading; renders its own form.
   */
  renderSubmit?: (selected: string | null, loading: boolean) => React.ReactNode;
  /** Slots that cannot be chosen here although they are free, each with the reason shown (moving a booking: too soon). */
  unavailable?: Record<string, Unavailable>;
  /** The vehicle choice (`vehicleClass`, `vehicle`, `addOns`), kept in every address the picker makes and carried to the checkout. */
  choice?: Record<string, string>;
  /** When a booking of that choice at each slot would end (HH:mm), where it differs from the slot's own end or a choice is offered. */
  ends?: Record<string, string>;
  /** The page's language (slotPickerLanguage): its words and how it writes dates, times and counts. */
  language: PickerLanguage;
};

/**
 * Date and time-slot choice on a service page. Everything is a URL, so that
 * it works before and without JavaScript: a day of the calendar or a previous
 * or next day link is `?date=`, a slot is `?date=&slot=` (GET forms and
 * links), and Book This Service is `/procced-booking?service=&slot=`. With
 * JavaScript, the same controls choose in place: the day's slots arrive
 * through the router (skeletons meanwhile) and a slot is chosen at once.
 *
 * The calendar marks the days of its month that have a free slot (the
 * server's one query per month shown) and lets only those be chosen; turning
 * the month asks the server for that month's days (`?month=`).
 *
 * Moving a booking uses the same picker on its own page (`pagePath`), with
 * its own form in place of Book This Service (`renderSubmit`).
 */
export function SlotPicker({ serviceId, today, date, slots, selectedSlotId, month, openDays, hasOpenDates, pagePath, renderSubmit, unavailable = {}, choice = {}, ends, language }: Props) {
  const words = language.words;
  const router = useRouter();
  const [loading, startTransition] = useTransition();
  // The chosen date shows at once; once that day's page arrives, the URL's date is the truth again.
  const [shownDate, showDate] = useOptimistic(date);
  const [selected, setSelected] = useState<string | null>(selectedSlotId ?? null);
  const pageUrl = pagePath ?? `/service/${serviceId}`;
  /** The page's address for these parameters, the vehicle choice kept. */
  const pageHref = (params: Record<string, string>) => `${pageUrl}?${new URLSearchParams({ ...params, ...choice })}`;
  const choiceFields = Object.entries(choice).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
  const openedMonth = localDay(`${month}-01`);
  // The month on show moves at once; its open days follow when the server answers.
  const [visibleMonth, setVisibleMonth] = useState(month);
  const [shownFor, setShownFor] = useState(month);
  if (shownFor !== month) {
    setShownFor(month);
    setVisibleMonth(month);
  }
  const [monthLoading, startMonthTransition] = useTransition();
  const open = new Set(openDays);
  const openDates = openDays.map(localDay);
  // A day of the month whose open days are known, with nothing to book, cannot be chosen.
  const closed = (day: Date) => {
    const iso = isoOf(day);
    return iso.slice(0, 7) === month && !open.has(iso);
  };

  // A new day (or a slot chosen in the URL) replaces the choice.
  useEffect(() => setSelected(selectedSlotId ?? null), [date, selectedSlotId]);

  const chooseDate = (iso: string) => {
    if (iso === shownDate || iso < today) return;
    setSelected(null);
    startTransition(() => {
      showDate(iso);
      router.replace(pageHref({ date: iso }), { scroll: false });
    });
  };

  const chooseSlot = (slotId: string) => {
    setSelected(slotId);
    // The choice is in the address too (shareable, and what a reload shows), without asking the server again.
    window.history.replaceState(window.history.state, "", pageHref({ date: shownDate, slot: slotId }));
  };

  const changeMonth = (shown: Date) => {
    const next = format(shown, "yyyy-MM");
    setVisibleMonth(next);
    startMonthTransition(() => router.replace(pageHref({ date: shownDate, month: next }), { scroll: false }));
  };

  const book = (event: React.FormEvent) => {
    event.preventDefault();
    if (!selected) return;
    // Signed out, proxy.ts sends them to sign in first, and back here afterwards.
    router.push(`/procced-booking?${new URLSearchParams({ service: serviceId, slot: selected, ...choice })}`);
  };

  const previousDay = addDaysIso(shownDate, -1);
  const nextDay = addDaysIso(shownDate, 1);
  const dayLink = (iso: string) => ({
    href: pageHref({ date: iso }),
    onClick: (event: React.MouseEvent) => {
      event.preventDefault();
      chooseDate(iso);
    },
  });

  if (!hasOpenDates) {
    return (
      <section aria-labelledby="slots-heading" className="grid content-start gap-2 rounded-xl border bg-card p-4 md:p-6" data-testid="no-open-dates">
        <h2 id="slots-heading" className="text-lg font-semibold">
          {words.noOpenDatesTitle}
        </h2>
        <p className="text-muted-foreground">{words.noOpenDates}</p>
      </section>
    );
  }

  return (
    <section aria-labelledby="slots-heading" className="grid gap-6 rounded-xl border bg-card p-4 md:grid-cols-[auto_1fr] md:p-6">
      <div>
        <h2 className="mb-2 text-sm font-medium text-muted-foreground">{words.pickDate}</h2>
        {/* Without JavaScript, each day and month button submits this form: ?date= or ?month=. */}
        <form method="get" action={pageUrl} onSubmit={(event) => event.preventDefault()} aria-busy={monthLoading}>
          <OpenedMonth.Provider value={openedMonth}>
            <Calendar
              mode="single"
              required
              selected={localDay(shownDate)}
              month={localDay(`${visibleMonth}-01`)}
              onMonthChange={changeMonth}
              onSelect={(day: Date | undefined) => day && chooseDate(isoOf(day))}
              disabled={[{ before: localDay(today) }, closed]}
              modifiers={{ open: openDates }}
              // Only the month whose open days are known: a neighbouring month's days would look bookable.
              showOutsideDays={false}
              modifiersClassNames={{ open: "font-semibold [&>button]:font-semibold [&>button]:underline [&>button]:decoration-primary [&>button]:decoration-2 [&>button]:underline-offset-4" }}
              startMonth={localDay(today)}
              // The shop's today, not the browser's clock: the same day on the server and in any time zone.
              today={localDay(today)}
              className="rounded-lg border"
              {...calendarLanguage(language.locale, language.intlLocale, language.words)}
              components={CALENDAR_BUTTONS}
              data-testid="slot-calendar"
            />
          </OpenedMonth.Provider>
          {choiceFields}
        </form>
        <p className="mt-2 text-xs text-muted-foreground">{words.openDayHint}</p>
        <nav aria-label={words.changeDay} className="mt-3 flex justify-between gap-2">
          {previousDay >= today ? (
            <a {...dayLink(previousDay)} className={buttonVariants({ variant: "ghost", size: "sm" })}>
              <ChevronLeftIcon aria-hidden />
              {words.previousDay}
            </a>
          ) : (
            <span />
          )}
          <a {...dayLink(nextDay)} className={buttonVariants({ variant: "ghost", size: "sm" })}>
            {words.nextDay}
            <ChevronRightIcon aria-hidden />
          </a>
        </nav>
      </div>
      <div className="flex flex-col">
        <h2 id="slots-heading" className="text-lg font-semibold">
          {words.availableSlots}
        </h2>
        <p className="mb-3 text-sm text-muted-foreground" data-testid="slots-date">
          {longDateIn(language, localDay(shownDate))}
        </p>
        <div className="min-h-40 flex-1" aria-busy={loading} aria-live="polite">
          {loading ? (
            <div className="grid grid-cols-3 gap-2 sm:grid-cols-4" data-testid="slot-skeletons">
              {Array.from({ length: Math.max(slots.length, 8) }, (_, i) => (
                <Skeleton key={i} className="h-9" />
              ))}
            </div>
          ) : slots.length === 0 ? (
            <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">{words.noSlots}</p>
          ) : (
            // Without JavaScript, choosing a slot submits this form: ?date=&slot=.
            <form method="get" action={pageUrl}>
              <input type="hidden" name="date" value={shownDate} />
              <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
                {slots.map((slot) => (
                  <li key={slot._id}>
                    <SlotButton language={language} slot={slot} endTime={ends?.[slot._id]} unavailableBecause={unavailable[slot._id]} selected={slot._id === selected} onSelect={() => chooseSlot(slot._id)} />
                  </li>
                ))}
              </ul>
              {choiceFields}
            </form>
          )}
        </div>
        {renderSubmit ? (
          renderSubmit(selected, loading)
        ) : (
          <form method="get" action="/procced-booking" onSubmit={book} className="mt-6">
            <input type="hidden" name="service" value={serviceId} />
            {selected ? <input type="hidden" name="slot" value={selected} /> : null}
            {choiceFields}
            <Button type="submit" size="lg" className="w-full" disabled={!selected || loading}>
              {words.bookThis}
            </Button>
          </form>
        )}
        {!selected && <p className="mt-2 text-center text-xs text-muted-foreground">{words.chooseSlotFirst}</p>}
      </div>
    </section>
  );
}

function SlotButton({ language: { intlLocale, words }, slot, endTime, unavailableBecause, selected, onSelect }: { language: PickerLanguage; slot: PickerSlot; endTime?: string; unavailableBecause?: Unavailable; selected: boolean; onSelect: () => void }) {
  // Times and counts in the page's digits ('১০:০০' in Bangla).
  const digits = (text: string) => localDigits(text, intlLocale);
  const time = digits(slot.startTime);
  // The booking's own end when the page computed it (its vehicle class and add-ons), else the slot's.
  // Shown, the end reads as the button's name does ('11:00' 'to 12:00'), so that its name holds what it shows (WCAG 2.5.3).
  const range = fill(words.range, { start: time, end: digits(endTime ?? slot.endTime) });
  if (slot.bookable && !unavailableBecause) {
    // Fewer places left than the slot takes: say how many ("2 left").
    const left = slot.remaining > 0 && slot.remaining < slot.capacity ? fill(words.placesLeft, { count: digits(String(slot.remaining)) }) : null;
    return (
      <Button
        type="submit"
        name="slot"
        value={slot._id}
        variant={selected ? "default" : "outline"}
        className="h-auto min-h-9 w-full flex-col gap-0 py-1"
        aria-pressed={selected}
        aria-label={left ? `${range}, ${left}` : range}
        onClick={(event) => {
          event.preventDefault();
          onSelect();
        }}
      >
        {time}{" "}
        {endTime ? (
          <span className="text-[11px] leading-tight font-normal opacity-80" data-testid="slot-ends">
            {fill(words.ends, { time: digits(endTime) })}
          </span>
        ) : null}{" "}
        {left ? (
          <span className="text-[11px] leading-tight font-normal opacity-80" data-testid="places-left">
            {left}
          </span>
        ) : null}
      </Button>
    );
  }
  // Still focusable, so that keyboard users also get the reason; it submits nothing.
  // The page's own reason (a move inside the notice window) comes first; else the slot's.
  return <UnavailableSlot time={time} range={range} because={unavailableBecause ?? slot.unavailable!} />;
}

/** A calendar day that, without JavaScript, submits `?date=` (with it, the calendar chooses it). */
function SubmitDayButton({ day, modifiers, onClick, ...props }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  // As the calendar's own day button does: the focused day takes the keyboard focus.
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  return (
    <button
      ref={ref}
      {...props}
      type="submit"
      name="date"
      value={isoOf(day.date)}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
    />
  );
}

/** The calendar's previous or next month button; without JavaScript it submits `?month=`. */
function MonthButton(step: -1 | 1) {
  return function CalendarMonthButton({ onClick, className, ...props }: React.ButtonHTMLAttributes<HTMLButtonElement>) {
    const opened = useContext(OpenedMonth);
    return (
      <button
        {...props}
        className={cn(className)}
        type="submit"
        name="month"
        value={format(addMonths(opened, step), "yyyy-MM")}
        disabled={props["aria-disabled"] === true || props["aria-disabled"] === "true" ? true : props.disabled}
        onClick={(event) => {
          event.preventDefault();
          onClick?.(event);
        }}
      />
    );
  };
}

const CALENDAR_BUTTONS = { DayButton: SubmitDayButton, PreviousMonthButton: MonthButton(-1), NextMonthButton: MonthButton(1) };
