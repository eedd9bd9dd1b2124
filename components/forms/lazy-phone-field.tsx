"use client";

import { useEffect, useRef, useState } from "react";
import "react-phone-number-input/style.css";
import { Input } from "@/components/ui/input";
import type { PhoneChoices } from "./phone-choices";
import type { PhoneField as PhoneFieldType } from "./phone-field";

const loadField = () => import("./phone-field");

type Props = React.ComponentProps<typeof PhoneFieldType> & { choices: PhoneChoices };

/**
 * The phone field (PhoneField: react-phone-number-input and the world's
 * numbering plans, some 50 kB of script) loaded when someone points at,
 * touches or focuses it. Until then the same markup stands in: the country
 * list (from the server), the default country's code and the number, which
 * works as it is without JavaScript. What is typed in the meantime is kept,
 * and so is the focus when the field takes over.
 */
export function LazyPhoneField({ choices, ...props }: Props) {
  const [wanted, setWanted] = useState(false);
  const [Field, setField] = useState<typeof PhoneFieldType | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const focused = useRef<"input" | "select" | null>(null);

  const want = () => {
    if (wanted) return;
    setWanted(true);
    loadField()
      .then((module) => {
        const active = document.activeElement;
        focused.current = active && box.current?.contains(active) ? (active.tagName === "SELECT" ? "select" : "input") : null;
        setField(() => module.PhoneField);
      })
      .catch(() => {});
  };

  useEffect(() => {
    if (!Field || !focused.current) return;
    const target = box.current?.querySelector<HTMLElement>(focused.current === "select" ? "select" : "input");
    target?.focus();
    if (target instanceof HTMLInputElement) target.setSelectionRange(target.value.length, target.value.length);
  }, [Field]);

  const { country } = choices;
  const standIn = (
    <div className="gap-2 [&_.PhoneInputCountry]:rounded-md [&_.PhoneInputCountry]:border [&_.PhoneInputCountry]:border-input [&_.PhoneInputCountry]:px-2 PhoneInput">
      <div className="PhoneInputCountry">
        <select name="phoneCountry" aria-label="Country" className="PhoneInputCountrySelect" defaultValue={country.code}>
          {choices.countries.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <div aria-hidden="true" className="PhoneInputCountryIcon PhoneInputCountryIcon--border">
          <span title={country.name} className="text-xs font-semibold tracking-wide">
            {country.code}
          </span>
        </div>
        <div className="PhoneInputCountrySelectArrow" />
      </div>
      <Input
        type="tel"
        className="PhoneInputInput"
        autoComplete="tel"
        id={props.id}
        aria-invalid={props["aria-invalid"]}
        aria-describedby={props["aria-describedby"]}
        maxLength={250}
        name={props.name}
        defaultValue={props.value || country.prefix}
        onChange={(event) => props.onChange(event.target.value.replace(/[^\d+]/g, ""))}
        onBlur={props.onBlur}
      />
    </div>
  );

  return (
    <div ref={box} className="contents" onPointerEnter={want} onTouchStart={want} onFocusCapture={want}>
      {Field ? <Field {...props} /> : standIn}
    </div>
  );
}
