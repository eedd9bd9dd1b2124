import {
  api,
  BASE_URL,
  bearer,
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
import { payOnTestCheckout } from "../../scripts/test-checkout";

/**
 * Booking through the built-in test checkout (the server of BASE_URL has no
 * Stripe key): the rules of POST /api/bookings, holds and their expiry, the
 * customer's and the admin's lists, and a 50-way race for one slot.
 */
type Booking = {
  _id: string;
  customer: { _id: string; firstName: string; email: string; phone: string };
  name: string;
  service: { _id: string; name: string; price: number };
  slot: { _id: string; date: string; startTime: string; endTime: string; endsAt: string };
  amount: number;
  payment: string;
  status: string;
  holdExpiresAt: string | null;
  payment_url: string | null;
};
type Slot = { _id: string; isBooked: string; bookable: boolean; heldUntil: string | null };

const word = uniqueWord();
// Computed when the tests run (not when the file loads), so that a run across midnight books days ahead.
let day: string;
let serviceId: string;
let otherServiceId: string;
let customer: SignedIn;
let other: SignedIn;
let admin: SignedIn;
let hour = 0;

/** A fresh available slot of the test service, later each time. */
async function freshSlot(fields: { status?: "available" | "booked" | "cancel"; date?: string; service?: string } = {}) {
  hour += 1;
  // Past midnight, the next day on (isoDay(4): no other slot of this file is on it).
  const [date, at] = hour < 24 ? [day, hour] : [isoDay(4), hour - 24];
  const start = `${String(at).padStart(2, "0")}:00`;
  const end = `${String(at).padStart(2, "0")}:45`;
  return insertSlot({ serviceId: fields.service ?? serviceId, date: fields.date ?? date, startTime: start, endTime: end, status: fields.status });
}

const book = (token: string, body: unknown) => api<Booking>("/api/bookings", { method: "POST", ...json(body, bearer(token)) });
const slotState = async (slotId: string) => (await api<Slot>(`/api/slots/availability/${slotId}`)).body.data;
const activeBookings = async (slotId: string) =>
  Number((await pool.query(`SELECT count(*) FROM "Booking" WHERE "slotId" = $1 AND status IN ('pending', 'confirm')`, [slotId])).rows[0].count);

beforeAll(async () => {
  day = isoDay(3);
  serviceId = await insertService({ name: `Booking ${word}`, priceCents: 4250, duration: 45 });
  otherServiceId = await insertService({ name: `Other ${word}`, priceCents: 1000 });
  [customer, other, admin] = await Promise.all([registerCustomer({ firstName: "Nadia" }), registerCustomer({ firstName: "Omar" }), registerAdmin()]);
});

afterAll(async () => {
  await removeServices([serviceId, otherServiceId]);
  await removeCreatedUsers();
  await pool.end();
});

describe("POST /api/bookings", () => {
  it("holds the slot for 30 minutes, at the service's price, and answers the payment URL", async () => {
    const slot = await freshSlot();
    const before = Date.now();
    // A price in the request is ignored: the database's price is charged.
    const { status, body } = await book(customer.accessToken, { service: serviceId, slot, customer: customer.user._id, price: 1 });
    expect(status).toBe(201);
    expect(body.success).toBe(true);
    expect(body.data.payment_url).toMatch(/\/checkout\/test\/test_cs_[\w-]+$/);
    expect(body.data).toMatchObject({ payment: "pending", status: "pending", amount: 42.5, name: "Nadia Customer", service: { _id: serviceId }, slot: { _id: slot } });
    const holdEnds = Date.parse(body.data.holdExpiresAt!);
    expect(holdEnds - before).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
    expect(holdEnds - Date.now()).toBeLessThanOrEqual(30 * 60_000 + 1000);

    const { rows } = await pool.query(`SELECT "amountCents", "customerId", payment, status FROM "Booking" WHERE id = $1`, [body.data._id]);
    expect(rows[0]).toEqual({ amountCents: 4250, customerId: customer.user._id, payment: "pending", status: "pending" });
    // Other customers no longer see it as free.
    expect(await slotState(slot)).toMatchObject({ isBooked: "booked", bookable: false, heldUntil: body.data.holdExpiresAt });
  });

  it("keeps the language the call asked for on the booking, for its emails and texts; none when it asked for none the site speaks", async () => {
    // A customer of its own: four holds would count against another's limit of unpaid bookings.
    const caller = await registerCustomer({ firstName: "Lina" });
    const languageOf = async (id: string) => (await pool.query(`SELECT locale FROM "Booking" WHERE id = $1`, [id])).rows[0].locale as string | null;
    const asked = async (acceptLanguage: string | null) => {
      const slot = await freshSlot();
      const headers: Record<string, string> = { ...bearer(caller.accessToken), ...(acceptLanguage ? { "accept-language": acceptLanguage } : {}) };
      const answer = await api<Booking>("/api/bookings", { method: "POST", ...json({ service: serviceId, slot }, headers) });
      expect(answer.status).toBe(201);
      return languageOf(answer.body.data._id);
    };
    expect(await asked("bn-BD,bn;q=0.9,en;q=0.5")).toBe("bn");
    expect(await asked("en-US,en;q=0.9")).toBe("en");
    expect(await asked("fr-FR")).toBeNull();
    expect(await asked(null)).toBeNull();
  });

  it("refuses a slot that is held, booked or cancelled with 409, and keeps one booking", async () => {
    const held = await freshSlot();
    expect((await book(customer.accessToken, { service: serviceId, slot: held })).status).toBe(201);
    const again = await book(other.accessToken, { service: serviceId, slot: held });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, message: "This slot has just been taken. Please choose another time." });
    expect(await activeBookings(held)).toBe(1);

    const booked = await freshSlot({ status: "booked" });
    expect((await book(other.accessToken, { service: serviceId, slot: booked })).status).toBe(409);
    const cancelled = await freshSlot({ status: "cancel" });
    const refused = await book(other.accessToken, { service: serviceId, slot: cancelled });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("This slot is not available");
    expect(await activeBookings(booked)).toBe(0);
    expect(await activeBookings(cancelled)).toBe(0);
  });

  it("refuses a slot that has already started", async () => {
    const started = await insertSlot({ serviceId, date: isoDay(-1), startTime: "10:00", endTime: "11:00" });
    const { status, body } = await book(customer.accessToken, { service: serviceId, slot: started });
    expect(status).toBe(409);
    expect(body.message).toBe("This slot has already started. Please choose a later time.");
    expect(await activeBookings(started)).toBe(0);
  });

  it("checks that the slot belongs to the service", async () => {
    const slot = await freshSlot();
    const mismatch = await book(customer.accessToken, { service: otherServiceId, slot });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe("This slot does not belong to that service");
    const unknownSlot = await book(customer.accessToken, { service: serviceId, slot: crypto.randomUUID() });
    expect(unknownSlot.status).toBe(404);
    const unknownService = await book(customer.accessToken, { service: crypto.randomUUID(), slot });
    expect(unknownService.status).toBe(404);
    expect(await activeBookings(slot)).toBe(0);
  });

  it("answers bad input with 400 and the field errors", async () => {
    const slot = await freshSlot();
    const cases: unknown[] = [{}, { service: "x", slot }, { service: serviceId, slot: 42 }, { service: serviceId, slot, name: "A" }, { service: serviceId, slot, customer: 7 }, [], null];
    for (const body of cases) {
      const { status, contentType, body: answer } = await book(customer.accessToken, body);
      expect([status, contentType.includes("application/json"), answer.success]).toEqual([400, true, false]);
    }
    const short = await book(customer.accessToken, { service: serviceId, slot, name: "A" });
    expect(short.body.errors).toEqual([{ field: "name", message: "Name must be at least 2 characters" }]);
    const notJson = await api("/api/bookings", { method: "POST", headers: { "content-type": "application/json", ...bearer(customer.accessToken) }, body: "{oops" });
    expect(notJson.status).toBe(400);
    expect(await activeBookings(slot)).toBe(0);
  });

  it("books only for the caller: naming another customer is 403, naming yourself by email is fine", async () => {
    const slot = await freshSlot();
    const forOther = await book(customer.accessToken, { service: serviceId, slot, customer: other.user._id });
    expect(forOther.status).toBe(403);
    expect(forOther.body.message).toBe("You can only book for your own account");
    expect(await activeBookings(slot)).toBe(0);
    const byEmail = await book(customer.accessToken, { service: serviceId, slot, customer: customer.email });
    expect(byEmail.status).toBe(201);
    expect(byEmail.body.data.customer._id).toBe(customer.user._id);
  });

  it("needs a signed-in customer: 401 without one, 403 for an admin", async () => {
    const slot = await freshSlot();
    const anonymous = await api("/api/bookings", { method: "POST", ...json({ service: serviceId, slot }) });
    expect(anonymous.status).toBe(401);
    const asAdmin = await book(admin.accessToken, { service: serviceId, slot });
    expect(asAdmin.status).toBe(403);
    expect(asAdmin.body.message).toBe("Only customer accounts can book a slot");
    expect(await activeBookings(slot)).toBe(0);
  });
});

describe("the hold on a slot", () => {
  it("keeps a slot held until later from being booked, even with no booking behind the hold", async () => {
    // The booking statement's own guard, not the one-live-booking-per-slot index, must refuse it.
    const slot = await insertSlot({ serviceId, date: isoDay(5), startTime: "10:00", endTime: "10:45", heldUntil: new Date(Date.now() + 10 * 60_000) });
    const booker = await insertCustomer("hold-guard");
    const refused = await book(booker.token, { service: serviceId, slot });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("This slot has just been taken. Please choose another time.");
    expect(await activeBookings(slot)).toBe(0);
    expect((await pool.query(`SELECT count(*) FROM "Booking" WHERE "slotId" = $1`, [slot])).rows[0].count).toBe("0");

    // Once the hold has run out, the slot can be booked.
    await pool.query(`UPDATE "Slot" SET "heldUntil" = now() - interval '1 second' WHERE id = $1`, [slot]);
    expect((await book(booker.token, { service: serviceId, slot })).status).toBe(201);
    expect(await activeBookings(slot)).toBe(1);
  });
});

describe("holds that run out", () => {
  it("free the slot without any webhook, and the booking reads as cancelled", async () => {
    const slot = await freshSlot();
    const first = await book(customer.accessToken, { service: serviceId, slot });
    expect(first.status).toBe(201);
    // Thirty minutes pass.
    const past = new Date(Date.now() - 1000);
    await pool.query(`UPDATE "Booking" SET "holdExpiresAt" = $2 WHERE id = $1`, [first.body.data._id, past]);
    await pool.query(`UPDATE "Slot" SET "heldUntil" = $2 WHERE id = $1`, [slot, past]);

    expect(await slotState(slot)).toMatchObject({ isBooked: "available", bookable: true });
    const mine = await api<Booking[]>("/api/my-bookings", { headers: bearer(customer.accessToken) });
    expect(mine.body.data.find((b) => b._id === first.body.data._id)).toMatchObject({ status: "cancel", payment: "pending", payment_url: null });

    // Someone else can now book it; the lapsed booking is cancelled for good.
    const second = await book(other.accessToken, { service: serviceId, slot });
    expect(second.status).toBe(201);
    const { rows } = await pool.query(`SELECT id, status FROM "Booking" WHERE "slotId" = $1 ORDER BY "createdAt"`, [slot]);
    expect(rows).toEqual([
      { id: first.body.data._id, status: "cancel" },
      { id: second.body.data._id, status: "pending" },
    ]);
  });
});

describe("GET /api/my-bookings", () => {
  it("lists only the caller's own bookings", async () => {
    const mine = await book(customer.accessToken, { service: serviceId, slot: await freshSlot() });
    const theirs = await book(other.accessToken, { service: serviceId, slot: await freshSlot() });
    const { status, body } = await api<Booking[]>("/api/my-bookings", { headers: bearer(customer.accessToken) });
    expect(status).toBe(200);
    const ids = body.data.map((b) => b._id);
    expect(ids).toContain(mine.body.data._id);
    expect(ids).not.toContain(theirs.body.data._id);
    expect(body.data.every((b) => b.customer._id === customer.user._id)).toBe(true);
    expect(body.data.find((b) => b._id === mine.body.data._id)).toMatchObject({ service: { name: `Booking ${word}` }, slot: { date: day } });
  });

  it("filters by payment and status, as the header's next-slot countdown asks", async () => {
    const customerOfThisTest = await insertCustomer("filter");
    const pending = await book(customerOfThisTest.token, { service: serviceId, slot: await freshSlot() });
    const paidSlot = await freshSlot();
    const paid = await book(customerOfThisTest.token, { service: serviceId, slot: paidSlot });
    await pool.query(`UPDATE "Booking" SET payment = 'paid', status = 'confirm', "holdExpiresAt" = NULL WHERE id = $1`, [paid.body.data._id]);
    await pool.query(`UPDATE "Slot" SET status = 'booked', "heldUntil" = NULL WHERE id = $1`, [paidSlot]);

    const list = async (query: string) => (await api<Booking[]>(`/api/my-bookings${query}`, { headers: bearer(customerOfThisTest.token) })).body.data.map((b) => b._id);
    expect(await list("?payment=paid&status=confirm")).toEqual([paid.body.data._id]);
    expect(await list("?status=pending")).toEqual([pending.body.data._id]);
    expect((await list("")).sort()).toEqual([pending.body.data._id, paid.body.data._id].sort());
    expect(await list("?status=cancel")).toEqual([]);
  });

  it("refuses unknown filter values with 400, anonymous callers with 401 and admins with 403", async () => {
    const bad = await api("/api/my-bookings?status=done", { headers: bearer(customer.accessToken) });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: "status", message: "must be one of pending, confirm, cancel, complete, no-show" }]);
    expect((await api("/api/my-bookings?payment=free", { headers: bearer(customer.accessToken) })).status).toBe(400);
    expect((await api("/api/my-bookings")).status).toBe(401);
    expect((await api("/api/my-bookings", { headers: bearer(admin.accessToken) })).status).toBe(403);
  });
});

describe("GET /api/bookings (admin)", () => {
  it("pages through every booking with the customer, service and slot", async () => {
    const made = await book(other.accessToken, { service: serviceId, slot: await freshSlot() });
    const { status, body } = await api<Booking[]>("/api/bookings?page=1&limit=20", { headers: bearer(admin.accessToken) });
    expect(status).toBe(200);
    expect(body.data.length).toBeLessThanOrEqual(20);
    expect(body.totalDoc).toBe(Number((await pool.query(`SELECT count(*) FROM "Booking"`)).rows[0].count));
    // Newest first: the one just made leads.
    expect(body.data[0]).toMatchObject({
      _id: made.body.data._id,
      customer: { firstName: "Omar", email: other.email.toLowerCase(), phone: "+8801712345678" },
      service: { name: `Booking ${word}` },
      payment: "pending",
      status: "pending",
    });
    const page2 = await api<Booking[]>("/api/bookings?page=2&limit=10", { headers: bearer(admin.accessToken) });
    expect(page2.body.data[0]._id).toBe((await api<Booking[]>("/api/bookings?limit=11", { headers: bearer(admin.accessToken) })).body.data[10]._id);
  });

  it("is for admins only and validates page and limit", async () => {
    expect((await api("/api/bookings")).status).toBe(401);
    expect((await api("/api/bookings", { headers: bearer(customer.accessToken) })).status).toBe(403);
    expect((await api("/api/bookings?page=0", { headers: bearer(admin.accessToken) })).status).toBe(400);
    expect((await api("/api/bookings?limit=0", { headers: bearer(admin.accessToken) })).status).toBe(400);
    // Old clients ask for everything: a limit above 100 is read as 100.
    const everything = await api<Booking[]>("/api/bookings?limit=99999", { headers: bearer(admin.accessToken) });
    expect(everything.status).toBe(200);
    expect(everything.body.data).toHaveLength(Math.min(100, everything.body.totalDoc ?? 0));
  });
});

describe("a race for one slot", () => {
  it("50 customers at once: exactly one booking, 49 clear conflicts", async () => {
    const slot = await freshSlot();
    const racers = await Promise.all(Array.from({ length: 50 }, () => insertCustomer()));
    const answers = await Promise.all(racers.map((racer) => book(racer.token, { service: serviceId, slot })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const answer of answers.filter((a) => a.status === 409)) expect(answer.body.message).toBe("This slot has just been taken. Please choose another time.");
    expect(await activeBookings(slot)).toBe(1);
    const winner = answers.find((a) => a.status === 201)!;
    const { rows } = await pool.query(`SELECT "customerId" FROM "Booking" WHERE "slotId" = $1`, [slot]);
    expect(rows).toEqual([{ customerId: winner.body.data.customer._id }]);
  });
});

describe("the order of My Bookings", () => {
  it("puts slots still to come first, soonest on top, then ended ones, latest first", async () => {
    const someone = await insertCustomer("order");
    const insertBooking = async (slot: string) => {
      await pool.query(
        `INSERT INTO "Booking" (id, "customerId", "serviceId", "slotId", "amountCents", payment, status, "updatedAt")
         VALUES (gen_random_uuid(), $1, $2, $3, 4250, 'paid', 'confirm', now())`,
        [someone.id, serviceId, slot],
      );
    };
    const slots = {
      later: await insertSlot({ serviceId, date: isoDay(6), startTime: "09:00", endTime: "10:00", status: "booked" }),
      sooner: await insertSlot({ serviceId, date: isoDay(5), startTime: "09:00", endTime: "10:00", status: "booked" }),
      longAgo: await insertSlot({ serviceId, date: isoDay(-6), startTime: "09:00", endTime: "10:00", status: "booked" }),
      lately: await insertSlot({ serviceId, date: isoDay(-2), startTime: "09:00", endTime: "10:00", status: "booked" }),
    };
    for (const slot of Object.values(slots)) await insertBooking(slot);
    const { body } = await api<Booking[]>("/api/my-bookings", { headers: bearer(someone.token) });
    expect(body.data.map((b) => b.slot._id)).toEqual([slots.sooner, slots.later, slots.lately, slots.longAgo]);
    expect(body.data.map((b) => b.status)).toEqual(["confirm", "confirm", "complete", "complete"]);
  });
});

describe("holding slots", () => {
  it("gives a customer whose booking request died before saving its checkout that same checkout at once", async () => {
    const someone = await insertCustomer("interrupted");
    const slot = await freshSlot();
    const first = await book(someone.token, { service: serviceId, slot });
    expect(first.status).toBe(201);
    // What a request killed between opening the checkout and saving it leaves behind: a hold, no checkout.
    await pool.query(`UPDATE "Booking" SET "paymentSessionId" = NULL, "paymentUrl" = NULL WHERE id = $1`, [first.body.data._id]);
    const retried = await book(someone.token, { service: serviceId, slot });
    expect(retried.status).toBe(201);
    // The same booking and the same checkout: it is opened by the booking's id.
    expect(retried.body.data).toMatchObject({ _id: first.body.data._id, status: "pending", payment_url: first.body.data.payment_url });
    expect(await activeBookings(slot)).toBe(1);
    // Someone else still finds it taken while the hold lasts, and the customer can pay.
    expect((await book(other.accessToken, { service: serviceId, slot })).status).toBe(409);
    await payOnTestCheckout(retried.body.data.payment_url!);
    expect((await pool.query(`SELECT status, payment FROM "Booking" WHERE id = $1`, [first.body.data._id])).rows[0]).toEqual({ status: "confirm", payment: "paid" });
  });

  it("opens the checkout at once for a hold whose request died before the checkout was ever asked for", async () => {
    const someone = await insertCustomer("killed");
    const slot = await freshSlot();
    const holdUntil = new Date(Date.now() + 25 * 60_000);
    const { rows } = await pool.query(
      `INSERT INTO "Booking" (id, "customerId", "serviceId", "slotId", "amountCents", payment, status, "holdExpiresAt", "createdAt", "updatedAt")
       VALUES (gen_random_uuid(), $1, $2, $3, 4250, 'pending', 'pending', $4, now() - interval '5 seconds', now()) RETURNING id`,
      [someone.id, serviceId, slot, holdUntil],
    );
    await pool.query(`UPDATE "Slot" SET "heldUntil" = $2 WHERE id = $1`, [slot, holdUntil]);
    const retried = await book(someone.token, { service: serviceId, slot });
    expect(retried.status).toBe(201);
    expect(retried.body.data).toMatchObject({ _id: rows[0].id, status: "pending" });
    expect(retried.body.data.payment_url).toMatch(/\/checkout\/test\/test_cs_[\w-]+$/);
    expect(await activeBookings(slot)).toBe(1);
  });

  it("gives a customer back their own checkout when they book the slot they already hold", async () => {
    const someone = await insertCustomer("resume");
    const slot = await freshSlot();
    const first = await book(someone.token, { service: serviceId, slot });
    expect(first.status).toBe(201);
    const again = await book(someone.token, { service: serviceId, slot });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ _id: first.body.data._id, payment_url: first.body.data.payment_url });
    expect(await activeBookings(slot)).toBe(1);
  });

  it("lets one customer hold at most 5 slots at a time", async () => {
    const greedy = await insertCustomer("greedy");
    for (let i = 0; i < 5; i++) expect((await book(greedy.token, { service: serviceId, slot: await freshSlot() })).status).toBe(201);
    const sixth = await freshSlot();
    const refused = await book(greedy.token, { service: serviceId, slot: sixth });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("You already have 5 bookings awaiting payment. Complete or cancel one of them first.");
    expect(await activeBookings(sixth)).toBe(0);
  });

  it("keeps that limit when one customer asks for 30 slots at once, across both servers", async () => {
    const greedy = await insertCustomer("parallel");
    // Slots of their own day, 45 minutes apart (the other tests' hours run through `day`).
    const slots = await Promise.all(
      Array.from({ length: 30 }, (_, i) => {
        const at = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
        return insertSlot({ serviceId, date: isoDay(9), startTime: at(i * 45), endTime: at(i * 45 + 45) });
      }),
    );
    const servers = [BASE_URL, process.env.STRIPE_BASE_URL || BASE_URL];
    // Each request from an address of its own: only the customer's own limit stands in the way.
    const answers = await Promise.all(
      slots.map((slot, i) =>
        fetch(`${servers[i % 2]}/api/bookings`, { method: "POST", ...json({ service: serviceId, slot }, bearer(greedy.token)) }).then(async (response) => ({
          status: response.status,
          message: ((await response.json()) as { message: string }).message,
        })),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(25);
    for (const answer of refused) expect(answer).toEqual({ status: 409, message: "You already have 5 bookings awaiting payment. Complete or cancel one of them first." });
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM "Booking" WHERE "customerId" = $1 AND status = 'pending'`, [greedy.id]);
    expect(rows[0].n).toBe(5);
  });
});

describe("the test checkout page", () => {
  /** The page's first form (Pay), as a browser without script would post it. */
  async function payForm(paymentUrl: string): Promise<FormData> {
    const html = await (await fetch(paymentUrl)).text();
    const form = html.match(/<form[^>]*>([\s\S]*?)<\/form>/)?.[1] ?? "";
    const fields = new FormData();
    for (const input of form.matchAll(/<input[^>]*>/g)) {
      const name = input[0].match(/name="([^"]*)"/)?.[1];
      const value = input[0].match(/value="([^"]*)"/)?.[1] ?? "";
      if (name) fields.append(name.replace(/&amp;/g, "&"), value.replace(/&quot;/g, '"').replace(/&amp;/g, "&"));
    }
    if (![...fields.keys()].some((key) => key.startsWith("$ACTION"))) throw new Error("The test checkout page has no action form");
    return fields;
  }

  // Another day than the other tests' slots (their hours run through this one).
  const checkoutSlot = (start: string, end: string) => insertSlot({ serviceId, date: isoDay(6), startTime: start, endTime: end });

  it("does not show whose booking it is to someone holding the link", async () => {
    const slot = await checkoutSlot("10:00", "10:45");
    const payer = await insertCustomer("checkout-page");
    const { body } = await book(payer.token, { service: serviceId, slot });
    const page = await fetch(body.data.payment_url!);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Booking " + word);
    expect(html.toLowerCase()).not.toContain(payer.email.toLowerCase());
  });

  it("answers its Pay button with 404 where the test checkout is off (a production server with Stripe), as it answers the page", async () => {
    const slot = await checkoutSlot("11:00", "11:45");
    const { body } = await book((await insertCustomer("checkout-pay")).token, { service: serviceId, slot });
    const form = await payForm(body.data.payment_url!);
    const stripeServer = process.env.STRIPE_BASE_URL!;
    const path = new URL(body.data.payment_url!).pathname;
    expect((await fetch(`${stripeServer}${path}`)).status).toBe(404);
    const paid = await fetch(`${stripeServer}${path}`, { method: "POST", body: form, headers: { origin: stripeServer }, redirect: "manual" });
    expect(paid.status).toBe(404);
    expect(await slotState(slot)).toMatchObject({ isBooked: "booked" });
    const { rows } = await pool.query(`SELECT payment FROM "Booking" WHERE "slotId" = $1`, [slot]);
    expect(rows).toEqual([{ payment: "pending" }]);
  });
});
