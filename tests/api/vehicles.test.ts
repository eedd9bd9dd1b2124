import { api, bearer, insertService, insertSlot, isoDay, json, pool, registerAdmin, registerCustomer, removeCreatedUsers, removeServices, uniqueWord, type SignedIn } from "./support";

/**
 * The REST door of vehicle classes, add-ons, prices by class and customers'
 * vehicles (docs/vehicles.md): each route and its refusals, the new fields on
 * services and bookings, and the old client's call (service and slot alone),
 * which still books the default class at the service's price. The rules
 * themselves are tested in tests/domain/vehicles.test.ts.
 */
jest.setTimeout(60_000);

const word = uniqueWord();
const day = () => isoDay(21);

type VehicleClass = { _id: string; name: string; isDefault: boolean };
type AddOn = { _id: string; name: string; price: number; minutes: number; services: string[]; prices: { vehicleClass: string; price: number }[] };
type Vehicle = { _id: string; plate: string | null; vehicleClass: { _id: string; name: string } };
type Booking = { _id: string; amount: number; total: number; vehicleClass: { _id: string; name: string } | null; vehicle: { _id: string } | null; addOns: { name: string; price: number; minutes: number }[]; minutes: number };

let admin: SignedIn;
let customer: SignedIn;
let other: SignedIn;
let standard: VehicleClass;
let suv: VehicleClass;
let bike: VehicleClass;
let setAside: string[] = [];
const services: string[] = [];

const as = (who: SignedIn, method: string, body?: unknown) => (body === undefined ? { method, headers: bearer(who.accessToken) } : { method, ...json(body, bearer(who.accessToken)) });

/** A service of this file: $100 and an hour for the default class, $150 and 90 minutes for an SUV, not for motorbikes. */
async function detail(): Promise<string> {
  const id = await insertService({ name: `Detail ${word} ${services.length}`, priceCents: 10_000, duration: 60 });
  services.push(id);
  const priced = await api(`/api/services/${id}`, as(admin, "PUT", { prices: [{ vehicleClass: suv._id, price: 150, duration: 90 }, { vehicleClass: bike._id, offered: false }] }));
  expect(priced.status).toBe(200);
  return id;
}

beforeAll(async () => {
  [admin, customer, other] = await Promise.all([registerAdmin(), registerCustomer({ firstName: "Vera" }), registerCustomer({ firstName: "Otto" })]);
  standard = (await api<VehicleClass[]>("/api/vehicle-classes")).body.data.find((one) => one.isDefault)!;
  suv = (await api<VehicleClass>("/api/vehicle-classes", as(admin, "POST", { name: `SUV ${word}` }))).body.data;
  bike = (await api<VehicleClass>("/api/vehicle-classes", as(admin, "POST", { name: `Motorbike ${word}` }))).body.data;
  // This file's shop has one bay, so that a longer booking shows in the times offered.
  setAside = (await pool.query<{ id: string }>(`UPDATE "Bay" SET active = false WHERE active RETURNING id`)).rows.map((row) => row.id);
  expect((await api("/api/bays", as(admin, "POST", { name: `Bay ${word}` }))).status).toBe(201);
});

afterAll(async () => {
  await removeServices(services);
  await removeCreatedUsers();
  await pool.query(`DELETE FROM "AddOn" WHERE name LIKE $1`, [`%${word}%`]);
  await pool.query(`DELETE FROM "VehicleClass" WHERE name LIKE $1`, [`%${word}%`]);
  await pool.query(`DELETE FROM "Bay" WHERE name LIKE $1`, [`%${word}%`]);
  await pool.query(`UPDATE "Bay" SET active = true WHERE id = ANY($1::uuid[])`, [setAside]);
  await pool.end();
});

describe("/api/vehicle-classes", () => {
  it("lists the classes for anyone, the default marked; admins add, change and delete them", async () => {
    const listed = await api<VehicleClass[]>("/api/vehicle-classes");
    expect(listed.status).toBe(200);
    expect(listed.body.data.filter((one) => one.isDefault)).toHaveLength(1);
    expect(listed.body.totalDoc).toBe(listed.body.data.length);

    const made = await api<VehicleClass>("/api/vehicle-classes", as(admin, "POST", { name: `Van ${word}`, description: "Pickups and vans" }));
    expect(made).toMatchObject({ status: 201, body: { success: true, data: { name: `Van ${word}`, isDefault: false } } });
    const renamed = await api<VehicleClass>(`/api/vehicle-classes/${made.body.data._id}`, as(admin, "PUT", { name: `Pickup / Van ${word}` }));
    expect(renamed).toMatchObject({ status: 200, body: { data: { name: `Pickup / Van ${word}` } } });
    expect((await api(`/api/vehicle-classes/${made.body.data._id}`, as(admin, "DELETE"))).status).toBe(200);
  });

  it("refuses a nameless class, customers, unsetting the default and deleting it", async () => {
    const nameless = await api("/api/vehicle-classes", as(admin, "POST", { name: "  " }));
    expect(nameless.status).toBe(400);
    expect(nameless.body.errors?.[0]).toMatchObject({ field: "name" });
    expect((await api("/api/vehicle-classes", as(customer, "POST", { name: "Truck" }))).status).toBe(403);
    expect((await api(`/api/vehicle-classes/${standard._id}`, as(admin, "PUT", { isDefault: false }))).status).toBe(409);
    expect((await api(`/api/vehicle-classes/${standard._id}`, as(admin, "DELETE"))).status).toBe(409);
  });
});

describe("services' prices by class", () => {
  it("keep price and duration as the default class's numbers, and add prices per class, 'from' the lowest, and add-ons", async () => {
    const id = await detail();
    const service = await api<Record<string, unknown>>(`/api/services/${id}`);
    expect(service.body.data).toMatchObject({ price: 100, duration: 60, priceFrom: 100, pricesVary: true, addOns: [] });
    expect(service.body.data.prices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ vehicleClass: standard._id, isDefault: true, offered: true, price: 100, duration: 60 }),
        expect.objectContaining({ vehicleClass: suv._id, offered: true, price: 150, duration: 90 }),
        expect.objectContaining({ vehicleClass: bike._id, offered: false, price: null, duration: null }),
      ]),
    );
  });

  it("refuse a negative, absurd or non-numeric price, and the default class in the table; nothing changes", async () => {
    const id = await detail();
    for (const entry of [{ price: -5, duration: 60 }, { price: 1e9, duration: 60 }, { price: "lots", duration: 60 }, { price: 50, duration: -1 }]) {
      const refused = await api(`/api/services/${id}`, as(admin, "PUT", { prices: [{ vehicleClass: suv._id, ...entry }] }));
      expect(refused.status).toBe(400);
    }
    expect((await api(`/api/services/${id}`, as(admin, "PUT", { prices: [{ vehicleClass: standard._id, price: 1, duration: 1 }] }))).status).toBe(400);
    const after = await api<{ prices: { vehicleClass: string; price: number | null }[] }>(`/api/services/${id}`);
    expect(after.body.data.prices.find((price) => price.vehicleClass === suv._id)?.price).toBe(150);
  });
});

describe("/api/add-ons", () => {
  it("are listed for anyone (or for one service), and added, changed and removed by admins", async () => {
    const id = await detail();
    const made = await api<AddOn>("/api/add-ons", as(admin, "POST", { name: `Wax ${word}`, price: 25, minutes: 30, services: [id], prices: [{ vehicleClass: suv._id, price: 35 }] }));
    expect(made).toMatchObject({ status: 201, body: { data: { price: 25, minutes: 30, services: [id], prices: [{ vehicleClass: suv._id, price: 35 }] } } });
    const ofService = await api<AddOn[]>(`/api/add-ons?service=${id}`);
    expect(ofService.body.data.map((addOn) => addOn._id)).toEqual([made.body.data._id]);
    expect((await api<{ addOns: AddOn[] }>(`/api/services/${id}`)).body.data.addOns.map((addOn) => addOn.name)).toEqual([`Wax ${word}`]);

    expect((await api<AddOn>(`/api/add-ons/${made.body.data._id}`, as(admin, "PUT", { price: 30 }))).body.data.price).toBe(30);
    expect((await api(`/api/add-ons/${made.body.data._id}`, as(admin, "DELETE"))).status).toBe(200);
    expect((await api<AddOn[]>(`/api/add-ons?service=${id}`)).body.data).toEqual([]);
  });

  it("refuse a negative or non-numeric price, absurd minutes, an unknown service, and customers", async () => {
    const base = { name: `Bad ${word}`, price: 10, minutes: 10, services: [] };
    for (const change of [{ price: -1 }, { price: "free" }, { minutes: 100_000 }, { minutes: 1.5 }]) {
      expect((await api("/api/add-ons", as(admin, "POST", { ...base, ...change }))).status).toBe(400);
    }
    expect((await api("/api/add-ons", as(admin, "POST", { ...base, services: [crypto.randomUUID()] }))).status).toBe(400);
    expect((await api("/api/add-ons", as(customer, "POST", base))).status).toBe(403);
    expect((await api("/api/add-ons?service=nope")).status).toBe(400);
  });
});

describe("/api/my-vehicles", () => {
  it("keeps a customer's vehicles, each plate once, out of everyone else's reach", async () => {
    const made = await api<Vehicle>("/api/my-vehicles", as(customer, "POST", { vehicleClass: suv._id, make: "Toyota", model: "RAV4", colour: "Silver", plate: "dha 1234" }));
    expect(made).toMatchObject({ status: 201, body: { data: { plate: "DHA 1234", vehicleClass: { _id: suv._id } } } });
    expect((await api<Vehicle[]>("/api/my-vehicles", as(customer, "GET"))).body.data.map((vehicle) => vehicle._id)).toEqual([made.body.data._id]);
    expect((await api<Vehicle[]>("/api/my-vehicles", as(other, "GET"))).body.data).toEqual([]);

    const twice = await api("/api/my-vehicles", as(customer, "POST", { vehicleClass: standard._id, make: "Kia", model: "Rio", plate: "DHA 1234" }));
    expect(twice.status).toBe(409);
    expect(twice.body.errors?.[0]).toMatchObject({ field: "plate" });
    const long = await api("/api/my-vehicles", as(customer, "POST", { vehicleClass: standard._id, make: "Kia", model: "Rio", plate: "A".repeat(200) }));
    expect(long.status).toBe(400);
    expect(long.body.errors?.[0]).toMatchObject({ field: "plate" });
    expect((await api("/api/my-vehicles", as(customer, "POST", { vehicleClass: crypto.randomUUID(), make: "Kia", model: "Rio" }))).status).toBe(400);

    expect((await api(`/api/my-vehicles/${made.body.data._id}`, as(other, "PUT", { colour: "Red" }))).status).toBe(404);
    expect((await api(`/api/my-vehicles/${made.body.data._id}`, as(other, "DELETE"))).status).toBe(404);
    expect((await api("/api/my-vehicles", as(admin, "GET"))).status).toBe(403);
    expect((await api<Vehicle>(`/api/my-vehicles/${made.body.data._id}`, as(customer, "PUT", { plate: null }))).body.data.plate).toBeNull();
    expect((await api(`/api/my-vehicles/${made.body.data._id}`, as(customer, "DELETE"))).status).toBe(200);
  });
});

describe("booking with classes and add-ons", () => {
  it("the old client's call, service and slot alone, books the default class at the service's price", async () => {
    const id = await detail();
    const slot = await insertSlot({ serviceId: id, date: day(), startTime: "08:00", endTime: "09:00" });
    const booked = await api<Booking>("/api/bookings", as(customer, "POST", { service: id, slot }));
    expect(booked.status).toBe(201);
    expect(booked.body.data).toMatchObject({ amount: 100, total: 100, vehicleClass: { _id: standard._id }, vehicle: null, addOns: [], minutes: 60 });
  });

  it("prices a class, a vehicle and add-ons on the server, and offers only the times the bay is free for the whole length", async () => {
    const id = await detail();
    const wax = (await api<AddOn>("/api/add-ons", as(admin, "POST", { name: `Wax ${word} b`, price: 25, minutes: 30, services: [id] }))).body.data;
    const vehicle = (await api<Vehicle>("/api/my-vehicles", as(customer, "POST", { vehicleClass: suv._id, make: "Honda", model: "CR-V" }))).body.data;
    const ten = await insertSlot({ serviceId: id, date: day(), startTime: "10:00", endTime: "11:00" });
    await insertSlot({ serviceId: id, date: day(), startTime: "12:00", endTime: "13:00" });
    // Someone already has the bay at 13:00; an SUV with wax at 12:00 would need it until 14:00.
    const one = await insertSlot({ serviceId: id, date: day(), startTime: "13:00", endTime: "14:00" });
    expect((await api("/api/bookings", as(other, "POST", { service: id, slot: one }))).status).toBe(201);
    const times = async (query: string) =>
      (await api<{ startTime: string; bookable: boolean }[]>(`/api/slots/availability?service=${id}&date=${day()}${query}`)).body.data.filter((slot) => slot.bookable).map((slot) => slot.startTime);

    expect(await times("")).toEqual(["10:00", "12:00"]);
    expect(await times(`&vehicleClass=${suv._id}&addOns=${wax._id}`)).toEqual(["10:00"]);
    expect((await api(`/api/slots/availability?service=${id}&vehicleClass=${bike._id}`)).status).toBe(400);
    expect((await api(`/api/slots/availability?service=${id}&addOns=wax`)).status).toBe(400);

    const booked = await api<Booking>("/api/bookings", as(customer, "POST", { service: id, slot: ten, vehicle: vehicle._id, addOns: [wax._id] }));
    expect(booked.status).toBe(201);
    expect(booked.body.data).toMatchObject({ amount: 175, total: 175, vehicleClass: { _id: suv._id }, vehicle: { _id: vehicle._id }, addOns: [{ name: `Wax ${word} b`, price: 25, minutes: 30 }], minutes: 120 });
    const mine = await api<Booking>(`/api/my-bookings/${booked.body.data._id}`, as(customer, "GET"));
    expect(mine.body.data).toMatchObject({ total: 175, vehicle: { _id: vehicle._id } });
  });

  it("refuses a class the service does not offer, an add-on it does not take, someone else's vehicle; nothing is stored", async () => {
    const id = await detail();
    const slot = await insertSlot({ serviceId: id, date: day(), startTime: "15:00", endTime: "16:00" });
    const elsewhere = (await api<AddOn>("/api/add-ons", as(admin, "POST", { name: `Engine bay ${word}`, price: 30, minutes: 25, services: [] }))).body.data;
    const theirs = (await api<Vehicle>("/api/my-vehicles", as(other, "POST", { vehicleClass: suv._id, make: "Ford", model: "Ranger" }))).body.data;
    const attempts = [{ vehicleClass: bike._id }, { addOns: [elsewhere._id] }, { vehicle: theirs._id }, { addOns: "wax" }, { vehicleClass: "suv" }];
    for (const attempt of attempts) {
      const refused = await api("/api/bookings", as(customer, "POST", { service: id, slot, ...attempt }));
      expect(refused.status).toBe(400);
      expect(refused.body.success).toBe(false);
      expect(refused.body.message).toBeTruthy();
    }
    expect((await pool.query(`SELECT count(*)::int AS n FROM "Booking" WHERE "slotId" = $1`, [slot])).rows[0].n).toBe(0);
  });
});

describe("the waitlist with a car", () => {
  it("is joined with no body as before, or with a car it then offers a place for; a car the service does not take is refused", async () => {
    const id = await detail();
    const slot = await insertSlot({ serviceId: id, date: day(), startTime: "17:00", endTime: "18:00" });
    const holder = await api<Booking>("/api/bookings", as(other, "POST", { service: id, slot }));
    expect(holder.status).toBe(201);
    const waiter = await registerCustomer({ firstName: "Wendy" });
    const vehicle = (await api<Vehicle>("/api/my-vehicles", as(waiter, "POST", { vehicleClass: suv._id, make: "Kia", model: "Sportage" }))).body.data;
    const join = (who: SignedIn, body?: unknown) => api(`/api/slots/${slot}/waitlist`, as(who, "POST", body));

    for (const refused of [{ vehicleClass: bike._id }, { vehicle: "kia" }, { addOns: "wax" }, null, [1]]) {
      const answer = await join(waiter, refused);
      expect([answer.status, answer.body.success]).toEqual([400, false]);
      expect(answer.body.message).toBeTruthy();
    }
    expect((await pool.query(`SELECT count(*)::int AS n FROM "WaitlistEntry" WHERE "slotId" = $1`, [slot])).rows[0].n).toBe(0);

    expect((await join(customer)).status).toBe(201);
    expect((await join(waiter, { vehicle: vehicle._id })).status).toBe(201);
    const waits = await pool.query(`SELECT "vehicleClassId", "vehicleId" FROM "WaitlistEntry" WHERE "slotId" = $1 ORDER BY "createdAt"`, [slot]);
    expect(waits.rows).toEqual([
      { vehicleClassId: null, vehicleId: null },
      { vehicleClassId: suv._id, vehicleId: vehicle._id },
    ]);
  });
});

describe("availability for several cars", () => {
  it("answers the set's times when later cars are named, refuses a later car's bad class or add-on", async () => {
    // Two bays here (the file's shop has one until now), so that two cars can fit at once.
    expect((await api("/api/bays", as(admin, "POST", { name: `Second bay ${word}` }))).status).toBe(201);
    const id = await detail();
    // A day of its own: the file's other tests book bays on day().
    const otherDay = isoDay(23);
    await insertSlot({ serviceId: id, date: otherDay, startTime: "15:00", endTime: "16:00" });
    const one = await insertSlot({ serviceId: id, date: otherDay, startTime: "16:00", endTime: "17:00" });
    const two = await insertSlot({ serviceId: id, date: otherDay, startTime: "17:00", endTime: "18:00" });
    await pool.query(`UPDATE "Slot" SET capacity = 2 WHERE id = ANY($1::uuid[])`, [[one, two]]);
    expect((await api("/api/bookings", as(other, "POST", { service: id, slot: one }))).status).toBe(201);
    type CarsSlot = { startTime: string; bookable: boolean; remaining: number; tooFew?: boolean };
    const slots = async (query: string) => (await api<CarsSlot[]>(`/api/slots/availability?service=${id}&date=${otherDay}${query}`)).body.data.filter((slot) => slot.startTime >= "15:00");

    // One place at 15:00, one left at 16:00, two at 17:00: two cars fit at 17:00 only.
    expect((await slots(`&vehicleClass=${suv._id}&vehicleClass2=${standard._id}`)).map((slot) => [slot.startTime, slot.bookable, slot.tooFew])).toEqual([
      ["15:00", false, true],
      ["16:00", false, true],
      ["17:00", true, false],
    ]);
    // The old call, one car, answers as it did (no tooFew).
    expect((await slots("")).map((slot) => [slot.startTime, slot.bookable, slot.tooFew])).toEqual([
      ["15:00", true, undefined],
      ["16:00", true, undefined],
      ["17:00", true, undefined],
    ]);
    const badClass = await api(`/api/slots/availability?service=${id}&vehicleClass2=${bike._id}`);
    expect(badClass.status).toBe(400);
    expect((await api(`/api/slots/availability?service=${id}&addOns3=wax`)).status).toBe(400);
    expect((await api(`/api/slots/availability?service=${id}&vehicleClass4=not-an-id`)).status).toBe(400);
  });
});
