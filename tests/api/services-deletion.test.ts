import { api, BASE_URL, bearer, insertService, insertSlotAt, json, newClientAddress, pool, registerAdmin, registerCustomer, removeCreatedUsers, removeServices, webSignIn, type SignedIn } from "./support";

/**
 * Deleting a service that still has bookings: refused (409, saying how many)
 * while live bookings or holds stand; a hold of a service deleted after it
 * was taken cannot be paid (the settlement refunds a payment that comes
 * anyway); and every link to a deleted service says it is no longer offered.
 */
jest.setTimeout(60_000);

const DAY = 86_400_000;
let admin: SignedIn;
const serviceIds: string[] = [];

type Booking = { _id: string; status: string; payment: string; payment_url: string | null; service: { isDeleted: boolean } };
type History = { type: string; details: Record<string, unknown> };

/** A slot of its own time, weeks ahead (each call's after the last one's, as two slots of a service never overlap), so that no other test's bookings take its bay. */
let minute = 0;
const slotOf = (serviceId: string) => insertSlotAt(serviceId, new Date(Math.ceil(Date.now() / DAY) * DAY + 40 * DAY + 7 * 3_600_000 + (minute += 30) * 60_000), 30);

/** A hold of a new slot, for a customer of its own, from an address of its own (the limits on holds stay out of the way). */
const book = async (serviceId: string, customer?: SignedIn) => {
  const who = customer ?? (await registerCustomer({ firstName: "Retiring" }));
  const answer = await api<Booking>("/api/bookings", { method: "POST", ...json({ service: serviceId, slot: await slotOf(serviceId) }, { ...bearer(who.accessToken), "x-forwarded-for": newClientAddress() }) });
  expect(answer.status).toBe(201);
  return answer.body.data;
};

/** The test checkout's Pay form as the page showed it: its address and hidden fields. */
async function payForm(paymentUrl: string): Promise<FormData> {
  const html = await (await fetch(paymentUrl)).text();
  const form = html.match(/<form\b[^>]*>([\s\S]*?)<\/form>/)?.[1];
  if (!form) throw new Error(`No payment form at ${paymentUrl}`);
  const body = new FormData();
  for (const [, attributes] of form.matchAll(/<input\b([^>]*)>/g)) {
    const name = attributes.match(/\bname="([^"]*)"/)?.[1];
    if (name && /\btype="hidden"/.test(attributes)) body.append(name.replace(/&quot;/g, '"').replace(/&amp;/g, "&"), (attributes.match(/\bvalue="([^"]*)"/)?.[1] ?? "").replace(/&quot;/g, '"').replace(/&amp;/g, "&"));
  }
  return body;
}

beforeAll(async () => {
  admin = await registerAdmin();
});

afterAll(async () => {
  await removeServices(serviceIds);
  await removeCreatedUsers();
  await pool.end();
});

const newService = async (name: string) => {
  const id = await insertService({ name: `${name} ${Date.now()}`, priceCents: 4000, duration: 30 });
  serviceIds.push(id);
  return id;
};

describe("DELETE /api/services/{id} with live bookings", () => {
  it("answers 409 saying how many live bookings and holds stand, and deletes nothing", async () => {
    const serviceId = await newService("Doomed wash");
    const paid = await book(serviceId);
    await pool.query(`UPDATE "Booking" SET payment = 'paid', status = 'confirm', "holdExpiresAt" = NULL, "paymentProvider" = 'demo', "paymentSessionId" = NULL WHERE id = $1`, [paid._id]);
    await book(serviceId);
    await book(serviceId);

    const refused = await api(`/api/services/${serviceId}`, { method: "DELETE", headers: bearer(admin.accessToken) });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("1 live booking and 2 holds");
    expect((await pool.query(`SELECT "isDeleted" FROM "Service" WHERE id = $1`, [serviceId])).rows[0].isDeleted).toBe(false);

    // Once each is cancelled through the admin's cancellation, the delete goes through.
    for (const { id } of (await pool.query(`SELECT id FROM "Booking" WHERE "serviceId" = $1`, [serviceId])).rows) {
      const cancelled = await api(`/api/bookings/${id}/cancel`, { method: "POST", ...json({ refund: true, reason: "We no longer offer it" }, bearer(admin.accessToken)) });
      expect(cancelled.status).toBe(200);
    }
    const deleted = await api(`/api/services/${serviceId}`, { method: "DELETE", headers: bearer(admin.accessToken) });
    expect(deleted.status).toBe(200);
  });

  it("deletes a service whose bookings are all past or cancelled, as before", async () => {
    const serviceId = await newService("Quiet wash");
    const hold = await book(serviceId);
    await pool.query(`UPDATE "Booking" SET status = 'cancel' WHERE id = $1`, [hold._id]);
    expect((await api(`/api/services/${serviceId}`, { method: "DELETE", headers: bearer(admin.accessToken) })).status).toBe(200);
  });
});

describe("a hold of a service deleted after it was taken", () => {
  it("cannot be paid: the payment is refunded and nothing is booked", async () => {
    const serviceId = await newService("Vanishing wash");
    const hold = await book(serviceId);
    const form = await payForm(hold.payment_url!);
    // Deleted while the customer was on the payment page (a delete that raced the hold, or one made before deletes were refused).
    await pool.query(`UPDATE "Service" SET "isDeleted" = true WHERE id = $1`, [serviceId]);

    const paid = await fetch(hold.payment_url!, { method: "POST", body: form, redirect: "manual", headers: { origin: new URL(hold.payment_url!).origin } });
    expect(paid.status).toBe(303);
    const row = (await pool.query(`SELECT status::text, payment::text FROM "Booking" WHERE id = $1`, [hold._id])).rows[0];
    expect(row).toEqual({ status: "cancel", payment: "refunded" });
    const history = (await api<{ history: History[] }>(`/api/bookings/${hold._id}`, { headers: bearer(admin.accessToken) })).body.data.history;
    expect(history.find((entry) => entry.type === "booking.cancelled")?.details).toMatchObject({ cause: "service-removed", refund: "due" });
    expect(history.find((entry) => entry.type === "booking.refunded")?.details).toMatchObject({ cause: "service-removed" });
  });

  it("is not offered for payment on the test checkout's page, which says why", async () => {
    const serviceId = await newService("Gone wash");
    const hold = await book(serviceId);
    await pool.query(`UPDATE "Service" SET "isDeleted" = true WHERE id = $1`, [serviceId]);
    const html = await (await fetch(hold.payment_url!)).text();
    expect(html).toContain("This service is no longer offered");
    expect(html).toContain("this hold can no longer be paid");
    expect(html).not.toMatch(/<form\b/);
  });
});

describe("links to a deleted service", () => {
  let serviceId: string;
  let bookingId: string;
  let cookie: string;

  beforeAll(async () => {
    serviceId = await newService("Retired polish");
    const customer = await registerCustomer({ firstName: "Retiring" });
    const booking = await book(serviceId, customer);
    bookingId = booking._id;
    await pool.query(`UPDATE "Booking" SET payment = 'paid', status = 'confirm', "holdExpiresAt" = NULL WHERE id = $1`, [bookingId]);
    await pool.query(`UPDATE "Service" SET "isDeleted" = true WHERE id = $1`, [serviceId]);
    cookie = await webSignIn(customer.email, customer.password);
  });

  it("its page says it is no longer offered, instead of a bare not-found page", async () => {
    for (const path of [`/service/${serviceId}`, `/service/${serviceId}?date=2030-01-01`]) {
      const answer = await fetch(`${BASE_URL}${path}`);
      expect(answer.status).toBe(200);
      const html = await answer.text();
      expect(html).toContain("Retired polish");
      expect(html).toContain("This service is no longer offered");
    }
  });

  it("a waitlist offer's link to it says so too, rather than leading to the home page", async () => {
    const slot = (await pool.query(`SELECT "slotId" FROM "Booking" WHERE id = $1`, [bookingId])).rows[0].slotId;
    const answer = await fetch(`${BASE_URL}/procced-booking?service=${serviceId}&slot=${slot}`, { headers: { cookie }, redirect: "manual" });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("This service is no longer offered");
  });

  it("the reschedule page says the service is no longer offered, not that the notice window has passed", async () => {
    const html = await (await fetch(`${BASE_URL}/dashboard/user/my-bookings/${bookingId}/reschedule`, { headers: { cookie } })).text();
    expect(html).toContain("This service is no longer offered, so this booking cannot be moved");
    expect(html).not.toContain("Changes within");
  });
});
