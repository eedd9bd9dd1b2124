/**
 * The slot picker's words in English: the keys its words have (PickerWords), and the English its tests
 * render with. Every page gives the picker its words written out in the page's language (the
 * catalogue's `service.picker`, by slotPickerLanguage), so the browser never loads these.
 * `{count}`, `{start}`, `{end}` and `{time}` are filled in by the picker.
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
 * Why a slot cannot be chosen, in English (pickerSlots without words, on the server): a word shown
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
