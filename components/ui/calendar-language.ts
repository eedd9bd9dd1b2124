import type { DayPickerProps } from "react-day-picker";

/** The calendar's own words for assistive technology, in the page's language. */
export type CalendarWords = { today: string; selected: string; previousMonth: string; nextMonth: string; freeTimes?: string };

/**
 * The calendar (components/ui/calendar.tsx) in another language than English: its month, weekdays and
 * days by Intl (Bangla names, Bengali digits unless the shop chose Latin ones), and their names for
 * assistive technology in the same order as the English ones ("23 November 2026, Monday", the number
 * the button shows first; then today, free times, selected). In English, the calendar's own.
 */
export function calendarLanguage(locale: string, intlLocale: string, words: CalendarWords): Pick<DayPickerProps, "lang" | "formatters" | "labels"> {
  if (locale === "en") return {};
  const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(intlLocale, options);
  const monthYear = intl({ month: "long", year: "numeric" });
  const dayMonthYear = intl({ day: "numeric", month: "long", year: "numeric" });
  const weekday = intl({ weekday: "long" });
  const weekdayNarrow = intl({ weekday: "narrow" });
  const day = intl({ day: "numeric" });
  return {
    lang: locale,
    formatters: { formatCaption: (month: Date) => monthYear.format(month), formatWeekdayName: (date: Date) => weekdayNarrow.format(date), formatDay: (date: Date) => day.format(date) },
    labels: {
      labelDayButton: (date: Date, modifiers: Record<string, boolean>) =>
        [`${dayMonthYear.format(date)}, ${weekday.format(date)}`, modifiers.today && words.today, modifiers.open && words.freeTimes, modifiers.selected && words.selected].filter(Boolean).join(", "),
      labelGrid: (month: Date) => monthYear.format(month),
      labelWeekday: (date: Date) => weekday.format(date),
      labelPrevious: () => words.previousMonth,
      labelNext: () => words.nextMonth,
    },
  };
}
