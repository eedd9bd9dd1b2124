import { api, insertService, insertSlot, isoDay, pool, registerAdmin, registerCustomer, removeCreatedUsers, removeServices, uniqueWord, webSignIn } from "./support";

/**
 * GET /api/auth/viewer: what the site's header shows (the pages themselves
 * are the same for everyone, some served from cache). Read from the web
 * session and the database at every call, never cached.
 */
type Viewer = { role: "admin" | "user"; dashboard: string; nextSlotStartsAt: string | null; nextSlotEndsAt: string | null } | null;

const word = uniqueWord();
let serviceId: string;

beforeAll(async () => {
  serviceId = await insertService({ name: `Viewer ${word}`, priceCents: 2000 });
});

afterAll(async () => {
  await removeServices([serviceId]);
  await removeCreatedUsers();
  await pool.end();
});

const viewer = (cookie?: string) => api<Viewer>("/api/auth/viewer", { headers: cookie ? { cookie } : {} });

describe("GET /api/auth/viewer", () => {
  it("is null, with a 200, for a visitor who is not signed in", async () => {
    const answer = await viewer();
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, data: null });
    const response = await fetch(`${process.env.BASE_URL}/api/auth/viewer`);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("gives a customer their dashboard and the start and end of their next paid slot", async () => {
    const customer = await registerCustomer();
    const cookie = await webSignIn(customer.email, customer.password);
    expect((await viewer(cookie)).body.data).toEqual({ role: "user", dashboard: "/dashboard/user", nextSlotStartsAt: null, nextSlotEndsAt: null });

    const later = await insertSlot({ serviceId, date: isoDay(6), startTime: "10:00", endTime: "11:00", status: "booked" });
    const sooner = await insertSlot({ serviceId, date: isoDay(2), startTime: "10:00", endTime: "11:00", status: "booked" });
    for (const slot of [later, sooner]) {
      await pool.query(
        `INSERT INTO "Booking" (id, "customerId", "serviceId", "slotId", "amountCents", payment, status, "updatedAt")
         VALUES (gen_random_uuid(), $1, $2, $3, 2000, 'paid', 'confirm', now())`,
        [customer.user._id, serviceId, slot],
      );
    }
    const { rows } = await pool.query(`SELECT "startsAt", "endsAt" FROM "Slot" WHERE id = $1`, [sooner]);
    expect((await viewer(cookie)).body.data).toEqual({
      role: "user",
      dashboard: "/dashboard/user",
      nextSlotStartsAt: rows[0].startsAt.toISOString(),
      nextSlotEndsAt: rows[0].endsAt.toISOString(),
    });

    // A slot that has started but not ended is still the next one (its countdown counts to its end).
    const running = await insertSlot({ serviceId, date: isoDay(0), startTime: "00:00", endTime: "23:59", status: "booked" });
    await pool.query(`UPDATE "Slot" SET "startsAt" = now() - interval '10 minutes', "endsAt" = now() + interval '50 minutes' WHERE id = $1`, [running]);
    await pool.query(
      `INSERT INTO "Booking" (id, "customerId", "serviceId", "slotId", "amountCents", payment, status, "updatedAt")
       VALUES (gen_random_uuid(), $1, $2, $3, 2000, 'paid', 'confirm', now())`,
      [customer.user._id, serviceId, running],
    );
    const now = (await viewer(cookie)).body.data;
    const { rows: runningRows } = await pool.query(`SELECT "startsAt", "endsAt" FROM "Slot" WHERE id = $1`, [running]);
    expect(now).toMatchObject({ nextSlotStartsAt: runningRows[0].startsAt.toISOString(), nextSlotEndsAt: runningRows[0].endsAt.toISOString() });
  });

  it("follows a role change at once, without signing in again", async () => {
    const customer = await registerCustomer();
    const cookie = await webSignIn(customer.email, customer.password);
    await pool.query(`UPDATE "User" SET role = 'admin' WHERE id = $1`, [customer.user._id]);
    expect((await viewer(cookie)).body.data).toEqual({ role: "admin", dashboard: "/dashboard/admin", nextSlotStartsAt: null, nextSlotEndsAt: null });
  });

  it("gives an admin the admin dashboard", async () => {
    const admin = await registerAdmin();
    const cookie = await webSignIn(admin.email, admin.password);
    expect((await viewer(cookie)).body.data).toEqual({ role: "admin", dashboard: "/dashboard/admin", nextSlotStartsAt: null, nextSlotEndsAt: null });
  });

  it("is null for a forged or stale session cookie", async () => {
    expect((await viewer("authjs.session-token=not-a-session")).body.data).toBeNull();
  });
});
