import "server-only";
import { intlLocale, type Locale } from "@/lib/i18n/locales";
import { pageTranslator } from "@/lib/server/i18n/page-locale";
import { writtenOut } from "@/lib/server/i18n/written-out";
import { getSettings } from "@/lib/server/settings/business-settings";
import type { PickerLanguage } from "./slot-picker";
import type { UnavailableWords } from "./slot-unavailable";

/** The slot picker's words in `locale` (the catalogue's `service.picker`), with the Intl tag its dates and times are written with. */
export async function slotPickerLanguage(locale: Locale): Promise<PickerLanguage> {
  const [{ latinDigits }, words] = await Promise.all([getSettings(), writtenOut(locale, "service", "picker")]);
  return { locale, intlLocale: intlLocale(locale, latinDigits), words };
}

/** Why a slot cannot be chosen, in `locale` (the catalogue's `service.unavailable`), for pickerSlots. */
export async function unavailableWords(locale: Locale): Promise<UnavailableWords> {
  const t = await pageTranslator(locale, "service");
  return {
    heldWord: t("unavailable.heldWord"),
    heldReason: t("unavailable.heldReason"),
    fullWord: t("unavailable.fullWord"),
    fullReason: t("unavailable.fullReason"),
    cancelledWord: t("unavailable.cancelledWord"),
    cancelledReason: t("unavailable.cancelledReason"),
    startedWord: t("unavailable.startedWord"),
    startedReason: t("unavailable.startedReason"),
  };
}
