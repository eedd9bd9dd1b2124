import { api, bearer, clockAt, insertCustomer, insertService, insertSlot, isoDay, json, keepShopSettings, pool, registerAdmin, removeCreatedUsers, removeServices, uniqueWord, type SignedIn } from "./support";

/**
 * Service and slot management (admin): creating, editing and soft-deleting
 * services; single slots with the spec's checks, overlap and past-date
 * refusal; schedule generation; toggling; and who may do any of it.
 */
type Service = { _id: string; name: string; description: string; price: number; duration: number; isFeatured: boolean; isDeleted: boolean };
type Slot = { _id: string; date: string; startTime: string; endTime: string; isBooked: string; service: { _id: string; name: string } };
type Generated = { created: number; skipped: number; skippedOverlapping: number; skippedPast: number };

const word = uniqueWord();
let admin: SignedIn;
let customerToken: string;
const made: string[] = [];

const asAdmin = (method: string, body?: unknown) => ({ method, ...json(body ?? {}, bearer(admin.accessToken)) });
const serviceRow = async (id: string) => (await pool.query(`SELECT name, "priceCents", duration, "isDeleted", "isFeatured" FROM "Service" WHERE id = $1`, [id])).rows[0];
const slotCount = async (serviceId: string) => Number((await pool.query(`SELECT count(*) FROM "Slot" WHERE "serviceId" = $1`, [serviceId])).rows[0].count);

async function newService(overrides: Record<string, unknown> = {}) {
  const answer = await api<Service>("/api/services", asAdmin("POST", { name: `Managed ${word}`, description: "Hand wash and dry", duration: 45, price: 30, isDeleted: false, ...overrides }));
  expect(answer.status).toBe(201);
  made.push(answer.body.data._id);
  return answer.body.data;
}

beforeAll(async () => {
  admin = await registerAdmin();
  customerToken = (await insertCustomer("not-admin")).token;
});

afterAll(async () => {
  await removeServices(made);
  await removeCreatedUsers();
  await pool.end();
});

describe("services", () => {
  it("creates a service with the price in dollars, stored as cents, and lists it in the catalogue", async () => {
    const service = await newService({ price: "42.50", duration: "60", isFeatured: true });
    expect(service).toMatchObject({ name: `Managed ${word}`, price: 42.5, duration: 60, isFeatured: true, isDeleted: false });
    expect(await serviceRow(service._id)).toMatchObject({ priceCents: 4250, duration: 60 });
    const catalogue = await api<Service[]>(`/api/services?searchTerm=${word}`);
    expect(catalogue.body.data.map((s) => s._id)).toContain(service._id);
  });

  it("answers the spec's messages for missing or bad fields, and stores nothing", async () => {
    const before = Number((await pool.query(`SELECT count(*) FROM "Service"`)).rows[0].count);
    const empty = await api("/api/services", asAdmin("POST", { name: "", description: " ", duration: "", price: "" }));
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([
      { field: "name", message: "Name is required" },
      { field: "description", message: "Description is required" },
      { field: "duration", message: "Duration is required" },
      { field: "price", message: "Price is required" },
    ]);
    const negative = await api("/api/services", asAdmin("POST", { name: "X", description: "Y", duration: 30, price: -5 }));
    expect(negative.body.errors).toEqual([{ field: "price", message: "Price must be a positive number" }]);
    const bad = await api("/api/services", asAdmin("POST", { name: "X", description: "Y", duration: 2.5, price: "abc", isDeleted: true }));
    expect(bad.body.errors?.map((e) => e.field)).toEqual(["duration", "price", "isDeleted"]);
    expect(Number((await pool.query(`SELECT count(*) FROM "Service"`)).rows[0].count)).toBe(before);
  });

  it("refuses prices that are not whole cents and numbers that are not plain decimals, and stores nothing", async () => {
    const before = Number((await pool.query(`SELECT count(*) FROM "Service"`)).rows[0].count);
    const free = await api("/api/services", { method: "POST", headers: { "content-type": "application/json", ...bearer(admin.accessToken) }, body: `{"name":"Free ${word}","description":"Y","duration":30,"price":1e-9}` });
    expect(free.status).toBe(400);
    expect(free.body.errors).toEqual([{ field: "price", message: "Price can have at most 2 decimals" }]);
    const hex = await api("/api/services", asAdmin("POST", { name: `Hex ${word}`, description: "Y", duration: "0x10", price: "0x10" }));
    expect(hex.status).toBe(400);
    expect(hex.body.errors?.map((error) => error.field).sort()).toEqual(["duration", "price"]);
    expect(Number((await pool.query(`SELECT count(*) FROM "Service"`)).rows[0].count)).toBe(before);
    const service = await newService({});
    expect((await api(`/api/services/${service._id}`, asAdmin("PUT", { price: 1e-9 }))).status).toBe(400);
    expect((await api(`/api/services/${service._id}`, asAdmin("PUT", { duration: "1e2" }))).status).toBe(400);
    expect(await serviceRow(service._id)).toMatchObject({ priceCents: 3000, duration: 45 });
    // The catalogue's price filter reads decimals only too.
    expect((await api("/api/services?min=0x10")).status).toBe(400);
    expect((await api("/api/services?min=16&max=20.50")).status).toBe(200);
  });

  it("refuses a name or description that shows nothing (spaces, zero-width characters)", async () => {
    const answer = await api("/api/services", asAdmin("POST", { name: "\u200b\u200b", description: " \u200b\u00a0", duration: 30, price: 10 }));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { field: "name", message: "Name is required" },
      { field: "description", message: "Description is required" },
    ]);
  });

  it("updates any of the fields and keeps the rest", async () => {
    const service = await newService();
    const updated = await api<Service>(`/api/services/${service._id}`, asAdmin("PUT", { price: 35.25, isFeatured: true }));
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: service.name, price: 35.25, duration: 45, isFeatured: true });
    const invalid = await api(`/api/services/${service._id}`, asAdmin("PUT", { price: 0 }));
    expect(invalid.status).toBe(400);
    const nothing = await api(`/api/services/${service._id}`, asAdmin("PUT", {}));
    expect(nothing.status).toBe(400);
    expect(await serviceRow(service._id)).toMatchObject({ priceCents: 3525, isFeatured: true });
    expect((await api(`/api/services/${crypto.randomUUID()}`, asAdmin("PUT", { price: 10 }))).status).toBe(404);
  });

  it("deletes softly: gone from the catalogue and new bookings, while existing bookings keep it", async () => {
    const service = await newService();
    const slot = await insertSlot({ serviceId: service._id, date: isoDay(3), startTime: "09:00", endTime: "10:00" });
    const spare = await insertSlot({ serviceId: service._id, date: isoDay(3), startTime: "10:00", endTime: "11:00" });
    const customer = await insertCustomer("kept");
    const booking = await api<{ _id: string }>("/api/bookings", { method: "POST", ...json({ service: service._id, slot }, bearer(customer.token)) });
    expect(booking.status).toBe(201);
    // A live booking or hold stands in the way (409) until it is cancelled.
    const refused = await api(`/api/services/${service._id}`, asAdmin("DELETE"));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("0 live bookings and 1 hold");
    expect((await api(`/api/bookings/${booking.body.data._id}/cancel`, asAdmin("POST", { refund: true, reason: "No longer offered" }))).status).toBe(200);

    const deleted = await api<Service>(`/api/services/${service._id}`, asAdmin("DELETE"));
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.isDeleted).toBe(true);
    expect(await serviceRow(service._id)).toMatchObject({ isDeleted: true });

    expect((await api(`/api/services/${service._id}`)).status).toBe(404);
    expect((await api<Service[]>(`/api/services?searchTerm=${word}`)).body.data.map((s) => s._id)).not.toContain(service._id);
    const names = await api<{ _id: string }[]>("/api/services/g/names", { headers: bearer(admin.accessToken) });
    expect(names.body.data.map((s) => s._id)).not.toContain(service._id);
    const late = await api("/api/bookings", { method: "POST", ...json({ service: service._id, slot: spare }, bearer((await insertCustomer("late")).token)) });
    expect(late.status).toBe(404);

    const mine = await api<{ _id: string; service: { name: string; isDeleted: boolean } }[]>("/api/my-bookings", { headers: bearer(customer.token) });
    expect(mine.body.data).toEqual([expect.objectContaining({ _id: booking.body.data._id, service: expect.objectContaining({ name: service.name, isDeleted: true }) })]);
    expect((await api(`/api/services/${service._id}`, asAdmin("DELETE"))).status).toBe(404);
  });

  it("lists names for the slot forms, sorted", async () => {
    const { status, body } = await api<{ _id: string; name: string; duration: number }[]>("/api/services/g/names", { headers: bearer(admin.accessToken) });
    expect(status).toBe(200);
    const names = body.data.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(body.data[0]).toEqual({ _id: expect.any(String), name: expect.any(String), duration: expect.any(Number) });
  });
});

describe("single slots", () => {
  let serviceId: string;
  beforeAll(async () => {
    serviceId = (await newService({ name: `Slots ${word}` }))._id;
  });

  it("creates a slot that shows in availability", async () => {
    const created = await api<Slot>("/api/services/slots", asAdmin("POST", { service: serviceId, date: isoDay(5), startTime: "10:00", endTime: "11:00" }));
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ date: isoDay(5), startTime: "10:00", endTime: "11:00", isBooked: "available", service: { _id: serviceId } });
    const day = await api<Slot[]>(`/api/slots/availability?service=${serviceId}&date=${isoDay(5)}`);
    expect(day.body.data.map((s) => s._id)).toContain(created.body.data._id);
  });

  it("checks in the spec's order, one message at a time", async () => {
    const check = async (body: Record<string, unknown>) => (await api("/api/services/slots", asAdmin("POST", body))).body.errors;
    expect(await check({})).toEqual([{ field: "service", message: "Please select a service for slot" }]);
    expect(await check({ service: serviceId })).toEqual([{ field: "date", message: "Please select a date" }]);
    expect(await check({ service: serviceId, date: isoDay(5), startTime: "10:00" })).toEqual([{ field: "endTime", message: "Please select End time for slot" }]);
    expect(await check({ service: serviceId, date: isoDay(5), startTime: "12:00", endTime: "11:00" })).toEqual([{ field: "endTime", message: "Start time can't be after the end time" }]);
    expect(await check({ service: serviceId, date: "2026-02-30", startTime: "10:00", endTime: "11:00" })).toEqual([{ field: "date", message: "must be a real date in the form YYYY-MM-DD" }]);
  });

  it("refuses an overlapping slot of the same service with 409, but not of another service", async () => {
    const base = { service: serviceId, date: isoDay(6), startTime: "14:00", endTime: "16:00" };
    expect((await api("/api/services/slots", asAdmin("POST", base))).status).toBe(201);
    for (const [startTime, endTime] of [["15:00", "17:00"], ["13:00", "15:00"], ["14:00", "16:00"], ["14:30", "15:00"]]) {
      const overlap = await api("/api/services/slots", asAdmin("POST", { ...base, startTime, endTime }));
      expect([startTime, overlap.status, overlap.body.message]).toEqual([startTime, 409, "This slot overlaps another slot of this service"]);
    }
    // Back to back is fine.
    expect((await api("/api/services/slots", asAdmin("POST", { ...base, startTime: "16:00", endTime: "17:00" }))).status).toBe(201);
    const other = (await newService({ name: `Other ${word}` }))._id;
    expect((await api("/api/services/slots", asAdmin("POST", { ...base, service: other }))).status).toBe(201);
  });

  it("takes any minute, and a slot that ends at midnight (24:00, or 00:00 after a later start), stored and answered as 24:00", async () => {
    const day = isoDay(7);
    const late = await api<Slot>("/api/services/slots", asAdmin("POST", { service: serviceId, date: day, startTime: "22:35", endTime: "00:00" }));
    expect(late.status).toBe(201);
    expect(late.body.data).toMatchObject({ date: day, startTime: "22:35", endTime: "24:00" });
    const stored = (await pool.query(`SELECT "endTime", "endsAt" FROM "Slot" WHERE id = $1`, [late.body.data._id])).rows[0];
    // The shop keeps UTC in the suite: the end is the next day's midnight.
    expect(stored).toEqual({ endTime: "24:00", endsAt: new Date(`${isoDay(8)}T00:00:00.000Z`) });
    const written = await api<Slot>("/api/services/slots", asAdmin("POST", { service: serviceId, date: isoDay(8), startTime: "23:05", endTime: "24:00" }));
    expect(written.status).toBe(201);
    expect(written.body.data.endTime).toBe("24:00");
    // Back to back with the next day's first slot; the same hour again overlaps.
    expect((await api("/api/services/slots", asAdmin("POST", { service: serviceId, date: isoDay(8), startTime: "23:30", endTime: "00:00" }))).status).toBe(409);
  });

  it("refuses a slot whose time has passed today with 400 on its start time, saying so", async () => {
    const noon = new Date(`${isoDay(0)}T12:00:00.000Z`);
    const refused = await api("/api/services/slots", { method: "POST", ...json({ service: serviceId, date: isoDay(0), startTime: "10:00", endTime: "11:00" }, { ...bearer(admin.accessToken), ...clockAt(noon) }) });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: "A slot cannot start in the past", errors: [{ field: "startTime", message: "A slot cannot start in the past" }] });
  });

  it("refuses a slot in the past, and one of an unknown service", async () => {
    const past = await api("/api/services/slots", asAdmin("POST", { service: serviceId, date: isoDay(-1), startTime: "10:00", endTime: "11:00" }));
    expect(past.status).toBe(400);
    expect(past.body.message).toBe("A slot cannot start in the past");
    const unknown = await api("/api/services/slots", asAdmin("POST", { service: crypto.randomUUID(), date: isoDay(5), startTime: "10:00", endTime: "11:00" }));
    expect(unknown.status).toBe(404);
  });
});

describe("toggling a slot", () => {
  let serviceId: string;
  beforeAll(async () => {
    serviceId = (await newService({ name: `Toggle ${word}` }))._id;
  });
  const toggle = (id: string) => api<Slot>(`/api/slots/toggle-status/${id}`, asAdmin("PUT"));

  it("cancels an available slot and makes a cancelled one available again", async () => {
    const slot = await insertSlot({ serviceId, date: isoDay(4), startTime: "09:00", endTime: "10:00" });
    expect((await toggle(slot)).body.data.isBooked).toBe("cancel");
    expect((await api<Slot>(`/api/slots/availability/${slot}`)).body.data.isBooked).toBe("cancel");
    expect((await toggle(slot)).body.data.isBooked).toBe("available");
  });

  it("refuses a booked slot and a slot held for a paying customer", async () => {
    const booked = await insertSlot({ serviceId, date: isoDay(4), startTime: "10:00", endTime: "11:00", status: "booked" });
    const refused = await toggle(booked);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("This slot is booked or held for a paying customer, so its status cannot change");
    const held = await insertSlot({ serviceId, date: isoDay(4), startTime: "11:00", endTime: "12:00", heldUntil: new Date(Date.now() + 10 * 60_000) });
    expect((await toggle(held)).status).toBe(409);
    const { rows } = await pool.query(`SELECT status FROM "Slot" WHERE id = ANY($1::uuid[]) ORDER BY "startTime"`, [[booked, held]]);
    expect(rows).toEqual([{ status: "booked" }, { status: "available" }]);
    expect((await toggle(crypto.randomUUID())).status).toBe(404);
    expect((await api("/api/slots/toggle-status/nope", asAdmin("PUT"))).status).toBe(400);
  });
});

describe("schedule generation", () => {
  it("creates a week of slots on the chosen weekdays, skipping overlaps, in one go", async () => {
    const service = await newService({ name: `Schedule ${word}`, duration: 60 });
    // A Monday-to-Sunday week, starting next Monday.
    const monday = isoDay(((8 - new Date().getUTCDay()) % 7) + 7);
    const sunday = new Date(Date.parse(monday) + 6 * 86_400_000).toISOString().slice(0, 10);
    const existing = await insertSlot({ serviceId: service._id, date: monday, startTime: "10:30", endTime: "11:30" });
    const schedule = { service: service._id, from: monday, to: sunday, weekdays: [1, 2, 3, 4, 5], opening: "09:00", closing: "13:00" };
    const answer = await api<Generated>("/api/slots/generate", asAdmin("POST", schedule));
    expect(answer.status).toBe(201);
    // Five days of four hourly slots, less Monday's 10:00 and 11:00 (they overlap 10:30-11:30).
    expect(answer.body.data).toEqual({ created: 18, skipped: 2, skippedOverlapping: 2, skippedPast: 0 });
    expect(await slotCount(service._id)).toBe(19);
    const monday9 = await api<Slot[]>(`/api/slots/availability?service=${service._id}&date=${monday}`);
    expect(monday9.body.data.map((s) => `${s.startTime}-${s.endTime}`)).toEqual(["09:00-10:00", "10:30-11:30", "12:00-13:00"]);
    const saturday = await api<Slot[]>(`/api/slots/availability?service=${service._id}&date=${new Date(Date.parse(monday) + 5 * 86_400_000).toISOString().slice(0, 10)}`);
    expect(saturday.body.data).toEqual([]);

    // Again: everything overlaps now, nothing is added.
    const again = await api<Generated>("/api/slots/generate", asAdmin("POST", schedule));
    expect(again.body.data).toMatchObject({ created: 0, skipped: 20 });
    expect(await slotCount(service._id)).toBe(19);
    void existing;
  });

  it("uses the chosen slot length, and skips slots already in the past", async () => {
    const service = await newService({ name: `Length ${word}`, duration: 90 });
    const today = isoDay(0);
    const answer = await api<Generated>("/api/slots/generate", asAdmin("POST", { service: service._id, from: today, to: today, weekdays: [0, 1, 2, 3, 4, 5, 6], opening: "00:00", closing: "23:30", slotMinutes: 30 }));
    expect(answer.status).toBe(201);
    expect(answer.body.data.created + answer.body.data.skippedPast).toBe(47);
    expect(answer.body.data.skippedPast).toBeGreaterThan(0);
    expect(await slotCount(service._id)).toBe(answer.body.data.created);
  });

  it("writes the largest schedule the form allows, and refuses a larger one up front naming the field", async () => {
    const service = await newService({ name: `Large ${word}`, duration: 15 });
    // The most quarter-hour slots one service's schedule can have under the limit of 5,000:
    // 64 days of 78 (04:00 to 23:30). Written slot by slot, this outlasted the 5 s a write may take.
    const largest = { service: service._id, from: isoDay(2), to: isoDay(65), weekdays: [0, 1, 2, 3, 4, 5, 6], opening: "04:00", closing: "23:30", slotMinutes: 15 };
    const answer = await api<Generated>("/api/slots/generate", asAdmin("POST", largest));
    expect(answer.status).toBe(201);
    expect(answer.body.data).toEqual({ created: 4992, skipped: 0, skippedOverlapping: 0, skippedPast: 0 });
    expect(await slotCount(service._id)).toBe(4992);
    const { rows } = await pool.query(`SELECT min("startTime") AS first, max("endTime") AS last, min(capacity) AS capacity FROM "Slot" WHERE "serviceId" = $1`, [service._id]);
    expect(rows[0]).toMatchObject({ first: "04:00", last: "23:30" });
    expect(rows[0].capacity).toBeGreaterThanOrEqual(1);

    // Again: all of it overlaps what is there, nothing is added.
    expect((await api<Generated>("/api/slots/generate", asAdmin("POST", largest))).body.data).toEqual({ created: 0, skipped: 4992, skippedOverlapping: 4992, skippedPast: 0 });
    // A day more is over the limit: refused before anything is written.
    const larger = await api("/api/slots/generate", asAdmin("POST", { ...largest, to: isoDay(66) }));
    expect(larger.status).toBe(400);
    expect(larger.body.errors).toEqual([{ field: "to", message: "That would make more than 5000 slots at once; choose a shorter range" }]);
    expect(await slotCount(service._id)).toBe(4992);
  }, 120_000);

  it("without opening and closing, gives each weekday its own opening hours and closed days none; `hours` sets a weekday's own", async () => {
    const restore = await keepShopSettings(admin.accessToken);
    try {
      // Saturday 09:00 to 14:00, Sunday closed, the other days 08:00 to 18:00.
      const openingHours = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: weekday === 6 ? "09:00" : "08:00", close: weekday === 6 ? "14:00" : "18:00", closed: weekday === 0 }));
      expect((await api("/api/settings", asAdmin("PUT", { openingHours }))).status).toBe(200);
      const service = await newService({ name: `Own hours ${word}`, duration: 60 });
      const monday = isoDay(((8 - new Date().getUTCDay()) % 7) + 7);
      const day = (offset: number) => new Date(Date.parse(monday) + offset * 86_400_000).toISOString().slice(0, 10);
      const answer = await api<Generated>("/api/slots/generate", asAdmin("POST", { service: service._id, from: monday, to: day(6), weekdays: [0, 1, 2, 3, 4, 5, 6] }));
      expect(answer.status).toBe(201);
      // Five days of ten hours, and Saturday's five.
      expect(answer.body.data).toEqual({ created: 55, skipped: 0, skippedOverlapping: 0, skippedPast: 0 });
      const span = async (serviceId: string, date: string) =>
        (await pool.query(`SELECT min("startTime") AS first, max("endTime") AS last, count(*)::int AS n FROM "Slot" WHERE "serviceId" = $1 AND date = $2::date`, [serviceId, date])).rows[0];
      expect(await span(service._id, monday)).toEqual({ first: "08:00", last: "18:00", n: 10 });
      expect(await span(service._id, day(5))).toEqual({ first: "09:00", last: "14:00", n: 5 });
      expect(await span(service._id, day(6))).toEqual({ first: null, last: null, n: 0 });

      // Hours given for a weekday are its own (a closed Sunday's too, and until midnight); the others keep the shop's.
      const other = await newService({ name: `Given hours ${word}`, duration: 60 });
      const hours = [{ weekday: 0, opening: "10:00", closing: "12:00" }, { weekday: 6, opening: "15:00", closing: "24:00" }];
      const given = await api<Generated>("/api/slots/generate", asAdmin("POST", { service: other._id, from: day(5), to: day(7), weekdays: [0, 1, 6], hours }));
      expect(given.status).toBe(201);
      expect(given.body.data.created).toBe(9 + 2 + 10);
      expect(await span(other._id, day(5))).toEqual({ first: "15:00", last: "24:00", n: 9 });
      expect(await span(other._id, day(6))).toEqual({ first: "10:00", last: "12:00", n: 2 });
      expect(await span(other._id, day(7))).toEqual({ first: "08:00", last: "18:00", n: 10 });

      // Old calls keep their meaning: the same opening and closing for every chosen weekday, a closed one included.
      const same = await newService({ name: `Same hours ${word}`, duration: 60 });
      const old = await api<Generated>("/api/slots/generate", asAdmin("POST", { service: same._id, from: day(5), to: day(6), weekdays: [0, 6], opening: "09:00", closing: "11:00" }));
      expect(old.body.data.created).toBe(4);
    } finally {
      await restore();
    }
  });

  it("validates the range, weekdays and hours", async () => {
    const service = (await newService({ name: `Invalid ${word}` }))._id;
    const base = { service, from: isoDay(2), to: isoDay(8), weekdays: [1], opening: "09:00", closing: "17:00" };
    const fields = async (body: Record<string, unknown>) => (await api("/api/slots/generate", asAdmin("POST", body))).body.errors?.map((e) => `${e.field}: ${e.message}`);
    expect(await fields({ ...base, to: isoDay(1) })).toEqual(["to: must be on or after the start date"]);
    expect(await fields({ ...base, to: isoDay(120) })).toEqual(["to: A schedule can span at most 92 days"]);
    expect(await fields({ ...base, weekdays: [] })).toEqual(["weekdays: Choose at least one weekday"]);
    expect(await fields({ ...base, closing: "09:00" })).toEqual(["closing: Closing time must be after opening time"]);
    expect(await fields({ ...base, closing: undefined })).toEqual(["closing: Give both opening and closing times, or neither (each weekday's own opening hours)"]);
    expect(await fields({ ...base, hours: [{ weekday: 1, opening: "12:00", closing: "10:00" }] })).toEqual(["hours.0.closing: Closing time must be after opening time"]);
    expect(await fields({ ...base, hours: [{ weekday: 2, opening: "10:00", closing: "12:00" }] })).toEqual(["hours.0.weekday: must be one of the chosen weekdays"]);
    expect(await fields({ ...base, slotMinutes: 5 })).toEqual(["slotMinutes: must be a whole number of minutes from 15 to 480"]);
    expect(await fields({ ...base, service: "some" })).toHaveLength(1);
    expect(await slotCount(service)).toBe(0);
  });
});

describe("the admin slot table", () => {
  it("pages through the slots still to come, soonest first, optionally of one service", async () => {
    const service = await newService({ name: `Table ${word}` });
    const later = await api<Slot>("/api/services/slots", asAdmin("POST", { service: service._id, date: isoDay(9), startTime: "08:00", endTime: "09:00" }));
    const sooner = await api<Slot>("/api/services/slots", asAdmin("POST", { service: service._id, date: isoDay(8), startTime: "08:00", endTime: "09:00" }));
    const past = await insertSlot({ serviceId: service._id, date: isoDay(-3), startTime: "08:00", endTime: "09:00" });
    const list = (query: string) => api<Slot[]>(`/api/services/get/all${query}`, { headers: bearer(admin.accessToken) });

    const own = await list(`?service=${service._id}`);
    expect(own.status).toBe(200);
    expect(own.body.data.map((s) => s._id)).toEqual([sooner.body.data._id, later.body.data._id]);
    expect(own.body.totalDoc).toBe(2);
    expect((await list(`?service=${service._id}&when=past`)).body.data.map((s) => s._id)).toEqual([past]);
    expect((await list(`?service=${service._id}&when=all`)).body.data.map((s) => s._id)).toEqual([later.body.data._id, sooner.body.data._id, past]);

    const everything = await list("?page=1&limit=10");
    expect(everything.body.data).toHaveLength(10);
    const starts = everything.body.data.map((s) => Date.parse(`${s.date}T${s.startTime}:00Z`));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(everything.body.totalDoc).toBe(
      Number((await pool.query(`SELECT count(*) FROM "Slot" s JOIN "Service" v ON v.id = s."serviceId" WHERE NOT v."isDeleted" AND s."endsAt" > now()`)).rows[0].count),
    );
    const capped = await list("?limit=500");
    expect(capped.status).toBe(200);
    expect(capped.body.data).toHaveLength(Math.min(100, capped.body.totalDoc ?? 0));
    expect((await list("?when=soon")).status).toBe(400);
    expect((await list("?service=abc")).status).toBe(400);
  });
});

describe("who may manage", () => {
  it("customers get 403 and anonymous callers 401 on every management endpoint, and nothing changes", async () => {
    const service = await insertService({ name: `Guarded ${word}`, priceCents: 1000 });
    made.push(service);
    const slot = await insertSlot({ serviceId: service, date: isoDay(3), startTime: "09:00", endTime: "10:00" });
    const calls: [string, string, unknown?][] = [
      ["POST", "/api/services", { name: "N", description: "D", duration: 30, price: 10 }],
      ["PUT", `/api/services/${service}`, { price: 1 }],
      ["DELETE", `/api/services/${service}`],
      ["GET", "/api/services/g/names"],
      ["POST", "/api/services/slots", { service, date: isoDay(3), startTime: "11:00", endTime: "12:00" }],
      ["GET", "/api/services/get/all"],
      ["PUT", `/api/slots/toggle-status/${slot}`],
      ["POST", "/api/slots/generate", { service, from: isoDay(3), to: isoDay(3), weekdays: [0, 1, 2, 3, 4, 5, 6], opening: "12:00", closing: "14:00" }],
    ];
    for (const [method, path, body] of calls) {
      const init = body === undefined ? { method } : { method, ...json(body) };
      expect([method, path, (await api(path, init)).status]).toEqual([method, path, 401]);
      const withToken = body === undefined ? { method, headers: bearer(customerToken) } : { method, ...json(body, bearer(customerToken)) };
      expect([method, path, (await api(path, withToken)).status]).toEqual([method, path, 403]);
    }
    expect(await serviceRow(service)).toMatchObject({ priceCents: 1000, isDeleted: false });
    expect(await slotCount(service)).toBe(1);
    expect((await pool.query(`SELECT status FROM "Slot" WHERE id = $1`, [slot])).rows[0].status).toBe("available");
  });
});
