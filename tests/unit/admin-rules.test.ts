/** @jest-environment node */
import { listHref } from "@/lib/urls/lists";
import { scheduleInputSchema, serviceInputSchema, serviceUpdateSchema, slotInputSchema, slotRangeSchema } from "@/lib/validation/admin";

const id = "6f1c3c1e-8f2a-4c4b-9a57-2f1a8e0b3c11";
const firstError = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const issue = result.error?.issues[0];
  return issue ? [issue.path.join("."), issue.message] : null;
};

describe("the service form", () => {
  it("uses the spec's messages", () => {
    const result = serviceInputSchema.safeParse({ name: "", description: "", duration: "", price: "" });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Name is required", "Description is required", "Duration is required", "Price is required"]);
    expect(firstError(serviceInputSchema.safeParse({ name: "A", description: "B", duration: 30, price: -1 }))).toEqual(["price", "Price must be a positive number"]);
  });

  it("turns the form's text into numbers, and refuses what is not one", () => {
    expect(serviceInputSchema.parse({ name: " Wash ", description: "Foam", duration: "45", price: "19.90" })).toEqual({ name: "Wash", description: "Foam", duration: 45, price: 19.9 });
    expect(serviceInputSchema.safeParse({ name: "A", description: "B", duration: "abc", price: 10 }).success).toBe(false);
    expect(serviceInputSchema.safeParse({ name: "A", description: "B", duration: 30, price: 10.555 }).success).toBe(false);
    expect(serviceInputSchema.safeParse({ name: "A", description: "B", duration: 30, price: 10, isDeleted: true }).success).toBe(false);
    expect(serviceInputSchema.safeParse({ name: "A", description: "B", duration: 30, price: 10, isDeleted: false }).success).toBe(true);
  });

  it("updates need at least one field", () => {
    expect(serviceUpdateSchema.safeParse({}).success).toBe(false);
    expect(serviceUpdateSchema.parse({ price: "12" })).toEqual({ price: 12 });
  });
});

describe("the slot form", () => {
  it("checks in the spec's order and reports only the first failure", () => {
    expect(firstError(slotInputSchema.safeParse({}))).toEqual(["service", "Please select a service for slot"]);
    expect(firstError(slotInputSchema.safeParse({ service: id }))).toEqual(["date", "Please select a date"]);
    expect(firstError(slotInputSchema.safeParse({ service: id, date: "2026-12-01" }))).toEqual(["startTime", "Please select End time for slot"]);
    expect(firstError(slotInputSchema.safeParse({ service: id, date: "2026-12-01", startTime: "10:00" }))).toEqual(["endTime", "Please select End time for slot"]);
    expect(firstError(slotInputSchema.safeParse({ service: id, date: "2026-12-01", startTime: "11:00", endTime: "10:00" }))).toEqual(["endTime", "Start time can't be after the end time"]);
    expect(slotInputSchema.safeParse({}).error?.issues).toHaveLength(1);
  });

  it("allows equal start and end times, as the spec does", () => {
    expect(slotInputSchema.safeParse({ service: id, date: "2026-12-01", startTime: "10:00", endTime: "10:00" }).success).toBe(true);
  });

  it("takes any minute of the day, and a slot that ends at midnight: 24:00, or 00:00 after a later start, stored as 24:00", () => {
    const slot = { service: id, date: "2026-12-01" };
    expect(slotInputSchema.parse({ ...slot, startTime: "07:35", endTime: "08:20" })).toMatchObject({ startTime: "07:35", endTime: "08:20" });
    expect(slotInputSchema.parse({ ...slot, startTime: "22:30", endTime: "24:00" }).endTime).toBe("24:00");
    expect(slotInputSchema.parse({ ...slot, startTime: "22:30", endTime: "00:00" }).endTime).toBe("24:00");
    // A slot of no length at midnight stays one (equal times, as the old site allowed).
    expect(slotInputSchema.parse({ ...slot, startTime: "00:00", endTime: "00:00" }).endTime).toBe("00:00");
    expect(firstError(slotInputSchema.safeParse({ ...slot, startTime: "24:00", endTime: "24:00" }))).toEqual(["startTime", "must be a time in the form HH:MM"]);
    expect(firstError(slotInputSchema.safeParse({ ...slot, startTime: "22:00", endTime: "24:01" }))).toEqual(["endTime", "must be a time in the form HH:MM"]);
  });
});

describe("schedule generation input", () => {
  const base = { service: id, from: "2026-12-01", to: "2026-12-07", weekdays: [1, 2, 3], opening: "09:00", closing: "17:00" };
  it("accepts one service or all, and drops repeated weekdays", () => {
    expect(scheduleInputSchema.parse({ ...base, weekdays: [1, 1, 2] }).weekdays).toEqual([1, 2]);
    expect(scheduleInputSchema.safeParse({ ...base, service: "all" }).success).toBe(true);
  });
  it("refuses a reversed or too long range, no weekdays, and closing before opening", () => {
    expect(firstError(scheduleInputSchema.safeParse({ ...base, to: "2026-11-30" }))).toEqual(["to", "must be on or after the start date"]);
    expect(firstError(scheduleInputSchema.safeParse({ ...base, to: "2027-03-15" }))).toEqual(["to", "A schedule can span at most 92 days"]);
    expect(firstError(scheduleInputSchema.safeParse({ ...base, weekdays: [] }))).toEqual(["weekdays", "Choose at least one weekday"]);
    expect(firstError(scheduleInputSchema.safeParse({ ...base, closing: "08:00" }))).toEqual(["closing", "Closing time must be after opening time"]);
    expect(firstError(scheduleInputSchema.safeParse({ ...base, weekdays: [7] }))?.[0]).toBe("weekdays.0");
  });
  it("takes each weekday's own hours, or none (the shop's opening hours), but not half of a pair", () => {
    const { opening: _opening, closing: _closing, ...perDay } = base;
    expect(scheduleInputSchema.safeParse(perDay).success).toBe(true);
    const hours = [{ weekday: 1, opening: "08:00", closing: "18:00" }, { weekday: 3, opening: "09:00", closing: "24:00" }];
    expect(scheduleInputSchema.parse({ ...perDay, hours }).hours).toEqual(hours);
    expect(firstError(scheduleInputSchema.safeParse({ ...perDay, opening: "09:00" }))).toEqual(["closing", "Give both opening and closing times, or neither (each weekday's own opening hours)"]);
    expect(firstError(scheduleInputSchema.safeParse({ ...perDay, hours: [{ weekday: 2, opening: "14:00", closing: "09:00" }] }))).toEqual(["hours.0.closing", "Closing time must be after opening time"]);
    expect(firstError(scheduleInputSchema.safeParse({ ...perDay, hours: [{ weekday: 6, opening: "09:00", closing: "14:00" }] }))).toEqual(["hours.0.weekday", "must be one of the chosen weekdays"]);
    expect(firstError(scheduleInputSchema.safeParse({ ...perDay, hours: [hours[0], hours[0]] }))).toEqual(["hours.1.weekday", "has hours for this weekday already"]);
  });
});

describe("cancelling or deleting slots over a range", () => {
  it("needs an action and an ordered range of at most a year; confirm and reason are optional", () => {
    expect(slotRangeSchema.parse({ action: "cancel", from: "2026-12-01", to: "2026-12-07", service: "", reason: "  " })).toEqual({ action: "cancel", from: "2026-12-01", to: "2026-12-07" });
    expect(firstError(slotRangeSchema.safeParse({ action: "remove", from: "2026-12-01", to: "2026-12-07" }))).toEqual(["action", "must be cancel or delete"]);
    expect(firstError(slotRangeSchema.safeParse({ action: "delete", from: "2026-12-07", to: "2026-12-01" }))).toEqual(["to", "must be on or after the start date"]);
    expect(firstError(slotRangeSchema.safeParse({ action: "delete", from: "2026-01-01", to: "2027-01-02" }))).toEqual(["to", "A change can span at most 366 days"]);
    expect(firstError(slotRangeSchema.safeParse({ action: "cancel", from: "2026-12-01", to: "2026-12-01", confirm: "yes" }))?.[0]).toBe("confirm");
  });
});

describe("list URLs", () => {
  it("leave out empty values, defaults and page 1", () => {
    expect(listHref("/x", { searchTerm: "", sort: "-createdAt", limit: 10, page: 1 }, { sort: "-createdAt", limit: 10 })).toBe("/x");
    expect(listHref("/x", { searchTerm: "wash", sort: "createdAt", limit: 20, page: 3 }, { sort: "-createdAt", limit: 10 })).toBe("/x?searchTerm=wash&sort=createdAt&limit=20&page=3");
  });
});
