import { bayInputSchema, bayUpdateSchema } from "@/lib/validation/bays";
import { scheduleInputSchema, serviceUpdateSchema, slotInputSchema, slotUpdateSchema } from "@/lib/validation/admin";
import { calendarQuerySchema } from "@/lib/validation/calendar";

const SERVICE = "3f1c8a52-9a43-4a43-8b1e-2f7d9b1c4e11";

describe("a bay", () => {
  it("is active and does every service unless told otherwise", () => {
    expect(bayInputSchema.parse({ name: "  Bay 4 " })).toEqual({ name: "Bay 4", active: true, allServices: true, services: [] });
  });

  it("needs a name, and some services when not every one", () => {
    expect(bayInputSchema.safeParse({ name: "   " }).success).toBe(false);
    expect(bayInputSchema.safeParse({ name: "Bay", allServices: false }).error?.issues[0]).toMatchObject({ path: ["services"] });
    expect(bayInputSchema.safeParse({ name: "Bay", allServices: false, services: ["not-an-id"] }).success).toBe(false);
    expect(bayInputSchema.parse({ name: "Bay", allServices: false, services: [SERVICE] }).services).toEqual([SERVICE]);
  });

  it("is changed by any one field, never by none", () => {
    expect(bayUpdateSchema.safeParse({}).success).toBe(false);
    expect(bayUpdateSchema.parse({ active: false })).toEqual({ active: false });
    expect(bayUpdateSchema.safeParse({ allServices: false, services: [] }).success).toBe(false);
  });
});

describe("a slot's capacity", () => {
  it("is a whole number from 1 to 50", () => {
    for (const good of [1, 50, "3"]) expect(slotUpdateSchema.safeParse({ capacity: good }).success).toBe(true);
    for (const bad of [0, 51, 2.5, "x", "1e1", null, undefined]) expect(slotUpdateSchema.safeParse({ capacity: bad }).success).toBe(false);
  });

  it("is optional when slots are made (the bays decide), and checked when given", () => {
    const slot = { service: SERVICE, date: "2030-01-02", startTime: "10:00", endTime: "11:00" };
    expect(slotInputSchema.parse(slot).capacity).toBeUndefined();
    expect(slotInputSchema.parse({ ...slot, capacity: "" }).capacity).toBeUndefined();
    expect(slotInputSchema.parse({ ...slot, capacity: 4 }).capacity).toBe(4);
    expect(slotInputSchema.safeParse({ ...slot, capacity: 0 }).success).toBe(false);
    const schedule = { service: "all", from: "2030-01-01", to: "2030-01-07", weekdays: [1], opening: "09:00", closing: "17:00" };
    expect(scheduleInputSchema.parse({ ...schedule, capacity: 2 }).capacity).toBe(2);
    expect(scheduleInputSchema.safeParse({ ...schedule, capacity: 99 }).success).toBe(false);
  });
});

describe("a service's cleanup time", () => {
  it("is 0 to 480 whole minutes", () => {
    expect(serviceUpdateSchema.parse({ bufferMinutes: 15 }).bufferMinutes).toBe(15);
    for (const bad of [-1, 481, 1.5]) expect(serviceUpdateSchema.safeParse({ bufferMinutes: bad }).success).toBe(false);
  });
});

describe("the calendar's URL", () => {
  it("reads a date and a view, the day view by default", () => {
    expect(calendarQuerySchema.parse({})).toEqual({ date: undefined, view: "day" });
    expect(calendarQuerySchema.parse({ date: "2030-02-03", view: "week" })).toEqual({ date: "2030-02-03", view: "week" });
    expect(calendarQuerySchema.safeParse({ view: "month" }).success).toBe(false);
    expect(calendarQuerySchema.safeParse({ date: "2030-02-30" }).success).toBe(false);
  });
});
