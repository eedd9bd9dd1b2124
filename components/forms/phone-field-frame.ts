/** What the phone field (phone-field.tsx) and the input it loads later (phone-input.tsx) share: the loaded input cannot import the field that loads it. */
export type PhoneFieldProps = {
  id: string;
  /** The field's name in the submitted form. */
  name?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
};

/** The field's frame, the same before and after its code loads (react-phone-number-input's classes, style.css). */
export const PHONE_FIELD_CLASS =
  "gap-2 [&_.PhoneInputCountry]:rounded-md [&_.PhoneInputCountry]:border [&_.PhoneInputCountry]:border-input [&_.PhoneInputCountry]:px-2 PhoneInput";
