import { remembering } from "./said";
export const serviceMessages = remembering({
  duration: "Duration",
  price: "Price",
  minutesUnit: "minutes",
  placesLeft: (count: number) => `${count} left`,
} as const, "service");

/**
 * The slot picker's words in English, for the page that does not give it its own yet (the reschedule
 * page, through components/booking/reschedule-form.tsx); `{count}`, `{start}`, `{end}` and `{time}` are
 * filled in by the picker. The service page's are in the catalogue (lib/messages/<language>/service.json,
 * `picker`, written out by slotPickerLanguage): once every page gives its own, these go.
 */
export const slotPickerMessages = {
  pickDate: "Pick a date",
  availableSlots: "Available Time Slots",
  noSlots: "No slot available",
  noOpenDatesTitle: "No dates open yet",
  noOpenDates: "This service has no times to book yet. New times are added regularly: please check back soon.",
  openDayHint: "Days with free times are underlined.",
  bookThis: "Book This Service",
  chooseSlotFirst: "Choose a time slot to continue",
  changeDay: "Change day",
  previousDay: "Previous day",
  nextDay: "Next day",
  placesLeft: "{count} left",
  range: "{start} to {end}",
  ends: "to {time}",
  today: "today",
  freeTimes: "free times",
  selected: "selected",
  previousMonth: "Go to the Previous Month",
  nextMonth: "Go to the Next Month",
} as const;

/**
 * Why a slot cannot be chosen, in English, for the same page (pickerSlots without words): a word shown
 * under its time, and the reason (its name and tooltip), which begins with that word. The service
 * page's are in the catalogue (`unavailable`).
 */
export const slotUnavailableMessages = {
  heldWord: "Held",
  heldReason: "Held by someone paying: may free up",
  fullWord: "Full",
  fullReason: "Full: every place is taken",
  cancelledWord: "Cancelled",
  cancelledReason: "Cancelled by the shop",
  startedWord: "Started",
  startedReason: "Started: too late to book",
} as const;
