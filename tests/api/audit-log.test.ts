import { randomUUID } from "node:crypto";
import sharp from "sharp";
import {
  api,
  bearer,
  bookAndPay,
  BASE_URL,
  clockAt,
  insertCustomer,
  insertService,
  insertSlotAt,
  isoDay,
  json,
  keepShopSettings,
  newClientAddress,
  pool,
  registerAdmin,
  registerCustomer,
  removeCreatedUsers,
  removeServices,
  type SignedIn,
  webSignIn,
} from "./support";

/**
 * The audit log: every admin write is recorded by the database in the same
 * transaction, with the admin, their address and the fields changed; nobody
 * (not even the database's owner) can change or delete an entry; admins read
 * it over REST with filters.
 */
type Entry = {
  _id: string;
  at: string;
  actor: { _id: string; email: string };
  action: string;
  target: { type: string; _id: string };
  changes: Record<string, { before: unknown; after: unknown }>;
  clientAddress: string;
};

let admin: SignedIn;
let customer: SignedIn;
let restoreShop: () => Promise<void>;
const address = newClientAddress();
const services: string[] = [];

const asAdmin = (extra: Record<string, string> = {}) => ({ ...bearer(admin.accessToken), "x-forwarded-for": address, ...extra });
const send = <T = unknown>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  api<T>(path, body === undefined ? { method, headers: asAdmin(headers) } : { method, ...json(body, asAdmin(headers)) });
const log = (params: Record<string, string | number>) =>
  api<Entry[]>(`/api/audit-log?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]))}`, { headers: bearer(admin.accessToken) });
/** This file's admin's entries about one record, newest first. */
const entriesAbout = async (target: string) => (await log({ actor: admin.user._id, target, limit: 100 })).body.data;

beforeAll(async () => {
  admin = await registerAdmin();
  customer = await registerCustomer();
  restoreShop = await keepShopSettings(admin.accessToken);
});

afterAll(async () => {
  await restoreShop?.();
  await removeServices(services);
  await removeCreatedUsers();
  await pool.end();
});

describe("what an admin changes is recorded", () => {
  it("a service's creation, each update and its removal, with the fields before and after, the admin and their address", async () => {
    const started = Date.now();
    const created = await send<{ _id: string }>("POST", "/api/services", { name: `Audit Wash ${randomUUID().slice(0, 6)}`, description: "A wash the audit log watches", price: 40, duration: 30 });
    expect(created.status).toBe(201);
    const id = created.body.data._id;
    services.push(id);
    expect((await send("PUT", `/api/services/${id}`, { price: 45.5 })).status).toBe(200);
    expect((await send("DELETE", `/api/services/${id}`)).status).toBe(200);

    const entries = await entriesAbout(id);
    expect(entries.map((entry) => entry.action)).toEqual(["service.updated", "service.updated", "service.created"]);
    const [removed, repriced, made] = entries;
    expect(made.changes.priceCents).toEqual({ before: null, after: 4000 });
    expect(repriced.changes).toEqual({ priceCents: { before: 4000, after: 4550 } });
    expect(removed.changes.isDeleted).toEqual({ before: false, after: true });
    for (const entry of entries) {
      expect(entry.actor).toEqual({ _id: admin.user._id, email: admin.email });
      expect(entry.target).toEqual({ type: "service", _id: id });
      expect(entry.clientAddress).toBe(address);
      expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(started - 1000);
      expect(Date.parse(entry.at)).toBeLessThanOrEqual(Date.now() + 1000);
      expect(entry.changes).not.toHaveProperty("updatedAt");
    }
  });

  it("slots: one made, cancelled and made available again, and a generated schedule's", async () => {
    const serviceId = await insertService({ name: `Audit Slots ${randomUUID().slice(0, 6)}`, priceCents: 3000, duration: 30 });
    services.push(serviceId);
    const day = isoDay(12);
    const slot = await send<{ _id: string }>("POST", "/api/services/slots", { service: serviceId, date: day, startTime: "14:00", endTime: "14:30" });
    expect(slot.status).toBe(201);
    expect((await send("PUT", `/api/slots/toggle-status/${slot.body.data._id}`)).status).toBe(200);
    expect((await send("PUT", `/api/slots/toggle-status/${slot.body.data._id}`)).status).toBe(200);
    const slotEntries = await entriesAbout(slot.body.data._id);
    expect(slotEntries.map((entry) => [entry.action, entry.changes.status?.after])).toEqual([
      ["slot.updated", "available"],
      ["slot.updated", "cancel"],
      ["slot.created", "available"],
    ]);

    const generated = await send<{ created: number }>("POST", "/api/slots/generate", { service: serviceId, from: day, to: day, weekdays: [0, 1, 2, 3, 4, 5, 6], opening: "08:00", closing: "09:30" });
    expect(generated.status).toBe(201);
    expect(generated.body.data.created).toBe(3);
    const made = await pool.query<{ id: string }>(`SELECT id FROM "Slot" WHERE "serviceId" = $1 AND "startTime" < '10:00'`, [serviceId]);
    expect(made.rows).toHaveLength(3);
    for (const { id } of made.rows) expect((await entriesAbout(id)).map((entry) => entry.action)).toEqual(["slot.created"]);
  });

  it("a role given and taken back, without the password hash", async () => {
    const target = await registerCustomer();
    expect((await send("PUT", `/api/auth/update-role/${target.user._id}`, { role: "admin" })).status).toBe(200);
    expect((await send("PUT", `/api/auth/update-role/${target.user._id}`, { role: "user" })).status).toBe(200);
    const entries = await entriesAbout(target.user._id);
    expect(entries.map((entry) => [entry.action, entry.changes])).toEqual([
      ["user.updated", { role: { before: "admin", after: "user" } }],
      ["user.updated", { role: { before: "user", after: "admin" } }],
    ]);
    expect(JSON.stringify(entries)).not.toContain("passwordHash");
  });

  it("a booking cancelled by an admin, and one marked a no-show; the customer's own booking and payment are not an admin's", async () => {
    const serviceId = await insertService({ name: `Audit Bookings ${randomUUID().slice(0, 6)}`, priceCents: 2500, duration: 30 });
    services.push(serviceId);
    const start = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 9, 7, 0);
    const buyer = await insertCustomer("audited");
    const cancelledSlot = await insertSlotAt(serviceId, new Date(start), 30);
    const cancelled = await bookAndPay(buyer.token, serviceId, cancelledSlot);
    expect(await entriesAbout(cancelled)).toEqual([]);

    expect((await send("POST", `/api/bookings/${cancelled}/cancel`, { refund: false, reason: "Closed for a flood" })).status).toBe(200);
    const [cancellation] = await entriesAbout(cancelled);
    expect(cancellation).toMatchObject({ action: "booking.updated", target: { type: "booking", _id: cancelled }, clientAddress: address });
    expect(cancellation.changes.status).toEqual({ before: "confirm", after: "cancel" });
    expect((await entriesAbout(cancelledSlot)).map((entry) => entry.changes.status)).toEqual([{ before: "booked", after: "available" }]);

    const startsAt = new Date(start + 60 * 60_000);
    const closed = await bookAndPay(buyer.token, serviceId, await insertSlotAt(serviceId, startsAt, 30));
    expect((await send("PUT", `/api/bookings/${closed}/status`, { status: "no-show" }, clockAt(startsAt))).status).toBe(200);
    expect((await entriesAbout(closed)).map((entry) => entry.changes.status)).toEqual([{ before: "confirm", after: "no-show" }]);
  });

  it("the shop's settings, a page and a service photo", async () => {
    const phone = `+1 555 01${String(Math.floor(Math.random() * 90) + 10)}`;
    const before = (await api<{ phone: string }>("/api/settings")).body.data.phone;
    expect((await send("PUT", "/api/settings", { phone })).status).toBe(200);
    const [settings] = await entriesAbout("settings");
    expect(settings).toMatchObject({ action: "settings.updated", target: { type: "settings", _id: "1" }, changes: { phone: { before, after: phone } } });

    const markdown = `## Audited ${randomUUID()}`;
    expect((await send("PUT", "/api/pages/terms", { markdown })).status).toBe(200);
    const [page] = await entriesAbout("terms");
    expect(page.target).toEqual({ type: "page", _id: "terms" });
    expect(page.changes.markdown.after).toBe(markdown);

    const serviceId = await insertService({ name: `Audit Photos ${randomUUID().slice(0, 6)}`, priceCents: 3000, duration: 30 });
    services.push(serviceId);
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 30, g: 90, b: 160 } } }).png().toBuffer();
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "car.png");
    form.set("alt", "A clean car");
    const uploaded = await api<{ _id: string }>(`/api/services/${serviceId}/photos`, { method: "POST", body: form, headers: asAdmin() });
    expect(uploaded.status).toBe(201);
    const [photo] = await entriesAbout(uploaded.body.data._id);
    expect(photo).toMatchObject({ action: "photo.created", target: { type: "photo", _id: uploaded.body.data._id } });
    expect(photo.changes.alt).toEqual({ before: null, after: "A clean car" });
    expect((await send("DELETE", `/api/services/${serviceId}/photos/${uploaded.body.data._id}`)).status).toBe(200);
    expect((await entriesAbout(uploaded.body.data._id)).map((entry) => entry.action)).toEqual(["photo.deleted", "photo.created"]);

    // The logo: uploaded and removed, each a change of the settings' logoUrl.
    const logoForm = new FormData();
    logoForm.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "logo.png");
    const logo = await api<{ logoUrl: string }>("/api/settings/logo", { method: "POST", body: logoForm, headers: asAdmin() });
    expect(logo.status).toBe(200);
    expect((await send("DELETE", "/api/settings/logo")).status).toBe(200);
    const [removed, added] = await entriesAbout("settings");
    expect(added).toMatchObject({ action: "settings.updated", changes: { logoUrl: { after: logo.body.data.logoUrl } } });
    expect(removed).toMatchObject({ action: "settings.updated", changes: { logoUrl: { before: logo.body.data.logoUrl, after: null } } });
  });

  it("a bay added, made inactive and deleted", async () => {
    const created = await send<{ _id: string }>("POST", "/api/bays", { name: `Audit Bay ${randomUUID().slice(0, 6)}`, active: false });
    expect(created.status).toBe(201);
    const id = created.body.data._id;
    expect((await send("PUT", `/api/bays/${id}`, { active: true })).status).toBe(200);
    expect((await send("PUT", `/api/bays/${id}`, { active: false })).status).toBe(200);
    expect((await send("DELETE", `/api/bays/${id}`)).status).toBe(200);
    const entries = await entriesAbout(id);
    expect(entries.map((entry) => entry.action)).toEqual(["bay.deleted", "bay.updated", "bay.updated", "bay.created"]);
    expect(entries[1].changes.active).toEqual({ before: true, after: false });
    expect(entries.every((entry) => entry.target.type === "bay")).toBe(true);
  });

  it("a review hidden and shown again", async () => {
    const author = await insertCustomer("reviewer");
    const id = randomUUID();
    await pool.query(`INSERT INTO "Review" (id, "userId", rating, comment, "createdAt") VALUES ($1, $2, 1, 'A review the shop will hide for a while.', now())`, [id, author.id]);
    expect((await send("PUT", `/api/review/${id}`, { hidden: true })).status).toBe(200);
    expect((await send("PUT", `/api/review/${id}`, { hidden: false })).status).toBe(200);
    expect((await entriesAbout(id)).map((entry) => [entry.action, entry.changes.hidden])).toEqual([
      ["review.updated", { before: true, after: false }],
      ["review.updated", { before: false, after: true }],
    ]);
  });

  it("a review approved", async () => {
    const author = await insertCustomer("reviewer");
    const id = randomUUID();
    await pool.query(`INSERT INTO "Review" (id, "userId", rating, comment, "createdAt") VALUES ($1, $2, 2, 'A review that waits for the shop to approve it.', now())`, [id, author.id]);
    expect((await send("PUT", `/api/review/${id}`, { approved: true })).status).toBe(200);
    const entries = await entriesAbout(id);
    expect(entries.map((entry) => [entry.action, entry.actor._id, entry.clientAddress])).toEqual([["review.updated", admin.user._id, address]]);
    expect(entries[0].changes).toEqual({ approvedAt: { before: null, after: expect.any(String) } });
  });

  it("records nothing for a refused admin write, nor for a customer's own changes", async () => {
    const count = async () => Number((await pool.query(`SELECT count(*) FROM "AuditLogEntry" WHERE "actorId" = ANY($1::uuid[])`, [[admin.user._id, customer.user._id]])).rows[0].count);
    const before = await count();
    expect((await send("POST", "/api/services", { name: "", price: -1 })).status).toBe(400);
    expect((await send("PUT", `/api/services/${randomUUID()}`, { price: 10 })).status).toBe(404);
    expect((await api("/api/user/update", { method: "PUT", ...json({ firstName: "Renamed" }, bearer(customer.accessToken)) })).status).toBe(200);
    expect(await count()).toBe(before);
  });
});

describe("the log cannot be changed", () => {
  it("the database refuses UPDATE, DELETE and TRUNCATE of its entries", async () => {
    const [{ id }] = (await pool.query<{ id: string }>(`SELECT id FROM "AuditLogEntry" WHERE "actorId" = $1 LIMIT 1`, [admin.user._id])).rows;
    await expect(pool.query(`UPDATE "AuditLogEntry" SET "actorEmail" = 'someone@else.test' WHERE id = $1`, [id])).rejects.toThrow(/append-only/);
    await expect(pool.query(`DELETE FROM "AuditLogEntry" WHERE id = $1`, [id])).rejects.toThrow(/append-only/);
    await expect(pool.query(`TRUNCATE "AuditLogEntry"`)).rejects.toThrow(/append-only/);
    expect((await pool.query(`SELECT "actorEmail" FROM "AuditLogEntry" WHERE id = $1`, [id])).rows).toEqual([{ actorEmail: admin.email }]);
  });

  it("has no REST door that writes", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) expect((await api("/api/audit-log", { method, headers: asAdmin() })).status).toBe(405);
  });
});

describe("GET /api/audit-log", () => {
  it("filters by admin (id or email), action or kind, target and days, newest first, in pages", async () => {
    const all = await log({ actor: admin.user._id, limit: 100 });
    expect(all.status).toBe(200);
    expect(all.body.totalDoc).toBe(all.body.data.length);
    const times = all.body.data.map((entry) => Date.parse(entry.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const byEmail = await log({ actor: admin.email.toUpperCase(), limit: 100 });
    expect(byEmail.body.data.map((entry) => entry._id)).toEqual(all.body.data.map((entry) => entry._id));

    const slots = await log({ actor: admin.user._id, action: "slot", limit: 100 });
    expect(slots.body.data.length).toBeGreaterThan(0);
    expect(slots.body.data.every((entry) => entry.target.type === "slot")).toBe(true);
    const updates = await log({ actor: admin.user._id, action: "slot.updated", limit: 100 });
    expect(updates.body.data.length).toBeGreaterThan(0);
    expect(updates.body.data.every((entry) => entry.action === "slot.updated")).toBe(true);

    const firstPage = await log({ actor: admin.user._id, limit: 2 });
    const secondPage = await log({ actor: admin.user._id, limit: 2, page: 2 });
    expect(firstPage.body.data).toHaveLength(2);
    expect(firstPage.body.totalDoc).toBe(all.body.totalDoc);
    expect(secondPage.body.data[0]._id).toBe(all.body.data[2]._id);

    // Test servers keep the shop in UTC: today's entries are all of them, none are a week old.
    expect((await log({ actor: admin.user._id, from: isoDay(0), to: isoDay(0), limit: 100 })).body.totalDoc).toBe(all.body.totalDoc);
    expect((await log({ actor: admin.user._id, from: isoDay(-8), to: isoDay(-7) })).body.totalDoc).toBe(0);
  });

  it("refuses bad filters with 400 naming the field", async () => {
    for (const [params, field] of [
      [{ action: "DROP TABLE" }, "action"],
      [{ from: "2026-02-30" }, "from"],
      [{ from: isoDay(2), to: isoDay(1) }, "to"],
      [{ actor: "x".repeat(201) }, "actor"],
      [{ page: "0" }, "page"],
    ] as const) {
      const answer = await log(params);
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.map((error) => error.field)).toContain(field);
    }
  });
});

describe("the Audit log page", () => {
  it("shows an admin the entries, server-rendered, and nobody else", async () => {
    const cookie = await webSignIn(admin.email, admin.password);
    const page = await fetch(`${BASE_URL}/dashboard/admin/audit?actor=${admin.user._id}&action=service`, { headers: { cookie }, redirect: "manual" });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Audit log");
    expect(html).toContain(admin.email);
    expect(html).toContain("service.created");
    expect(html).not.toContain("slot.created");
    const anonymous = await fetch(`${BASE_URL}/dashboard/admin/audit`, { redirect: "manual" });
    expect([302, 303, 307]).toContain(anonymous.status);
  });
});
