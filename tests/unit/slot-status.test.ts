import { slotWireStatus, toSlotDto } from "@/lib/server/slots/slot-dto";
import type { Service, Slot } from "@/lib/generated/prisma/client";

const now = new Date("2026-11-22T08:00:00.000Z");
const service: Service = {
  id: "3f1c8a52-9a43-4a43-8b1e-2f7d9b1c4e11",
  name: "Oil Change",
  description: "Fresh oil and a new filter",
  priceCents: 3050,
  duration: 20,
  image: null,
  isFeatured: false,
  isDeleted: false,
  bufferMinutes: 0,
  payAtShop: false,
  createdAt: now,
  updatedAt: now,
};
const slot = (overrides: Partial<Slot>): Slot & { service: Service } => ({
  id: "b2d7c0e4-1f7a-4c6e-9d2b-7a8e5f3c1d20",
  serviceId: service.id,
  date: new Date("2026-11-22T00:00:00.000Z"),
  startTime: "09:00",
  endTime: "10:00",
  startsAt: new Date("2026-11-22T09:00:00.000Z"),
  endsAt: new Date("2026-11-22T10:00:00.000Z"),
  capacity: 1,
  status: "available",
  heldUntil: null,
  walkIn: false,
  createdAt: now,
  updatedAt: now,
  service,
  ...overrides,
});

describe("a slot's status on the wire", () => {
  it("reports a slot held for a paying customer as booked, with the hold's end", () => {
    const held = toSlotDto(slot({ heldUntil: new Date("2026-11-22T08:30:00.000Z") }), now);
    expect(held.isBooked).toBe("booked");
    expect(held.heldUntil).toBe("2026-11-22T08:30:00.000Z");
    expect(held.bookable).toBe(false);
  });

  it("frees the slot once the hold has passed", () => {
    const expired = toSlotDto(slot({ heldUntil: new Date("2026-11-22T07:59:00.000Z") }), now);
    expect(expired.isBooked).toBe("available");
    expect(expired.heldUntil).toBeNull();
    expect(expired.bookable).toBe(true);
  });

  it("keeps booked and cancelled as they are", () => {
    expect(slotWireStatus({ status: "booked", heldUntil: null }, now)).toBe("booked");
    expect(slotWireStatus({ status: "cancel", heldUntil: null }, now)).toBe("cancel");
    expect(toSlotDto(slot({ status: "cancel" }), now).bookable).toBe(false);
  });

  it("does not offer a slot that has already started", () => {
    const started = toSlotDto(slot({ startsAt: new Date("2026-11-22T07:00:00.000Z"), endsAt: new Date("2026-11-22T08:00:00.000Z") }), now);
    expect(started.isBooked).toBe("available");
    expect(started.bookable).toBe(false);
  });

  it("carries the service's name, duration and price in dollars, and the local date", () => {
    expect(toSlotDto(slot({}), now)).toMatchObject({
      service: { _id: service.id, name: "Oil Change", duration: 20, price: 30.5 },
      date: "2026-11-22",
      startTime: "09:00",
      endTime: "10:00",
    });
  });
});

describe("a slot's places on the wire", () => {
  it("reads available while places remain, with how many, and booked once none does", () => {
    const roomy = toSlotDto(slot({ capacity: 3 }), now, 2);
    expect(roomy).toMatchObject({ capacity: 3, remaining: 2, isBooked: "available", bookable: true });
    const full = toSlotDto(slot({ capacity: 3 }), now, 0);
    expect(full).toMatchObject({ capacity: 3, remaining: 0, isBooked: "booked", bookable: false });
  });

  it("has nothing remaining once it has started, a cancelled one nothing at all", () => {
    const started = toSlotDto(slot({ capacity: 2, startsAt: new Date("2026-11-22T07:00:00.000Z"), endsAt: new Date("2026-11-22T08:30:00.000Z") }), now, 2);
    expect(started).toMatchObject({ remaining: 0, isBooked: "available", bookable: false });
    expect(toSlotDto(slot({ capacity: 2, status: "cancel" }), now, 2)).toMatchObject({ remaining: 0, isBooked: "cancel" });
  });
});

