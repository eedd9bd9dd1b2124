import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { getCountryCallingCode } from "libphonenumber-js";
import { PhoneField } from "@/components/forms/phone-field";
import { toE164 } from "@/components/forms/phone-input";
import { DEFAULT_PHONE_CALLING_CODE, DEFAULT_PHONE_COUNTRY } from "@/lib/validation/limits";

/** The registration form's use of it: a controlled value, as react-hook-form's Controller gives it. */
function Form({ seen }: { seen: (value: string) => void }) {
  const [value, setValue] = useState("");
  return (
    <>
      <label htmlFor="phone">Phone</label>
      <PhoneField
        id="phone"
        name="phone"
        value={value}
        onChange={(next) => {
          setValue(next);
          seen(next);
        }}
        onBlur={() => {}}
        aria-invalid={false}
      />
      <button type="button">elsewhere</button>
    </>
  );
}

describe("the phone field", () => {
  it("shows the calling code of the default country before its code loads, and it is libphonenumber's", () => {
    expect(getCountryCallingCode(DEFAULT_PHONE_COUNTRY)).toBe(DEFAULT_PHONE_CALLING_CODE);
  });

  it("reads what was typed into the stand-in as E.164", () => {
    expect(toE164("")).toBe("");
    expect(toE164("+880")).toBe("");
    expect(toE164("+880 1712 345678")).toBe("+8801712345678");
    expect(toE164("01712345678")).toBe("+8801712345678");
    expect(toE164("+880 171")).toBe("+880171");
    expect(toE164("+44 20 7946 0958")).toBe("+442079460958");
  });

  it("keeps what is typed before its code arrives, and hands it over once the focus leaves", async () => {
    const seen: string[] = [];
    render(<Form seen={(value) => seen.push(value)} />);
    const standIn = screen.getByLabelText("Phone");
    expect(standIn).toHaveValue("+880");
    expect(screen.queryByRole("combobox", { name: "Country" })).toBeNull();

    // Typing starts before the code has loaded; the code arrives meanwhile; the stand-in stays while it has the focus.
    act(() => standIn.focus());
    fireEvent.change(standIn, { target: { value: "+880 1712 345678" } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    expect(screen.getByLabelText("Phone")).toBe(standIn);
    expect(seen.at(-1)).toBe("+880 1712 345678");

    // The focus leaves: the real input takes over with the number, formatted, and its country list.
    act(() => standIn.blur());
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Country" })).toBeInTheDocument());
    expect(screen.getByLabelText("Phone")).toHaveValue("+880 1712 345678");
    expect(seen.at(-1)).toBe("+8801712345678");
  });

  it("is the real input at once when its code arrives before anyone types", async () => {
    render(<Form seen={() => {}} />);
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Country" })).toBeInTheDocument());
    const input = screen.getByLabelText("Phone");
    expect(input).toHaveValue("+880");
    fireEvent.change(input, { target: { value: "+880 1812 345678" } });
    expect(input).toHaveValue("+880 1812 345678");
  });
});
