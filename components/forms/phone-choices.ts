import { getCountries, getCountryCallingCode } from "libphonenumber-js/min";
import labels from "react-phone-number-input/locale/en.json";
import { DEFAULT_PHONE_COUNTRY } from "@/lib/validation/limits";

/** What the phone field shows before its own code has loaded (LazyPhoneField), computed where the page is rendered. */
export type PhoneChoices = {
  /** The country list, as react-phone-number-input orders it: International, then by name. */
  countries: { value: string; label: string }[];
  country: { code: string; name: string; prefix: string };
};

export function phoneChoices(): PhoneChoices {
  const names = labels as Record<string, string>;
  const countries = getCountries()
    .map((code) => ({ value: code as string, label: names[code] ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return {
    countries: [{ value: "ZZ", label: names.ZZ }, ...countries],
    country: { code: DEFAULT_PHONE_COUNTRY, name: names[DEFAULT_PHONE_COUNTRY], prefix: `+${getCountryCallingCode(DEFAULT_PHONE_COUNTRY)}` },
  };
}
