import { fireEvent, render, screen } from "@testing-library/react";
import { SlotPicker, type PickerLanguage } from "@/components/booking/slot-picker";
import { pickerSlots } from "@/components/booking/slot-unavailable";
import { slotPickerMessages } from "@/lib/messages/slot-picker";
import type { SlotDto } from "@/lib/server/slots/slot-dto";

/** The picker in English, as the server writes its words (slotPickerLanguage). */
const ENGLISH: PickerLanguage = { locale: "en", intlLocale: "en-US", words: slotPickerMessages };

const push = jest.fn();
const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, replace }) }));

const serviceId = "3f1c8a52-9a43-4a43-8b1e-2f7d9b1c4e11";
const slot = (id: string, startTime: string, isBooked: SlotDto["isBooked"], bookable = isBooked === "available"): SlotDto => ({
  _id: id,
  service: { _id: serviceId, name: "Oil Change", duration: 20, price: 30 },
  date: "2026-11-23",
  startTime,
  endTime: `${String(Number(startTime.slice(0, 2)) + 1).padStart(2, "0")}:00`,
  isBooked,
  capacity: 1,
  remaining: bookable ? 1 : 0,
  heldUntil: null,
  startsAt: `2026-11-23T${startTime}:00.000Z`,
  endsAt: "2026-11-23T23:00:00.000Z",
  bookable,
});

const renderPicker = (slots: SlotDto[]) =>
  render(<SlotPicker serviceId={serviceId} today="2026-11-22" date="2026-11-23" slots={pickerSlots(slots)} month="2026-11" openDays={["2026-11-23"]} hasOpenDates language={ENGLISH} />);

beforeEach(() => {
  push.mockReset();
  replace.mockReset();
});

describe("choosing a time slot", () => {
  it("keeps 'Book This Service' disabled until an available slot is chosen", () => {
    renderPicker([slot("a", "09:00", "available"), slot("b", "10:00", "booked"), slot("c", "11:00", "cancel")]);
    const book = screen.getByRole("button", { name: "Book This Service" });
    expect(book).toBeDisabled();

    fireEvent.click(screen.getByRole("button", { name: "10:00 Full: every place is taken (10:00 to 11:00)" }));
    fireEvent.click(screen.getByRole("button", { name: "11:00 Cancelled by the shop (11:00 to 12:00)" }));
    expect(book).toBeDisabled();

    const available = screen.getByRole("button", { name: "09:00 to 10:00" });
    fireEvent.click(available);
    expect(available).toHaveAttribute("aria-pressed", "true");
    expect(book).toBeEnabled();
  });

  it("marks booked and cancelled slots as unavailable but keeps them focusable", () => {
    renderPicker([slot("b", "10:00", "booked")]);
    const booked = screen.getByRole("button", { name: "10:00 Full: every place is taken (10:00 to 11:00)" });
    expect(booked).toHaveAttribute("aria-disabled", "true");
    expect(booked).not.toBeDisabled();
  });

  it("says on each unavailable slot, in its name, why: held by someone paying, full or cancelled by the shop", () => {
    const held = { ...slot("h", "09:00", "booked"), heldUntil: "2026-11-23T08:30:00.000Z" };
    renderPicker([held, slot("b", "10:00", "booked"), slot("c", "11:00", "cancel")]);
    const named = (name: string) => screen.getByRole("button", { name });
    expect(named("09:00 Held by someone paying: may free up (09:00 to 10:00)")).toHaveTextContent("09:00");
    expect(named("10:00 Full: every place is taken (10:00 to 11:00)")).toHaveTextContent("10:00");
    expect(named("11:00 Cancelled by the shop (11:00 to 12:00)")).toHaveTextContent("11:00");
  });

  it("shows why under each unavailable slot's time, in a word its name begins with after the time (held, full, cancelled, started)", () => {
    const held = { ...slot("h", "09:00", "booked"), heldUntil: "2026-11-23T08:30:00.000Z" };
    renderPicker([held, slot("b", "10:00", "booked"), slot("c", "11:00", "cancel"), slot("s", "12:00", "available", false)]);
    for (const [name, time, word] of [
      ["09:00 Held by someone paying: may free up (09:00 to 10:00)", "09:00", "Held"],
      ["10:00 Full: every place is taken (10:00 to 11:00)", "10:00", "Full"],
      ["11:00 Cancelled by the shop (11:00 to 12:00)", "11:00", "Cancelled"],
      ["12:00 Started: too late to book (12:00 to 13:00)", "12:00", "Started"],
    ]) {
      const button = screen.getByRole("button", { name });
      // What a sighted user reads, line by line; the name holds it, in order (axe's label-content-name-mismatch).
      expect([...button.children].map((line) => line.textContent)).toEqual([time, word]);
      expect(name.startsWith(`${time} ${word}`)).toBe(true);
    }
  });

  it("does not offer an available slot that has already started", () => {
    renderPicker([slot("a", "09:00", "available", false)]);
    expect(screen.getByRole("button", { name: "09:00 Started: too late to book (09:00 to 10:00)" })).toHaveAttribute("aria-disabled", "true");
  });

  it("says so when the day has no slots", () => {
    renderPicker([]);
    expect(screen.getByText("No slot available")).toBeInTheDocument();
  });

  it("goes on to checkout with the chosen service and slot", () => {
    renderPicker([slot("a", "09:00", "available")]);
    fireEvent.click(screen.getByRole("button", { name: "09:00 to 10:00" }));
    fireEvent.click(screen.getByRole("button", { name: "Book This Service" }));
    expect(push).toHaveBeenCalledWith(`/procced-booking?service=${serviceId}&slot=a`);
  });
});

describe("choosing without JavaScript", () => {
  const formOf = (element: HTMLElement) => element.closest("form")!;

  it("makes each free slot a GET submission of this service's page, with the day", () => {
    renderPicker([slot("a", "09:00", "available"), slot("b", "10:00", "booked")]);
    const free = screen.getByRole("button", { name: "09:00 to 10:00" });
    expect(free).toHaveAttribute("type", "submit");
    expect(free).toHaveAttribute("name", "slot");
    expect(free).toHaveAttribute("value", "a");
    expect(formOf(free)).toHaveAttribute("method", "get");
    expect(formOf(free)).toHaveAttribute("action", `/service/${serviceId}`);
    expect(formOf(free).querySelector("input[name=date]")).toHaveValue("2026-11-23");
    // A slot that cannot be chosen submits nothing.
    expect(screen.getByRole("button", { name: "10:00 Full: every place is taken (10:00 to 11:00)" })).toHaveAttribute("type", "button");
  });

  it("shows the slot the URL chose as chosen, and books it through a GET of /procced-booking", () => {
    render(<SlotPicker serviceId={serviceId} today="2026-11-22" date="2026-11-23" slots={pickerSlots([slot("a", "09:00", "available")])} selectedSlotId="a" month="2026-11" openDays={["2026-11-23"]} hasOpenDates language={ENGLISH} />);
    expect(screen.getByRole("button", { name: "09:00 to 10:00" })).toHaveAttribute("aria-pressed", "true");
    const book = screen.getByRole("button", { name: "Book This Service" });
    expect(book).toBeEnabled();
    const form = formOf(book);
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("action", "/procced-booking");
    expect(Object.fromEntries(new FormData(form))).toEqual({ service: serviceId, slot: "a" });
  });

  it("lets the day change through the calendar's days and the previous and next day links", () => {
    renderPicker([]);
    const day = screen.getByRole("button", { name: /^25 November 2026/ });
    expect(day).toHaveAttribute("type", "submit");
    expect(day).toHaveAttribute("name", "date");
    expect(day).toHaveAttribute("value", "2026-11-25");
    expect(formOf(day)).toHaveAttribute("action", `/service/${serviceId}`);
    expect(screen.getByRole("link", { name: "Previous day" })).toHaveAttribute("href", `/service/${serviceId}?date=2026-11-22`);
    expect(screen.getByRole("link", { name: "Next day" })).toHaveAttribute("href", `/service/${serviceId}?date=2026-11-24`);
  });

  it("offers no previous day before today", () => {
    render(<SlotPicker serviceId={serviceId} today="2026-11-23" date="2026-11-23" slots={[]} month="2026-11" openDays={["2026-11-25"]} hasOpenDates language={ENGLISH} />);
    expect(screen.queryByRole("link", { name: "Previous day" })).not.toBeInTheDocument();
  });

  it("marks the month's days with free times, and lets only those be chosen", () => {
    render(<SlotPicker serviceId={serviceId} today="2026-11-20" date="2026-11-23" slots={[]} month="2026-11" openDays={["2026-11-23", "2026-11-27"]} hasOpenDates language={ENGLISH} />);
    // The calendar's own "today" (the machine's clock) may fall on any of these days.
    const day = (name: string, after = "") => screen.getByRole("button", { name: new RegExp(`^${name}(, today)?${after}$`) });
    expect(day("27 November 2026, Friday", ", free times")).toBeEnabled();
    expect(day("23 November 2026, Monday", ", free times, selected")).toBeEnabled();
    // Ahead of the shop's today, but nothing to book: shown, not offered.
    expect(day("26 November 2026, Thursday")).toBeDisabled();
    // Before the shop's today: never offered.
    expect(day("19 November 2026, Thursday")).toBeDisabled();
  });

  it("says plainly that a service has no open dates yet, instead of a calendar of empty days", () => {
    render(<SlotPicker serviceId={serviceId} today="2026-11-20" date="2026-11-20" slots={[]} month="2026-11" openDays={[]} hasOpenDates={false} language={ENGLISH} />);
    expect(screen.getByRole("heading", { name: "No dates open yet" })).toBeInTheDocument();
    expect(screen.queryByRole("grid")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Book This Service" })).not.toBeInTheDocument();
  });
});
