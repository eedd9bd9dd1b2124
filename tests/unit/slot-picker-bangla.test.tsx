import { fireEvent, render, screen } from "@testing-library/react";
import { SlotPicker, type PickerLanguage } from "@/components/booking/slot-picker";
import { pickerSlots, type UnavailableWords } from "@/components/booking/slot-unavailable";
import bnService from "@/lib/messages/bn/service.json";
import type { SlotDto } from "@/lib/server/slots/slot-dto";

const push = jest.fn();
const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, replace }) }));

const serviceId = "3f1c8a52-9a43-4a43-8b1e-2f7d9b1c4e11";
const slot = (id: string, startTime: string, isBooked: SlotDto["isBooked"], remaining = isBooked === "available" ? 1 : 0): SlotDto => ({
  _id: id,
  service: { _id: serviceId, name: "Oil Change", duration: 20, price: 30 },
  date: "2026-11-23",
  startTime,
  endTime: `${String(Number(startTime.slice(0, 2)) + 1).padStart(2, "0")}:00`,
  isBooked,
  capacity: 3,
  remaining,
  heldUntil: null,
  startsAt: `2026-11-23T${startTime}:00.000Z`,
  endsAt: "2026-11-23T23:00:00.000Z",
  bookable: isBooked === "available",
});

/** The picker's words as a Bangla page writes them out (plain, or with `{name}` left for the picker). */
const bangla = (latinDigits = false): PickerLanguage => ({ locale: "bn", intlLocale: latinDigits ? "bn-BD-u-nu-latn" : "bn-BD", words: bnService.picker });
const unavailable: UnavailableWords = bnService.unavailable;

describe("the slot picker on a Bangla page", () => {
  it("names and shows the times, the places left and why a time cannot be chosen in Bangla, with Bengali digits", () => {
    render(<SlotPicker serviceId={serviceId} today="2026-11-22" date="2026-11-23" slots={pickerSlots([slot("a", "09:00", "available", 2), slot("b", "10:00", "booked")], unavailable)} month="2026-11" openDays={["2026-11-23"]} hasOpenDates language={bangla()} ends={{ a: "10:30" }} />);
    expect(screen.getByRole("heading", { name: "খালি সময়গুলো" })).toBeInTheDocument();
    expect(screen.getByTestId("slots-date")).toHaveTextContent("সোমবার, ২৩ নভেম্বর, ২০২৬");
    const free = screen.getByRole("button", { name: "০৯:০০ থেকে ১০:৩০, ২টি বাকি" });
    expect(free).toHaveTextContent("০৯:০০ থেকে ১০:৩০ ২টি বাকি");
    const full = screen.getByRole("button", { name: "১০:০০ পূর্ণ: সব জায়গা বুক হয়ে গেছে (১০:০০ থেকে ১১:০০)" });
    expect([...full.children].map((line) => line.textContent)).toEqual(["১০:০০", "পূর্ণ"]);

    const book = screen.getByRole("button", { name: "এই সেবাটি বুক করুন" });
    expect(book).toBeDisabled();
    fireEvent.click(free);
    expect(book).toBeEnabled();
    fireEvent.click(book);
    expect(push).toHaveBeenCalledWith(`/procced-booking?service=${serviceId}&slot=a`);
  });

  it("writes the calendar in Bangla: its month, its days and their names", () => {
    render(<SlotPicker serviceId={serviceId} today="2026-11-20" date="2026-11-23" slots={[]} month="2026-11" openDays={["2026-11-23", "2026-11-27"]} hasOpenDates language={bangla()} />);
    expect(screen.getByRole("grid")).toHaveAccessibleName("নভেম্বর ২০২৬");
    const day = screen.getByRole("button", { name: /^২৭ নভেম্বর, ২০২৬, শুক্রবার(, আজ)?, খালি সময় আছে$/ });
    expect(day).toHaveTextContent("২৭");
    expect(day).toBeEnabled();
    expect(screen.getByRole("button", { name: /^২৩ নভেম্বর, ২০২৬, সোমবার(, আজ)?, খালি সময় আছে, বাছাই করা$/ })).toBeEnabled();
    expect(screen.getByRole("button", { name: "পরের মাসে যান" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "পরের দিন" })).toHaveAttribute("href", `/service/${serviceId}?date=2026-11-24`);
    expect(screen.getByText("কোনো খালি স্লট নেই")).toBeInTheDocument();
  });

  it("keeps Latin digits for a shop that chose them", () => {
    render(<SlotPicker serviceId={serviceId} today="2026-11-22" date="2026-11-23" slots={pickerSlots([slot("a", "09:00", "available", 3)], unavailable)} month="2026-11" openDays={["2026-11-23"]} hasOpenDates language={bangla(true)} />);
    expect(screen.getByRole("button", { name: "09:00 থেকে 10:00" })).toBeInTheDocument();
    expect(screen.getByTestId("slots-date")).toHaveTextContent("সোমবার, 23 নভেম্বর, 2026");
  });
});
