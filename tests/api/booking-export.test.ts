import { randomUUID } from "node:crypto";
import { FORMULA_START, naiveCells, parseCsv } from "../support/csv";
import { payOnTestCheckout } from "../../scripts/test-checkout";
import { api, BASE_URL, bearer, bookAndPay, insertCustomer, insertService, insertSlotAt, json, pool, registerAdmin, registerCustomer, removeCreatedUsers, removeServices, uniqueWord, type SignedIn } from "./support";

/**
 * Booking Management's CSV export: admins only, a required and sane date
 * range (400 in JSON otherwise), a UTF-8 file with a header row, the
 * bookings of those days only, and cells a spreadsheet would run as
 * formulas written as text; after the older columns, each booking's vehicle
 * class, vehicle, plate, add-ons and total.
 */
let admin: SignedIn;
let customer: SignedIn;
let serviceId: string;
const services: string[] = [];

/** Days from now, as YYYY-MM-DD (UTC, the test servers' shop time zone). */
const day = (offset: number) => new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + offset)).toISOString().slice(0, 10);
const at = (offset: number, hour: number) => new Date(`${day(offset)}T${String(hour).padStart(2, "0")}:00:00Z`);

const download = (params: Record<string, string>, token: string | null = admin.accessToken) =>
  fetch(`${BASE_URL}/api/bookings/export?${new URLSearchParams(params)}`, { headers: token ? bearer(token) : {} });

beforeAll(async () => {
  admin = await registerAdmin();
  customer = await registerCustomer();
  serviceId = await insertService({ name: `@Export Wash ${randomUUID().slice(0, 6)}`, priceCents: 4550, duration: 30 });
  services.push(serviceId);
});

const word = uniqueWord();

afterAll(async () => {
  await removeServices(services);
  await removeCreatedUsers();
  await pool.query(`DELETE FROM "AddOn" WHERE name LIKE $1`, [`%${word}%`]);
  await pool.query(`DELETE FROM "VehicleClass" WHERE name LIKE $1`, [`%${word}%`]);
  await pool.end();
});

/** The columns the file had before vehicles, in their order: clients read them by position. */
const OLDER_COLUMNS = [
  "Booking ID", "Made at", "Slot date", "Start", "End", "Time zone", "Service", "Customer", "Name given", "Email", "Phone", "Status", "Payment", "Amount", "Currency", "Paid at", "Reference",
  "Refund by hand owed", "Refunded by hand", "Refund method", "Refund note", "Refund recorded at",
];

describe("GET /api/bookings/export", () => {
  it("is for admins only", async () => {
    const range = { from: day(1), to: day(2) };
    expect((await download(range, null)).status).toBe(401);
    const refused = await download(range, customer.accessToken);
    expect(refused.status).toBe(403);
    expect((await refused.json()).success).toBe(false);
  });

  it("refuses a missing, impossible, backwards or too long range with 400 naming the field", async () => {
    for (const [params, field] of [
      [{ to: day(1) }, "from"],
      [{ from: day(1) }, "to"],
      [{ from: "2026-02-30", to: day(1) }, "from"],
      [{ from: "yesterday", to: day(1) }, "from"],
      [{ from: day(3), to: day(1) }, "to"],
      [{ from: day(0), to: day(400) }, "to"],
    ] as const) {
      const answer = await download(params);
      expect(answer.status).toBe(400);
      expect(answer.headers.get("content-type")).toContain("application/json");
      const body = await answer.json();
      expect(body.errors.map((error: { field: string }) => error.field)).toContain(field);
    }
  });

  it("downloads the days' bookings as UTF-8 CSV with a header row, by slot time, formulas written as text", async () => {
    const buyer = await insertCustomer("exported");
    await pool.query(`UPDATE "User" SET "firstName" = $2, "lastName" = $3, phone = $4 WHERE id = $1`, [buyer.id, '=HYPERLINK("http://evil.test")', 'Søren, "Jr"', "+8801712345678"]);
    const later = await bookAndPay(buyer.token, serviceId, await insertSlotAt(serviceId, at(20, 15), 30));
    const earlier = await bookAndPay(buyer.token, serviceId, await insertSlotAt(serviceId, at(20, 9), 30));
    const outside = await bookAndPay(buyer.token, serviceId, await insertSlotAt(serviceId, at(23, 9), 30));

    const answer = await download({ from: day(19), to: day(21) });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toBe(`attachment; filename="bookings-${day(19)}-to-${day(21)}.csv"`);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(new TextDecoder().decode(bytes.slice(3)));
    const [header, ...data] = rows;
    expect(header).toEqual([...OLDER_COLUMNS, "Vehicle class", "Vehicle", "Plate", "Add-ons", "Total"]);
    const ours = data.filter((row) => [later, earlier, outside].includes(row[0]));
    expect(ours.map((row) => row[0])).toEqual([earlier, later]);
    const [first] = ours;
    const cell = (name: string) => first[header.indexOf(name)];
    expect(cell("Slot date")).toBe(day(20));
    expect(cell("Start")).toBe("09:00");
    expect(cell("End")).toBe("09:30");
    expect(cell("Time zone")).toBe("UTC");
    expect(cell("Service")).toMatch(/^'@Export Wash /);
    expect(cell("Customer")).toBe(`'=HYPERLINK("http://evil.test") Søren, "Jr"`);
    expect(cell("Phone")).toBe("'+8801712345678");
    expect(cell("Status")).toBe("confirm");
    expect(cell("Payment")).toBe("paid");
    expect(cell("Amount")).toBe("45.5");
    expect(cell("Made at")).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    // A booking of the default class alone: its class and total, no vehicle or add-ons.
    expect(first.slice(OLDER_COLUMNS.length)).toEqual([expect.any(String), "", "", "", "45.5"]);
    const stored = (await pool.query(`SELECT "createdAt", reference FROM "Booking" WHERE id = $1`, [earlier])).rows[0];
    expect(cell("Made at")).toBe((stored.createdAt as Date).toISOString().slice(0, 16).replace("T", " "));
    expect(cell("Reference")).toBe(stored.reference);
    expect(cell("Reference")).toMatch(/^SP-[2-9A-HJKMNP-TV-Z]{5}$/);
    // No cell of the file starts with a character a spreadsheet would run.
    for (const row of ours) for (const value of row) expect(value).not.toMatch(/^[=+\-@\t\r]/);
  });

  it("guards what a spreadsheet splitting on ';' or a tab would cut out of a cell", async () => {
    const buyer = await insertCustomer("exported-semicolon");
    await pool.query(`UPDATE "User" SET "firstName" = $2, "lastName" = $3, phone = $4 WHERE id = $1`, [buyer.id, "x;=1+1;", "Tab\t@SUM(A1)", "+8801712345679"]);
    const booking = await bookAndPay(buyer.token, serviceId, await insertSlotAt(serviceId, at(25, 10), 30));

    const answer = await download({ from: day(25), to: day(25) });
    expect(answer.status).toBe(200);
    const text = new TextDecoder().decode(new Uint8Array(await answer.arrayBuffer()).slice(3));
    for (const separator of [",", ";", "\t"] as const) {
      for (const row of parseCsv(text, separator)) for (const value of row) expect([separator, value]).toEqual([separator, expect.not.stringMatching(FORMULA_START)]);
    }
    for (const value of naiveCells(text)) expect(value).not.toMatch(FORMULA_START);
    // Read with commas, the cell says what the customer is called.
    const [header, ...data] = parseCsv(text);
    const row = data.find((cells) => cells[0] === booking)!;
    expect(row[header.indexOf("Customer")]).toBe("x;'=1+1; Tab\t'@SUM(A1)");
  });

  it("is a header row alone for days without bookings", async () => {
    const answer = await download({ from: "2001-01-01", to: "2001-01-31" });
    expect(answer.status).toBe(200);
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(await answer.arrayBuffer())).toBe(
      `\uFEFFBooking ID,Made at,Slot date,Start,End,Time zone,Service,Customer,Name given,Email,Phone,Status,Payment,Amount,Currency,Paid at,Reference,Refund by hand owed,Refunded by hand,Refund method,Refund note,Refund recorded at,Vehicle class,Vehicle,Plate,Add-ons,Total\r\n`,
    );
  });

  it("ends each row with the booking's vehicle class, vehicle, plate, add-ons and total, the older columns unchanged", async () => {
    const as = (who: SignedIn, method: string, body: unknown) => ({ method, ...json(body, bearer(who.accessToken)) });
    const suv = (await api<{ _id: string }>("/api/vehicle-classes", as(admin, "POST", { name: `SUV ${word}` }))).body.data;
    expect((await api(`/api/services/${serviceId}`, as(admin, "PUT", { prices: [{ vehicleClass: suv._id, price: 60, duration: 45 }] }))).status).toBe(200);
    const wax = (await api<{ _id: string }>("/api/add-ons", as(admin, "POST", { name: `Wax ${word}`, price: 15, minutes: 10, services: [serviceId] }))).body.data;
    const pets = (await api<{ _id: string }>("/api/add-ons", as(admin, "POST", { name: `Pet hair ${word}`, price: 10.25, minutes: 0, services: [serviceId] }))).body.data;
    const driver = await registerCustomer();
    const vehicle = await api<{ _id: string }>("/api/my-vehicles", as(driver, "POST", { vehicleClass: suv._id, make: "Toyota", model: "RAV4", colour: "blue", plate: "dha 12 345" }));
    expect(vehicle.status).toBe(201);
    const booked = await api<{ _id: string; payment_url: string }>(
      "/api/bookings",
      as(driver, "POST", { service: serviceId, slot: await insertSlotAt(serviceId, at(27, 11), 30), vehicle: vehicle.body.data._id, addOns: [wax._id, pets._id] }),
    );
    expect(booked.status).toBe(201);
    await payOnTestCheckout(booked.body.data.payment_url);

    const answer = await download({ from: day(27), to: day(27) });
    const [header, ...data] = parseCsv(new TextDecoder().decode(new Uint8Array(await answer.arrayBuffer()).slice(3)));
    expect(header.slice(0, OLDER_COLUMNS.length)).toEqual(OLDER_COLUMNS);
    const row = data.find((cells) => cells[0] === booked.body.data._id)!;
    const cell = (name: string) => row[header.indexOf(name)];
    expect(cell("Amount")).toBe("85.25");
    expect(cell("End")).toBe("11:30");
    expect(row.slice(OLDER_COLUMNS.length)).toEqual([`SUV ${word}`, "Toyota RAV4, blue", "DHA 12 345", `Wax ${word} (+$15); Pet hair ${word} (+$10.25)`, "85.25"]);
  });
});
