import {
  api,
  BASE_URL,
  bearer,
  bookAndPay,
  eventually,
  insertCustomer,
  insertService,
  insertSlot,
  isoDay,
  json,
  payOnTestCheckout,
  pool,
  registerAdmin,
  registerCustomer,
  removeCreatedUsers,
  removeServices,
  uniqueWord,
  type SignedIn,
} from "./support";
import { mailsTo, waitForMail } from "../support/mailbox";

/**
 * The waitlist of a full slot: joining and leaving it, and the offer a freed
 * place makes to the first customer waiting: exactly one per freed place,
 * even when both of the suite's servers free it at once.
 */
jest.setTimeout(90_000);

const SECOND_URL = process.env.STRIPE_BASE_URL || BASE_URL;
const word = uniqueWord();
type Entry = { _id: string; state: "waiting" | "offered"; position: number | null; offer: { booking: string; holdExpiresAt: string } | null; slot: { _id: string } };

let admin: SignedIn;
let holder: SignedIn;
let first: SignedIn;
let second: SignedIn;
let serviceId: string;
let slotId: string;

const join = (who: SignedIn, slot = slotId) => api<Entry>(`/api/slots/${slot}/waitlist`, { method: "POST", headers: bearer(who.accessToken) });
const leave = (who: SignedIn, slot = slotId) => api<Entry>(`/api/slots/${slot}/waitlist`, { method: "DELETE", headers: bearer(who.accessToken) });
const mine = async (who: SignedIn) => (await api<Entry[]>("/api/my-waitlist", { headers: bearer(who.accessToken) })).body.data;
const offers = async () =>
  (await pool.query<{ customerId: string }>(`SELECT b."customerId" FROM "DomainEvent" e JOIN "Booking" b ON b.id = e."bookingId" WHERE e.type = 'booking.offered' AND b."slotId" = $1 ORDER BY e.position`, [slotId])).rows;

beforeAll(async () => {
  [admin, holder, first, second] = await Promise.all([registerAdmin(), registerCustomer({ firstName: "Holder" }), registerCustomer({ firstName: "First" }), registerCustomer({ firstName: "Second" })]);
  serviceId = await insertService({ name: `Waitlist ${word}`, priceCents: 2500, duration: 60 });
  slotId = await insertSlot({ serviceId, date: isoDay(10), startTime: "09:00", endTime: "10:00" });
});

afterAll(async () => {
  await pool.query(`DELETE FROM "WaitlistEntry" WHERE "slotId" IN (SELECT id FROM "Slot" WHERE "serviceId" = $1)`, [serviceId]);
  await removeServices([serviceId]);
  await removeCreatedUsers();
  await pool.end();
});

describe("the waitlist of a full slot", () => {
  it("is joined only when the slot is full, once, and only by customers who hold no place in it", async () => {
    expect((await join(first)).status).toBe(409);
    const booking = await bookAndPay(holder.accessToken, serviceId, slotId);
    expect(booking).toBeTruthy();
    const joined = await join(first);
    expect(joined.status).toBe(201);
    expect(joined.body.data).toMatchObject({ state: "waiting", position: 1, offer: null, slot: { _id: slotId } });
    expect((await join(first)).status).toBe(409);
    expect((await join(first)).body.message).toBe("You are already on this slot's waitlist");
    expect((await join(holder)).body.message).toBe("You already hold a place in this slot");
    expect((await join(admin)).status).toBe(403);
    expect((await api(`/api/slots/${slotId}/waitlist`, { method: "POST" })).status).toBe(401);
    expect((await join(second)).body.data).toMatchObject({ position: 2 });
    expect((await mine(second)).map((entry) => entry.position)).toEqual([2]);
  });

  it("can be left, and joined again", async () => {
    expect((await leave(second)).status).toBe(200);
    expect(await mine(second)).toEqual([]);
    expect((await leave(second)).status).toBe(404);
    expect((await join(second)).status).toBe(201);
  });

  it("offers a freed place to the first customer waiting, by email, held for them alone", async () => {
    const since = Date.now();
    const [{ id }] = (await pool.query(`SELECT id FROM "Booking" WHERE "slotId" = $1 AND status = 'confirm'`, [slotId])).rows;
    const cancelled = await api(`/api/my-bookings/${id}/cancel`, { method: "POST", headers: bearer(holder.accessToken) });
    expect(cancelled.status).toBe(200);
    const offered = await eventually(async () => {
      const [entry] = await mine(first);
      return entry?.state === "offered" ? entry : undefined;
    });
    expect(Date.parse(offered.offer!.holdExpiresAt) - Date.now()).toBeGreaterThan(25 * 60_000);
    const mail = await waitForMail(first.email, since, 20_000);
    expect(mail.subject).toContain("A place freed up");
    expect(mail.text).toContain(`/procced-booking?service=${serviceId}&slot=${slotId}`);
    // The second in line waits on, now first; nobody else can take the place.
    expect(await mine(second)).toMatchObject([{ state: "waiting", position: 1 }]);
    const stranger = await registerCustomer({ firstName: "Stranger" });
    expect((await api("/api/bookings", { method: "POST", ...json({ service: serviceId, slot: slotId }, bearer(stranger.accessToken)) })).status).toBe(409);
    expect(await offers()).toEqual([{ customerId: first.user._id }]);
  });

  it("passes an unclaimed offer on, and makes one offer per freed place however many servers free it at once", async () => {
    const since = Date.now();
    // The first customer's offer runs out unclaimed.
    await pool.query(`UPDATE "Booking" SET "holdExpiresAt" = now() - interval '1 second' WHERE "slotId" = $1 AND status = 'pending'`, [slotId]);
    // Both servers are told at once, five times each, that the slot's capacity stands: each looks for places to offer.
    const puts = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        fetch(`${index % 2 ? SECOND_URL : BASE_URL}/api/slots/${slotId}`, { method: "PUT", ...json({ capacity: 1 }, bearer(admin.accessToken)) }).then((response) => response.status),
      ),
    );
    expect(puts).toEqual(Array(10).fill(200));
    await eventually(async () => ((await mine(second))[0]?.state === "offered" ? true : undefined));
    expect(await mine(first)).toEqual([]);
    expect((await offers()).map((offer) => offer.customerId)).toEqual([first.user._id, second.user._id]);
    const live = (await pool.query(`SELECT "customerId" FROM "Booking" WHERE "slotId" = $1 AND status IN ('pending', 'confirm')`, [slotId])).rows;
    expect(live).toEqual([{ customerId: second.user._id }]);
    await waitForMail(second.email, since, 20_000);
    expect((await mailsTo(second.email)).filter((mail) => mail.subject.includes("A place freed up"))).toHaveLength(1);
  });

  it("is claimed by paying for the held place", async () => {
    const claimed = await api<{ _id: string; payment_url: string }>("/api/bookings", { method: "POST", ...json({ service: serviceId, slot: slotId }, bearer(second.accessToken)) });
    expect(claimed.status).toBe(201);
    await payOnTestCheckout(claimed.body.data.payment_url);
    const [booking] = (await pool.query(`SELECT status, payment FROM "Booking" WHERE "slotId" = $1 AND "customerId" = $2`, [slotId, second.user._id])).rows;
    expect(booking).toEqual({ status: "confirm", payment: "paid" });
    expect(await mine(second)).toEqual([]);
  });
});

describe("the waitlist and the limits on holds", () => {
  type Customer = { id: string; token: string };
  const joinAs = (who: Customer, slot: string) => api<Entry>(`/api/slots/${slot}/waitlist`, { method: "POST", headers: bearer(who.token) });
  const entriesOf = async (who: Customer) => (await api<Entry[]>("/api/my-waitlist", { headers: bearer(who.token) })).body.data;
  let hour = 8;
  /** A free slot of its own, on a day the tests above do not use. */
  const freeSlot = () => {
    hour += 1;
    return insertSlot({ serviceId, date: isoDay(11), startTime: `${String(hour).padStart(2, "0")}:00`, endTime: `${String(hour).padStart(2, "0")}:59` });
  };
  /** A slot whose every place is taken (no booking needed: its summary says so). */
  const fullSlot = () => {
    hour += 1;
    return insertSlot({ serviceId, date: isoDay(12), startTime: `${String(hour).padStart(2, "0")}:00`, endTime: `${String(hour).padStart(2, "0")}:59`, status: "booked" });
  };

  it("skips, for a freed place, a customer who already holds as many places as anyone may, and offers it to the next", async () => {
    const holderOfSlot = await insertCustomer("wl-holder");
    const busy = await insertCustomer("wl-busy");
    const patient = await insertCustomer("wl-patient");
    const slot = await freeSlot();
    const paid = await bookAndPay(holderOfSlot.token, serviceId, slot);
    // The first in line holds five places elsewhere, unpaid: the most one customer may hold.
    for (let i = 0; i < 5; i++) {
      expect((await api("/api/bookings", { method: "POST", ...json({ service: serviceId, slot: await freeSlot() }, bearer(busy.token)) })).status).toBe(201);
    }
    expect((await joinAs(busy, slot)).status).toBe(201);
    expect((await joinAs(patient, slot)).body.data).toMatchObject({ position: 2 });

    expect((await api(`/api/my-bookings/${paid}/cancel`, { method: "POST", headers: bearer(holderOfSlot.token) })).status).toBe(200);
    await eventually(async () => ((await entriesOf(patient))[0]?.state === "offered" ? true : undefined), 20_000, "the offer to the second in line");
    // The first in line still waits, first, for the next place; they were given no sixth hold.
    expect(await entriesOf(busy)).toMatchObject([{ state: "waiting", position: 1, offer: null }]);
    const held = await pool.query(`SELECT count(*)::int AS n FROM "Booking" WHERE "customerId" = $1 AND status = 'pending'`, [busy.id]);
    expect(held.rows[0].n).toBe(5);
  });

  it("lets a customer wait for at most 3 slots at once, however many they ask for at the same moment", async () => {
    const eager = await insertCustomer("wl-eager");
    const slots = await Promise.all(Array.from({ length: 8 }, () => fullSlot()));
    const answers = await Promise.all(slots.map((slot) => joinAs(eager, slot)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => [answer.status, answer.body.message])).toEqual(
      Array(5).fill([409, "You are already on 3 waitlists, the most one customer may join at once. Leave one of them (in My Bookings) to join another."]),
    );
    expect(await entriesOf(eager)).toHaveLength(3);

    // Leaving one makes room for another.
    const joined = slots.filter((_, i) => answers[i].status === 201);
    const other = slots.find((_, i) => answers[i].status !== 201)!;
    expect((await api(`/api/slots/${joined[0]}/waitlist`, { method: "DELETE", headers: bearer(eager.token) })).status).toBe(200);
    expect((await joinAs(eager, other)).status).toBe(201);
  });
});
