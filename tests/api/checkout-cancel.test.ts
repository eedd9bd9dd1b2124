import { BASE_URL, bearer, insertService, insertSlot, isoDay, json, pool, registerCustomer, removeCreatedUsers, removeServices, uniqueWord, webSignIn, type SignedIn } from "./support";

/**
 * A checkout's cancel link (`/booking/cancel?booking=…`, Stripe's cancel_url)
 * opens a page: showing it changes nothing, and only the booking's own
 * customer sees it. Cancelling is a POST (its server action, which the web
 * door's matrix covers).
 */
let owner: SignedIn;
let ownerSession: string;
let strangerSession: string;
let serviceId: string;
let slotId: string;
let bookingId: string;
const word = uniqueWord();

beforeAll(async () => {
  serviceId = await insertService({ name: `Cancel link ${word}`, priceCents: 3000, duration: 30 });
  slotId = await insertSlot({ serviceId, date: isoDay(6), startTime: "14:00", endTime: "14:30" });
  const stranger = await registerCustomer({ firstName: "Stranger" });
  owner = await registerCustomer({ firstName: "Owner" });
  [ownerSession, strangerSession] = await Promise.all([webSignIn(owner.email, owner.password), webSignIn(stranger.email, stranger.password)]);
  const booked = await fetch(`${BASE_URL}/api/bookings`, { method: "POST", ...json({ service: serviceId, slot: slotId }, bearer(owner.accessToken)) });
  expect(booked.status).toBe(201);
  bookingId = (await booked.json()).data._id;
});

afterAll(async () => {
  await removeServices([serviceId]);
  await removeCreatedUsers();
  await pool.end();
});

const openLink = (cookie?: string, id = bookingId) => fetch(`${BASE_URL}/booking/cancel?booking=${id}`, { redirect: "manual", headers: cookie ? { cookie } : {} });
const state = async () =>
  (await pool.query(`SELECT b.status, s."heldUntil" IS NOT NULL AS held FROM "Booking" b JOIN "Slot" s ON s.id = b."slotId" WHERE b.id = $1`, [bookingId])).rows[0];

describe("the checkout's cancel link", () => {
  it("shows the customer their booking with the way back to payment and a Cancel form, and changes nothing", async () => {
    const page = await openLink(ownerSession);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("You left the payment page");
    expect(html).toContain(`Cancel link ${word}`);
    expect(html).toContain("Return to payment");
    // The page's own form (the header has another: the language switcher).
    expect(html.slice(html.indexOf("<main"), html.indexOf("</main>"))).toMatch(/<form[^>]*method="POST"/i);
    expect(await state()).toEqual({ status: "pending", held: true });
  });

  it("is not found for another customer, and changes nothing", async () => {
    const page = await openLink(strangerSession);
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain(`Cancel link ${word}`);
    expect(await state()).toEqual({ status: "pending", held: true });
  });

  it("sends a signed-out visitor to sign in and back, and changes nothing", async () => {
    const page = await openLink();
    expect(page.status).toBe(307);
    expect(page.headers.get("location")).toContain(`/login?redirect=${encodeURIComponent(`/booking/cancel?booking=${bookingId}`)}`);
    expect(await state()).toEqual({ status: "pending", held: true });
  });

  it("is not found for an id that is not a booking's", async () => {
    expect((await openLink(ownerSession, "not-an-id")).status).toBe(404);
    expect((await openLink(ownerSession, "6a1f0c3e-2b4d-4c8e-9f1a-0b2c3d4e5f60")).status).toBe(404);
  });
});
