import "server-only";
import type { Writing } from "@/lib/format/writing";
import type { Locale } from "@/lib/i18n/locales";
import type { Translator } from "@/lib/i18n/translate";
import { pageTranslator } from "@/lib/server/i18n/page-locale";
import { getSettings } from "@/lib/server/settings/business-settings";
import type { BookingFormWords } from "@/lib/validation/booking";
import type { ReminderChannels } from "@/lib/validation/sms";

/**
 * The words of the checkout and of the pages after it, written out on the server in the page's language
 * (client components format nothing: they get these as props). Types only for the client components.
 */

/** The checkout form's words ('Personal Information' and 'Pay Now'). */
export type CheckoutFormWords = {
  name: string;
  email: string;
  time: string;
  payNow: string;
  redirecting: string;
  /** 'Your slot is held for 30 minutes while you pay.' */
  holdNote: string;
  /** The failure toast's title for a refusal that does not say so itself. */
  failed: string;
  /** Where the visit may be booked to pay at the shop: the note naming its total, and the button. */
  payAtShopNote: string;
  payAtShopButton: string;
  /** The reminder choice's legend and labels (components/dashboard/reminder-channels-fieldset.tsx). */
  reminders: { legend: string; labels: Record<ReminderChannels, string> };
  validation: BookingFormWords;
  /** The toast while the form is sent. */
  wait: string;
};

/** The cancel page's Cancel booking button. */
export type CancelCheckoutWords = { cancelBooking: string; cancelling: string; cancelFailed: string; wait: string };

/** The stop link's button, and what it says once texts are off. */
export type StopTextsWords = { stopButton: string; stopping: string; chooseAgain: string; wait: string };

/** How a page in `locale` writes dates, times and amounts: the shop's digits (Bengali unless it chose Latin ones). */
export async function pageWriting(locale: Locale): Promise<Writing> {
  return { locale, latinDigits: (await getSettings()).latinDigits };
}

/** What the checkout form's schema says, in the translator's language (the form, and the checkout action). */
export const bookingFormWords = (t: Translator<"booking">): BookingFormWords => ({
  nameRequired: t("form.nameRequired"),
  nameTooShort: t("form.nameTooShort"),
  nameTooLong: t("form.nameTooLong"),
  emailRequired: t("form.emailRequired"),
  emailInvalid: t("form.emailInvalid"),
});

/** The checkout form's words in `locale`, with the shop's hold and, where offered, the total to pay at the shop. */
export async function checkoutFormWords(locale: Locale, { holdMinutes, payAtShopTotal }: { holdMinutes: number; payAtShopTotal?: string }): Promise<CheckoutFormWords> {
  const [t, auth] = await Promise.all([pageTranslator(locale, "booking"), pageTranslator(locale, "auth")]);
  return {
    name: t("form.name"),
    email: t("form.email"),
    time: t("form.time"),
    payNow: t("form.payNow"),
    redirecting: t("form.redirecting"),
    holdNote: t("form.holdNote", { minutes: holdMinutes }),
    failed: t("form.failed"),
    payAtShopNote: payAtShopTotal === undefined ? "" : t("form.payAtShopNote", { total: payAtShopTotal }),
    payAtShopButton: t("form.payAtShopButton"),
    reminders: { legend: t("form.remindersLegend"), labels: { email: t("form.reminders.email"), sms: t("form.reminders.sms"), both: t("form.reminders.both") } },
    validation: bookingFormWords(t),
    wait: auth("wait"),
  };
}

/** The cancel page's form's words in `locale`. */
export async function cancelCheckoutWords(locale: Locale): Promise<CancelCheckoutWords> {
  const [t, auth] = await Promise.all([pageTranslator(locale, "booking"), pageTranslator(locale, "auth")]);
  return { cancelBooking: t("left.cancelBooking"), cancelling: t("left.cancelling"), cancelFailed: t("left.cancelFailed"), wait: auth("wait") };
}

/** The stop link's form's words in `locale`. */
export async function stopTextsWords(locale: Locale): Promise<StopTextsWords> {
  const [t, auth] = await Promise.all([pageTranslator(locale, "booking"), pageTranslator(locale, "auth")]);
  return { stopButton: t("stopTexts.stopButton"), stopping: t("stopTexts.stopping"), chooseAgain: t("stopTexts.chooseAgain"), wait: auth("wait") };
}
