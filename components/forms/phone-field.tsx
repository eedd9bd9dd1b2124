"use client";

import { useEffect, useState } from "react";
import "react-phone-number-input/style.css";
import { Input } from "@/components/ui/input";
import { whenPageIdle } from "@/components/ui/when-idle";
import { DEFAULT_PHONE_CALLING_CODE, DEFAULT_PHONE_COUNTRY } from "@/lib/validation/limits";
import { PHONE_FIELD_CLASS, type PhoneFieldProps } from "./phone-field-frame";

const loadPhoneInput = () => import("./phone-input");

/**
 * International phone input (E.164 value), Bangladesh by default. Its code
 * (react-phone-number-input and every country's numbering rules: about 50 kB)
 * is not part of the page's first load: the page shows a plain phone input in
 * the same frame, '+880' already in it, and fetches the code once the page has
 * loaded and the browser is idle. The real input takes over as soon as the code is there, unless the
 * stand-in has the focus: then it takes over when the focus leaves, with what
 * was typed (as E.164). Without JavaScript the stand-in is the field, and the
 * server reads what was typed.
 */
export function PhoneField(props: PhoneFieldProps) {
  const { name, value, onChange, onBlur, ...control } = props;
  const [module, setModule] = useState<typeof import("./phone-input") | null>(null);
  const [typing, setTyping] = useState(false);
  const [text, setText] = useState(value || `+${DEFAULT_PHONE_CALLING_CODE}`);
  // Typed into the stand-in and not yet handed to the real input.
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const stop = whenPageIdle(() =>
      loadPhoneInput().then(
        (loaded) => !cancelled && setModule(() => loaded),
        () => {}, // offline: the stand-in stays, and the server reads what was typed
      ),
    );
    return () => {
      cancelled = true;
      stop();
    };
  }, []);

  // The code is here and nobody is typing in the stand-in: what it holds becomes the value the real input shows.
  useEffect(() => {
    if (!module || typing || !pending) return;
    setPending(false);
    onChange(module.toE164(text));
  }, [module, typing, pending, text, onChange]);

  if (module && !typing && !pending) {
    const Real = module.default;
    return <Real {...props} />;
  }
  return (
    <div className={PHONE_FIELD_CLASS}>
      <div className="PhoneInputCountry">
        <div aria-hidden className="PhoneInputCountryIcon PhoneInputCountryIcon--border">
          <span className="text-xs font-semibold tracking-wide">{DEFAULT_PHONE_COUNTRY}</span>
        </div>
        <div className="PhoneInputCountrySelectArrow" />
      </div>
      <Input
        {...control}
        type="tel"
        autoComplete="tel"
        maxLength={250}
        name={name}
        value={text}
        className="PhoneInputInput"
        onFocus={() => setTyping(true)}
        onChange={(event) => {
          const typed = event.target.value;
          setText(typed);
          setPending(true);
          // Nothing but the calling code is no number yet, as in the real input.
          onChange(typed.replace(/\D/g, "") === DEFAULT_PHONE_CALLING_CODE ? "" : typed);
        }}
        onBlur={() => {
          setTyping(false);
          onBlur();
        }}
      />
    </div>
  );
}
