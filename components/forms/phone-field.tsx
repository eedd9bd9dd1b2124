"use client";

import PhoneInput, { type FlagProps } from "react-phone-number-input";
import "react-phone-number-input/style.css";
import { Input } from "@/components/ui/input";
import { DEFAULT_PHONE_COUNTRY } from "@/lib/validation/limits";

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

/** International phone input (E.164 value), Bangladesh by default. */
export function PhoneField({
  name,
  value,
  onChange,
  onBlur,
  ...control
}: {
  id: string;
  /** The field's name in the submitted form. */
  name?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
}) {
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
      className="gap-2 [&_.PhoneInputCountry]:rounded-md [&_.PhoneInputCountry]:border [&_.PhoneInputCountry]:border-input [&_.PhoneInputCountry]:px-2"
    />
  );
}
