"use client";

import PhoneInput, { type FlagProps } from "react-phone-number-input";
import { parsePhoneNumberFromString } from "libphonenumber-js";
import { Input } from "@/components/ui/input";
import { DEFAULT_PHONE_CALLING_CODE, DEFAULT_PHONE_COUNTRY } from "@/lib/validation/limits";
import { PHONE_FIELD_CLASS, type PhoneFieldProps } from "./phone-field-frame";

/**
 * The country's ISO code in place of a flag: readable everywhere (flag emoji
 * are not, on Windows), and no flag images to download.
 */
function CountryCode({ country, countryName }: FlagProps) {
  return (
    <span title={countryName} className="text-xs font-semibold tracking-wide">
      {country}
    </span>
  );
}

/** International phone input (E.164 value), Bangladesh by default: what PhoneField shows once its code has loaded. */
export default function PhoneInputField({ name, value, onChange, onBlur, ...control }: PhoneFieldProps) {
  return (
    <PhoneInput
      international
      defaultCountry={DEFAULT_PHONE_COUNTRY}
      value={value || undefined}
      onChange={(next) => onChange(next ?? "")}
      onBlur={onBlur}
      flagComponent={CountryCode}
      inputComponent={Input}
      name={name}
      numberInputProps={{ ...control, autoComplete: "tel", maxLength: 250 }}
      countrySelectProps={{ "aria-label": "Country" }}
      className={PHONE_FIELD_CLASS}
    />
  );
}

/**
 * What was typed into PhoneField's stand-in, as the E.164 value this input
 * takes ('' for nothing but the calling code): a national number is read as
 * Bangladeshi, and an incomplete one keeps its digits.
 */
export function toE164(text: string): string {
  const digits = text.replace(/\D/g, "");
  if (digits === "" || digits === DEFAULT_PHONE_CALLING_CODE) return "";
  const international = text.trim().startsWith("+") ? digits : `${DEFAULT_PHONE_CALLING_CODE}${digits.replace(/^0/, "")}`;
  return parsePhoneNumberFromString(text, DEFAULT_PHONE_COUNTRY)?.number ?? `+${international}`;
}
