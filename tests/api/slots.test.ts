import { api, insertService, insertSlot, isoDay, pool, removeServices, uniqueWord } from "./support";

type Slot = {
  _id: string;
  service: { _id: string; name: string; duration: number; price: number };
  date: string;
  startTime: string;
  endTime: string;
  isBooked: "available" | "booked" | "cancel";
  heldUntil: string | null;
  bookable: boolean;
};

const word = uniqueWord();
// Computed when the tests run, not when the file loads.
let tomorrow: string;
let today: string;
let serviceId: string;
let removedServiceId: string;
const slots: Record<string, string> = {};

beforeAll(async () => {
  tomorrow = isoDay(1);
  today = isoDay(0);
  serviceId = await insertService({ name: `Slots ${word}`, priceCents: 4250, duration: 45 });
  removedServiceId = await insertService({ name: `Removed ${word}`, priceCents: 1000, isDeleted: true });
  // Inserted out of order: the API sorts by time.
  slots.late = await insertSlot({ serviceId, date: tomorrow, startTime: "15:00", endTime: "16:00" });
  slots.early = await insertSlot({ serviceId, date: tomorrow, startTime: "09:00", endTime: "10:00" });
  slots.booked = await insertSlot({ serviceId, date: tomorrow, startTime: "10:00", endTime: "11:00", status: "booked" });
  slots.cancelled = await insertSlot({ serviceId, date: tomorrow, startTime: "11:00", endTime: "12:00", status: "cancel" });
  slots.held = await insertSlot({ serviceId, date: tomorrow, startTime: "12:00", endTime: "13:00", heldUntil: new Date(Date.now() + 20 * 60_000) });
  slots.holdOver = await insertSlot({ serviceId, date: tomorrow, startTime: "13:00", endTime: "14:00", heldUntil: new Date(Date.now() - 60_000) });
  slots.startedToday = await insertSlot({ serviceId, date: today, startTime: "00:00", endTime: "00:01" });
  slots.ofRemoved = await insertSlot({ serviceId: removedServiceId, date: tomorrow, startTime: "09:00", endTime: "10:00" });
});

afterAll(async () => {
  await removeServices([serviceId, removedServiceId]);
  await pool.end();
});

describe("GET /api/slots/availability", () => {
  it("lists a day's slots in time order with their status", async () => {
    const { status, body } = await api<Slot[]>(`/api/slots/availability?service=${serviceId}&date=${tomorrow}`);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.map((s) => [s.startTime, s.isBooked, s.bookable])).toEqual([
      ["09:00", "available", true],
      ["10:00", "booked", false],
      ["11:00", "cancel", false],
      ["12:00", "booked", false], // held for a customer who is paying
      ["13:00", "available", true], // that hold has run out
      ["15:00", "available", true],
    ]);
    expect(body.totalDoc).toBe(6);
    expect(body.data[0]).toMatchObject({ _id: slots.early, date: tomorrow, endTime: "10:00", service: { _id: serviceId, name: `Slots ${word}`, duration: 45, price: 42.5 } });
  });

  it("says until when a held slot is held", async () => {
    const { body } = await api<Slot[]>(`/api/slots/availability?service=${serviceId}&date=${tomorrow}`);
    const held = body.data.find((s) => s._id === slots.held)!;
    expect(Date.parse(held.heldUntil!)).toBeGreaterThan(Date.now());
    expect(body.data.find((s) => s._id === slots.holdOver)!.heldUntil).toBeNull();
  });

  it("uses today when no date is given, and does not offer a slot that has started", async () => {
    const { status, body } = await api<Slot[]>(`/api/slots/availability?service=${serviceId}`);
    expect(status).toBe(200);
    expect(body.data.map((s) => s._id)).toEqual([slots.startedToday]);
    expect(body.data[0]).toMatchObject({ isBooked: "available", bookable: false });
  });

  it("returns an empty list for a day without slots", async () => {
    const { status, body } = await api<Slot[]>(`/api/slots/availability?service=${serviceId}&date=${isoDay(40)}`);
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it.each([
    ["service=SERVICE&date=2024-13-45", "date"],
    ["service=SERVICE&date=tomorrow", "date"],
    ["date=2026-12-01", "service"],
    ["service=42&date=2026-12-01", "service"],
  ])("refuses %s with 400 JSON naming the field", async (query, field) => {
    const { status, contentType, body } = await api(`/api/slots/availability?${query.replace("SERVICE", serviceId)}`);
    expect(status).toBe(400);
    expect(contentType).toContain("application/json");
    expect(body.errors?.map((e) => e.field)).toEqual([field]);
  });

  it("answers 404 for an unknown or removed service", async () => {
    for (const id of ["6a1f0c3e-2b4d-4c8e-9f1a-0b2c3d4e5f60", removedServiceId]) {
      const { status, body } = await api(`/api/slots/availability?service=${id}&date=${tomorrow}`);
      expect(status).toBe(404);
      expect(body).toEqual({ success: false, message: "Service not found" });
    }
  });
});

describe("GET /api/slots/availability/{id}", () => {
  it("returns one slot with its service's name, duration and price", async () => {
    const { status, body } = await api<Slot>(`/api/slots/availability/${slots.booked}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      _id: slots.booked,
      date: tomorrow,
      startTime: "10:00",
      endTime: "11:00",
      isBooked: "booked",
      service: { _id: serviceId, name: `Slots ${word}`, duration: 45, price: 42.5 },
    });
  });

  it("answers 404 for an unknown slot and for a slot of a removed service", async () => {
    for (const id of ["6a1f0c3e-2b4d-4c8e-9f1a-0b2c3d4e5f60", slots.ofRemoved]) {
      const { status, body } = await api(`/api/slots/availability/${id}`);
      expect(status).toBe(404);
      expect(body).toEqual({ success: false, message: "Slot not found" });
    }
  });

  it("answers 400 naming the id when it is not an id", async () => {
    const { status, body } = await api(`/api/slots/availability/not-an-id`);
    expect(status).toBe(400);
    expect(body.errors?.map((e) => e.field)).toEqual(["id"]);
  });
});
