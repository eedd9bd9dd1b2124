import { randomUUID } from "node:crypto";
import { api, insertService, insertSlot, isoDay, pool, removeServices } from "./support";

/** GET /api/slots/open-days: the days of a month the calendar marks, those with a slot that can be booked now. */
let serviceId: string;
let emptyServiceId: string;
const openDay = isoDay(2);

beforeAll(async () => {
  serviceId = await insertService({ name: `Open Days ${randomUUID().slice(0, 6)}`, priceCents: 2000 });
  emptyServiceId = await insertService({ name: `No Days ${randomUUID().slice(0, 6)}`, priceCents: 2000 });
  await insertSlot({ serviceId, date: openDay, startTime: "09:00", endTime: "10:00" });
  await insertSlot({ serviceId, date: openDay, startTime: "10:00", endTime: "11:00", status: "booked" });
  // Days with nothing to book: booked, cancelled, held for someone paying, already over.
  await insertSlot({ serviceId, date: isoDay(3), startTime: "09:00", endTime: "10:00", status: "booked" });
  await insertSlot({ serviceId, date: isoDay(4), startTime: "09:00", endTime: "10:00", status: "cancel" });
  await insertSlot({ serviceId, date: isoDay(5), startTime: "09:00", endTime: "10:00", heldUntil: new Date(Date.now() + 15 * 60_000) });
  await insertSlot({ serviceId, date: isoDay(-1), startTime: "09:00", endTime: "10:00" });
});

afterAll(async () => {
  await removeServices([serviceId, emptyServiceId]);
  await pool.end();
});

const openDays = (query: string) => api<string[]>(`/api/slots/open-days?${query}`);

describe("GET /api/slots/open-days", () => {
  it("marks only the days with a slot that can be booked now", async () => {
    const days = new Set<string>();
    for (const day of [isoDay(-1), openDay, isoDay(3), isoDay(4), isoDay(5)]) {
      const { status, body } = await openDays(`service=${serviceId}&month=${day.slice(0, 7)}`);
      expect(status).toBe(200);
      body.data.forEach((date) => days.add(date));
    }
    expect([...days]).toEqual([openDay]);
  });

  it("does not mark a day whose open slots have no bay free (every bay out of service here)", async () => {
    const month = `service=${serviceId}&month=${openDay.slice(0, 7)}`;
    expect((await openDays(month)).body.data).toContain(openDay);
    const aside = (await pool.query<{ id: string }>(`UPDATE "Bay" SET active = false WHERE active RETURNING id`)).rows.map((row) => row.id);
    try {
      expect((await openDays(month)).body.data).not.toContain(openDay);
    } finally {
      await pool.query(`UPDATE "Bay" SET active = true WHERE id = ANY($1::uuid[])`, [aside]);
    }
    expect((await openDays(month)).body.data).toContain(openDay);
  });

  it("answers an empty list for a month or a service with nothing open", async () => {
    const { body } = await openDays(`service=${emptyServiceId}&month=${openDay.slice(0, 7)}`);
    expect(body).toMatchObject({ success: true, data: [], totalDoc: 0 });
  });

  it.each([
    ["month=2026-13", "month"],
    ["month=2026-1", "month"],
    ["month=next", "month"],
  ])("refuses %s with 400 naming the field", async (query, field) => {
    const { status, body } = await openDays(`service=${serviceId}&${query}`);
    expect(status).toBe(400);
    expect(body.errors?.map((error: { field: string }) => error.field)).toEqual([field]);
  });

  it("needs a known, live service", async () => {
    expect((await openDays("")).status).toBe(400);
    expect((await openDays(`service=${randomUUID()}`)).status).toBe(404);
  });
});
