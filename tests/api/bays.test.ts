import {
  api,
  BASE_URL,
  bearer,
  bookAndPay,
  insertCustomer,
  insertService,
  insertSlot,
  isoDay,
  json,
  pool,
  registerAdmin,
  registerCustomer,
  removeCreatedUsers,
  removeServices,
  uniqueWord,
  type SignedIn,
} from "./support";

/**
 * A shop's real capacity: bays shared by every service, and slots that take
 * several cars. This file arranges a three-bay shop of its own (the suite's
 * other bays are set aside while it runs, and put back after) and races
 * customers for it on both of the suite's servers.
 */
jest.setTimeout(90_000);

const SECOND_URL = process.env.STRIPE_BASE_URL || BASE_URL;
const word = uniqueWord();
const day = () => isoDay(20);

type Bay = { _id: string; name: string; active: boolean; allServices: boolean; services: string[] };
type Slot = { _id: string; capacity: number; remaining: number; isBooked: string; bookable: boolean };

let admin: SignedIn;
let customer: SignedIn;
let setAside: string[] = [];
const bays: Bay[] = [];
const services: string[] = [];

const book = async (token: string, service: string, slot: string, base = BASE_URL) => {
  const response = await fetch(`${base}/api/bookings`, { method: "POST", ...json({ service, slot }, bearer(token)) });
  return { status: response.status, body: (await response.json()) as { message: string; data: { _id: string } } };
};
const liveBookings = async (where: string, params: unknown[]) =>
  (await pool.query<{ id: string; bayId: string; slotId: string }>(`SELECT id, "bayId", "slotId" FROM "Booking" WHERE status IN ('pending', 'confirm') AND ${where}`, params)).rows;
const newService = async (fields: { duration?: number; bufferMinutes?: number } = {}) => {
  const id = await insertService({ name: `Bays ${word} ${services.length}`, priceCents: 1500, duration: fields.duration ?? 60 });
  if (fields.bufferMinutes) await pool.query(`UPDATE "Service" SET "bufferMinutes" = $2 WHERE id = $1`, [id, fields.bufferMinutes]);
  services.push(id);
  return id;
};
const slotOf = async (service: string, startTime: string, endTime: string, capacity = 1) => {
  const id = await insertSlot({ serviceId: service, date: day(), startTime, endTime });
  if (capacity !== 1) await pool.query(`UPDATE "Slot" SET capacity = $2 WHERE id = $1`, [id, capacity]);
  return id;
};
const wireSlot = async (id: string) => (await api<Slot>(`/api/slots/availability/${id}`)).body.data;

beforeAll(async () => {
  [admin, customer] = await Promise.all([registerAdmin(), registerCustomer({ firstName: "Bayla" })]);
  // The suite's other bays step aside: this file's shop has exactly the three it makes.
  setAside = (await pool.query<{ id: string }>(`UPDATE "Bay" SET active = false WHERE active RETURNING id`)).rows.map((row) => row.id);
  for (const name of ["A", "B", "C"]) {
    const created = await api<Bay>("/api/bays", { method: "POST", ...json({ name: `Bay ${name} ${word}` }, bearer(admin.accessToken)) });
    expect(created.status).toBe(201);
    bays.push(created.body.data);
  }
});

afterAll(async () => {
  await removeServices(services);
  await pool.query(`DELETE FROM "Bay" WHERE name LIKE $1`, [`%${word}%`]);
  await pool.query(`UPDATE "Bay" SET active = true WHERE id = ANY($1::uuid[])`, [setAside]);
  await removeCreatedUsers();
  await pool.end();
});

describe("/api/bays", () => {
  it("lists, adds, changes and deletes bays; each can do every service unless told", async () => {
    expect(bays.map((bay) => [bay.active, bay.allServices, bay.services])).toEqual([
      [true, true, []],
      [true, true, []],
      [true, true, []],
    ]);
    const service = await newService();
    const listed = await api<Bay[]>("/api/bays", { headers: bearer(admin.accessToken) });
    expect(listed.status).toBe(200);
    expect(listed.body.data.filter((bay) => bay.active).map((bay) => bay._id)).toEqual(bays.map((bay) => bay._id));

    const spare = await api<Bay>("/api/bays", { method: "POST", ...json({ name: `Spare ${word}`, active: false, allServices: false, services: [service] }, bearer(admin.accessToken)) });
    expect(spare.status).toBe(201);
    expect(spare.body.data).toMatchObject({ name: `Spare ${word}`, active: false, allServices: false, services: [service] });
    const renamed = await api<Bay>(`/api/bays/${spare.body.data._id}`, { method: "PUT", ...json({ name: `Spare two ${word}`, allServices: true }, bearer(admin.accessToken)) });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: `Spare two ${word}`, allServices: true, services: [], active: false });
    const removed = await api(`/api/bays/${spare.body.data._id}`, { method: "DELETE", headers: bearer(admin.accessToken) });
    expect(removed.status).toBe(200);
    expect((await api(`/api/bays/${spare.body.data._id}`, { method: "DELETE", headers: bearer(admin.accessToken) })).status).toBe(404);
  });

  it("refuses bad input with the field's message, and customers", async () => {
    const post = (body: unknown, token = admin.accessToken) => api<unknown>("/api/bays", { method: "POST", ...json(body, bearer(token)) });
    const blank = await post({ name: "   " });
    expect(blank.status).toBe(400);
    const noServices = await post({ name: `Empty ${word}`, allServices: false, services: [] });
    expect(noServices.status).toBe(400);
    expect(JSON.stringify(noServices.body)).toContain("Choose at least one service");
    const unknown = await post({ name: `Unknown ${word}`, allServices: false, services: ["3f1c8a52-9a43-4a43-8b1e-2f7d9b1c4e11"] });
    expect(unknown.status).toBe(400);
    expect((await post({ name: `Customer ${word}` }, customer.accessToken)).status).toBe(403);
    expect((await pool.query(`SELECT count(*)::int AS n FROM "Bay" WHERE name LIKE $1 AND name NOT LIKE 'Bay %'`, [`%${word}%`])).rows[0].n).toBe(0);
  });

  it("will not make inactive, or delete, a bay that holds an upcoming booking (409 saying how many)", async () => {
    const service = await newService();
    const slot = await slotOf(service, "08:00", "09:00");
    const racer = await insertCustomer("bay-holder");
    const held = await book(racer.token, service, slot);
    expect(held.status).toBe(201);
    const [{ bayId }] = await liveBookings(`"slotId" = $1`, [slot]);
    const off = await api(`/api/bays/${bayId}`, { method: "PUT", ...json({ active: false }, bearer(admin.accessToken)) });
    expect(off.status).toBe(409);
    expect(off.body.message).toBe("This bay has 1 upcoming booking: cancel or move it first");
    // A shop whose bays are its staff reads its own word.
    const relabel = (bayLabel: string) => api<{ bayLabel: string }>("/api/settings", { method: "PUT", ...json({ bayLabel }, bearer(admin.accessToken)) });
    expect((await relabel("staff")).body.data.bayLabel).toBe("staff");
    try {
      const deleting = await api(`/api/bays/${bayId}`, { method: "DELETE", headers: bearer(admin.accessToken) });
      expect(deleting.status).toBe(409);
      expect(deleting.body.message).toBe("This staff member has 1 upcoming booking: cancel or move it first");
    } finally {
      expect((await relabel("bays")).status).toBe(200);
    }
    expect((await pool.query(`SELECT active FROM "Bay" WHERE id = $1`, [bayId])).rows[0].active).toBe(true);
  });
});

describe("a booking occupies one bay", () => {
  it("40 customers across four services' overlapping slots in a three-bay shop get exactly 3 places, in 3 bays", async () => {
    const four = [await newService(), await newService(), await newService(), await newService()];
    const slots = await Promise.all(four.map((service, index) => slotOf(service, index % 2 ? "10:30" : "10:00", index % 2 ? "11:30" : "11:00", 3)));
    const racers = await Promise.all(Array.from({ length: 40 }, () => insertCustomer("bay-racer")));
    const answers = await Promise.all(racers.map((racer, index) => book(racer.token, four[index % 4], slots[index % 4], index % 2 ? SECOND_URL : BASE_URL)));
    const live = await liveBookings(`"slotId" = ANY($1::uuid[])`, [slots]);
    // Counted together, so that a failure shows every answer (slot, server, status, message) and what the database holds.
    const tally = (list: string[]) => list.reduce<Record<string, number>>((counts, entry) => ({ ...counts, [entry]: (counts[entry] ?? 0) + 1 }), {});
    const outcome = {
      created: answers.filter((answer) => answer.status === 201).length,
      refused: answers.filter((answer) => answer.status === 409).length,
      live: live.length,
      answers: tally(answers.map((answer, index) => `slot ${index % 4} on server ${index % 2}: ${answer.status} ${answer.body.message}`)),
      liveBySlot: tally(live.map((booking) => `slot ${slots.findIndex((slot) => slot === booking.slotId)}`)),
    };
    expect(outcome).toMatchObject({ created: 3, refused: 37, live: 3 });
    expect(new Set(live.map((booking) => booking.bayId))).toEqual(new Set(bays.map((bay) => bay._id)));
    // Every slot overlapping them now reads full.
    for (const slot of slots) expect(await wireSlot(slot)).toMatchObject({ remaining: 0, isBooked: "booked", bookable: false });
  });
});

describe("a slot's capacity", () => {
  it("defaults to the bays that can do the service, and shows what remains", async () => {
    const service = await newService();
    const created = await api<Slot>("/api/services/slots", { method: "POST", ...json({ service, date: day(), startTime: "16:00", endTime: "17:00" }, bearer(admin.accessToken)) });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ capacity: 3, remaining: 3, isBooked: "available", bookable: true });
    const chosen = await api<Slot>("/api/services/slots", { method: "POST", ...json({ service, date: day(), startTime: "17:00", endTime: "18:00", capacity: 2 }, bearer(admin.accessToken)) });
    expect(chosen.body.data).toMatchObject({ capacity: 2, remaining: 2 });
    expect((await book(customer.accessToken, service, created.body.data._id)).status).toBe(201);
    const availability = await api<Slot[]>(`/api/slots/availability?service=${service}&date=${day()}`);
    expect(availability.body.data.find((slot) => slot._id === created.body.data._id)).toMatchObject({ capacity: 3, remaining: 2, isBooked: "available", bookable: true });
  });

  it("30 customers racing for a slot of capacity 3, on both servers, get exactly 3 places", async () => {
    const service = await newService();
    const slot = await slotOf(service, "18:00", "19:00", 3);
    const racers = await Promise.all(Array.from({ length: 30 }, () => insertCustomer("capacity-racer")));
    const answers = await Promise.all(racers.map((racer, index) => book(racer.token, service, slot, index % 2 ? SECOND_URL : BASE_URL)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(27);
    const live = await liveBookings(`"slotId" = $1`, [slot]);
    expect(live).toHaveLength(3);
    expect(new Set(live.map((booking) => booking.bayId)).size).toBe(3);
    expect(await wireSlot(slot)).toMatchObject({ capacity: 3, remaining: 0, isBooked: "booked", bookable: false });
  });

  it("gives a customer at most one place in a slot", async () => {
    const service = await newService();
    const slot = await slotOf(service, "19:00", "20:00", 3);
    const someone = await insertCustomer("one-place");
    await bookAndPay(someone.token, service, slot);
    const again = await book(someone.token, service, slot);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("You already hold a place in this slot: see My Bookings.");
    expect(await liveBookings(`"slotId" = $1`, [slot])).toHaveLength(1);
  });

  it("PUT /api/slots/{id} changes it, never below its live bookings", async () => {
    const service = await newService();
    const slot = await slotOf(service, "20:00", "21:00", 3);
    for (let i = 0; i < 2; i++) expect((await book((await insertCustomer("lowering")).token, service, slot)).status).toBe(201);
    const put = (body: unknown, token = admin.accessToken) => api<Slot>(`/api/slots/${slot}`, { method: "PUT", ...json(body, bearer(token)) });
    const below = await put({ capacity: 1 });
    expect(below.status).toBe(409);
    expect(below.body.message).toBe("This slot holds 2 live bookings: its places cannot go below 2");
    for (const bad of [{ capacity: 0 }, { capacity: 51 }, { capacity: 2.5 }, { capacity: "many" }, {}]) expect((await put(bad)).status).toBe(400);
    expect((await put({ capacity: 2 }, customer.accessToken)).status).toBe(403);
    expect((await pool.query(`SELECT capacity FROM "Slot" WHERE id = $1`, [slot])).rows[0].capacity).toBe(3);
    const lowered = await put({ capacity: 2 });
    expect(lowered.status).toBe(200);
    expect(lowered.body.data).toMatchObject({ capacity: 2, remaining: 0, isBooked: "booked" });
    const raised = await put({ capacity: 3 });
    expect(raised.body.data).toMatchObject({ capacity: 3, remaining: 1, isBooked: "available" });
  });

  it("lowered in the middle of a race, never ends below what was booked", async () => {
    const service = await newService();
    const slot = await slotOf(service, "21:00", "22:00", 3);
    const racers = await Promise.all(Array.from({ length: 30 }, () => insertCustomer("lower-racer")));
    const race = Promise.all(racers.map((racer, index) => book(racer.token, service, slot, index % 2 ? SECOND_URL : BASE_URL)));
    const lowering = api(`/api/slots/${slot}`, { method: "PUT", ...json({ capacity: 2 }, bearer(admin.accessToken)) });
    const [answers, lowered] = await Promise.all([race, lowering]);
    const { capacity } = (await pool.query(`SELECT capacity FROM "Slot" WHERE id = $1`, [slot])).rows[0];
    const live = await liveBookings(`"slotId" = $1`, [slot]);
    expect(live.length).toBeLessThanOrEqual(capacity);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(live.length);
    if (lowered.status === 200) expect(capacity).toBe(2);
    else expect([lowered.status, capacity, live.length]).toEqual([409, 3, 3]);
  });

  it("with a bay made inactive in the middle of a race, never ends with a booking in it or over the limit", async () => {
    // The earlier tests' bookings leave the bays, so that the one made inactive holds nothing when the race starts.
    await pool.query(`UPDATE "Booking" SET status = 'cancel' WHERE "serviceId" = ANY($1::uuid[])`, [services]);
    const service = await newService();
    const slot = await slotOf(service, "22:00", "23:00", 3);
    const last = bays[2];
    const racers = await Promise.all(Array.from({ length: 30 }, () => insertCustomer("bay-off-racer")));
    const race = Promise.all(racers.map((racer, index) => book(racer.token, service, slot, index % 2 ? SECOND_URL : BASE_URL)));
    const off = api(`/api/bays/${last._id}`, { method: "PUT", ...json({ active: false }, bearer(admin.accessToken)) });
    const [answers, switched] = await Promise.all([race, off]);
    const live = await liveBookings(`"slotId" = $1`, [slot]);
    const { active } = (await pool.query(`SELECT active FROM "Bay" WHERE id = $1`, [last._id])).rows[0];
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(live.length);
    if (switched.status === 200) {
      expect(active).toBe(false);
      expect(live.filter((booking) => booking.bayId === last._id)).toEqual([]);
      expect(live.length).toBeLessThanOrEqual(2);
    } else {
      expect([switched.status, active, live.length]).toEqual([409, true, 3]);
    }
    await pool.query(`UPDATE "Bay" SET active = true WHERE id = $1`, [last._id]);
  });
});
