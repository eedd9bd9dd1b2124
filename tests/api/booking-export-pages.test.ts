import { randomUUID } from "node:crypto";
import { parseCsv } from "../support/csv";
import { BASE_URL, bearer, insertCustomer, insertService, insertSlotAt, pool, registerAdmin, removeCreatedUsers, removeServices, type SignedIn } from "./support";

/**
 * The CSV export fixes its bookings and their order (slot time, then when the
 * booking was made, then its id) when the download begins, and reads their rows
 * a page at a time (500) as it writes them. A range of more than two pages, many bookings
 * sharing a slot time and a moment of making, comes out whole: every booking
 * once, in that order across the pages' edges.
 */
let admin: SignedIn;
const services: string[] = [];

/** Days from now, as YYYY-MM-DD (UTC, the test servers' shop time zone). */
const day = (offset: number) => new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + offset)).toISOString().slice(0, 10);

beforeAll(async () => {
  admin = await registerAdmin();
});

afterAll(async () => {
  await removeServices(services);
  await removeCreatedUsers();
  await pool.end();
});

describe("GET /api/bookings/export, page after page", () => {
  it("writes every booking of a long range once, by slot time, when made and id, across the pages", async () => {
    const buyer = await insertCustomer("paged-export");
    const first = await insertService({ name: `Paged Export A ${randomUUID().slice(0, 6)}`, priceCents: 1000, duration: 60 });
    const second = await insertService({ name: `Paged Export B ${randomUUID().slice(0, 6)}`, priceCents: 2000, duration: 60 });
    services.push(first, second);
    const at = (hour: number) => new Date(`${day(310)}T${String(hour).padStart(2, "0")}:00:00Z`);
    // Two services' slots at 09:00 (one slot time, two slots), one at 11:00, one the next day.
    const slots = [
      await insertSlotAt(first, at(9), 60, "booked"),
      await insertSlotAt(second, at(9), 60, "booked"),
      await insertSlotAt(first, at(11), 60, "booked"),
      await insertSlotAt(second, new Date(at(9).getTime() + 86_400_000), 60, "booked"),
    ];
    // 1,201 completed bookings, made at only seven moments: ties of slot time and making that the id orders.
    await pool.query(
      `INSERT INTO "Booking" (id, "customerId", "serviceId", "slotId", "customerName", "amountCents", payment, status, "paymentProvider", "createdAt", "updatedAt")
       SELECT gen_random_uuid(), $1, s."serviceId", s.id, 'Paged ' || i, 1000, 'paid', 'complete', 'test',
              now() - make_interval(mins => i % 7), now()
         FROM generate_series(1, 1201) AS i JOIN "Slot" s ON s.id = ($2::uuid[])[1 + i % 4]`,
      [buyer.id, slots],
    );
    const { rows: expected } = await pool.query<{ id: string }>(
      `SELECT b.id FROM "Booking" b JOIN "Slot" s ON s.id = b."slotId" WHERE b."slotId" = ANY($1::uuid[]) ORDER BY s."startsAt", b."createdAt", b.id`,
      [slots],
    );
    expect(expected).toHaveLength(1201);

    const answer = await fetch(`${BASE_URL}/api/bookings/export?${new URLSearchParams({ from: day(310), to: day(311) })}`, { headers: bearer(admin.accessToken) });
    expect(answer.status).toBe(200);
    const [header, ...data] = parseCsv(new TextDecoder().decode(new Uint8Array(await answer.arrayBuffer()).slice(3)));
    expect(header[0]).toBe("Booking ID");
    const ours = new Set(expected.map((row) => row.id));
    expect(data.map((row) => row[0]).filter((id) => ours.has(id))).toEqual(expected.map((row) => row.id));
  });
});
