import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { ACTIONS, REFUSED, type ActionEntry, type Fixture, type WebCaller } from "./actions";
import {
  BASE_URL,
  bearer,
  insertService,
  insertSlot,
  insertSlotAt,
  isoDay,
  keepShopSettings,
  json,
  newClientAddress,
  pool,
  registerAdmin,
  registerCustomer,
  removeCreatedUsers,
  removeServices,
  uniqueWord,
  webSignIn,
} from "./support";

/**
 * The authorization matrix of the web door: every server action, called over
 * HTTP as the browser calls it (a POST with its id in the Next-Action header
 * and its arguments encoded by React), by each kind of caller. The action ids
 * come from the production build's server-reference manifest. A new action
 * that tests/api/actions.ts does not list fails the first test.
 */
type RscClient = {
  encodeReply(value: unknown): Promise<string | FormData>;
  createFromFetch(response: Promise<Response>, options: unknown): Promise<{ a?: unknown }>;
};
// React's own encoder and decoder of server-action calls, as bundled with Next.js (what the browser runs).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const rsc: RscClient = require("next/dist/compiled/react-server-dom-webpack/client.node");

type ManifestEntry = { workers: Record<string, unknown>; filename?: string; exportedName?: string };
type Known = { id: string; page: string };

const key = (file: string, name: string) => `${file}#${name}`;
const manifestFile = () => path.join(process.cwd(), process.env.SPOTLESS_DIST_DIR || ".next-test", "server/server-reference-manifest.json");

/** "app/[locale]/(auth)/login/page" → "/login": a page that serves the action (its address names no language; dynamic segments get a sample value). */
const pageOf = (worker: string) =>
  worker
    .replace(/^app(\/\[locale\])?/, "")
    .replace(/\/page$/, "")
    .replace(/\/\([^)]+\)/g, "")
    .replace(/\[[^\]]+\]/g, "sample") || "/";

async function builtActions(): Promise<Map<string, Known>> {
  const manifest: { node: Record<string, ManifestEntry> } = JSON.parse(await readFile(manifestFile(), "utf8"));
  const actions = new Map<string, Known>();
  for (const [id, entry] of Object.entries(manifest.node)) {
    if (!entry.filename || !entry.exportedName) continue;
    actions.set(key(entry.filename, entry.exportedName), { id, page: pageOf(Object.keys(entry.workers)[0]) });
  }
  return actions;
}

/** Every exported function of the "use server" modules in lib/actions, whether or not a page uses it yet. */
async function sourceActions(): Promise<string[]> {
  const dir = path.join(process.cwd(), "lib/actions");
  const found: string[] = [];
  for (const file of await readdir(dir)) {
    const source = await readFile(path.join(dir, file), "utf8");
    if (!/^\s*["']use server["']/.test(source)) continue;
    // Each action is an async function, or one made by the wrapper (`export const name = action(...)`).
    for (const match of source.matchAll(/export (?:async function (\w+)|const (\w+) = action\()/g)) found.push(key(`lib/actions/${file}`, match[1] ?? match[2]));
  }
  return found;
}

type Answer = { status: number; redirect: string | null; result: unknown };

async function callAction(action: Known, args: unknown[], cookie: string | undefined): Promise<Answer> {
  const body = await rsc.encodeReply(args);
  const headers: Record<string, string> = { "next-action": action.id, origin: BASE_URL, accept: "text/x-component", "x-forwarded-for": newClientAddress() };
  if (cookie) headers.cookie = cookie;
  if (typeof body === "string") headers["content-type"] = "text/plain;charset=UTF-8";
  const response = await fetch(`${BASE_URL}${action.page}`, { method: "POST", headers, body, redirect: "manual" });
  // The action's own redirect() (x-action-redirect), or the guard in proxy.ts turning a signed-out caller away.
  const redirect = response.headers.get("x-action-redirect")?.split(";")[0] ?? (response.status >= 300 && response.status < 400 ? response.headers.get("location") : null);
  let result: unknown;
  if ((response.headers.get("content-type") ?? "").includes("text/x-component")) {
    try {
      const root = await rsc.createFromFetch(Promise.resolve(response), { serverConsumerManifest: { moduleMap: {}, serverModuleMap: null, moduleLoading: null } });
      result = await root.a;
    } catch {
      // A page rendered along with the answer (after a change) needs the browser's modules; the answer itself is what counts.
      result = undefined;
    }
  }
  return { status: response.status, redirect, result };
}

/** What the answer says about the caller: sent to sign in, refused, or neither. */
function refusal(answer: Answer): "unauthenticated" | "forbidden" | null {
  if (answer.redirect && new URL(answer.redirect, BASE_URL).pathname === "/login") return "unauthenticated";
  const result = answer.result as { ok?: boolean; status?: string; kind?: string } | undefined;
  const failed = result?.ok === false || result?.status === "failed";
  if (failed && (result?.kind === "unauthenticated" || result?.kind === "forbidden")) return result.kind;
  return null;
}

/** Two photos of the service: a cover, and the photo the matrix makes the cover and then deletes. */
async function insertPhotos(serviceId: string): Promise<string> {
  const variants = JSON.stringify([{ width: 1, url: "/images/services/none.webp" }]);
  await pool.query(`INSERT INTO "ServicePhoto" (id, "serviceId", alt, position, "isCover", width, height, variants) VALUES (gen_random_uuid(), $1, 'Cover', 0, true, 1, 1, $2)`, [serviceId, variants]);
  const { rows } = await pool.query(`INSERT INTO "ServicePhoto" (id, "serviceId", alt, position, "isCover", width, height, variants) VALUES (gen_random_uuid(), $1, 'Second', 1, false, 1, 1, $2) RETURNING id`, [serviceId, variants]);
  return rows[0].id;
}

let known: Map<string, Known>;
let restoreShop: () => Promise<void>;
let fixture: Fixture;
const sessions: Partial<Record<WebCaller, string>> = {};
const word = uniqueWord();
const serviceIds: string[] = [];

beforeAll(async () => {
  known = await builtActions();
  const [customer, otherCustomer, admin, roleTarget] = await Promise.all([
    registerCustomer({ firstName: "Door" }),
    registerCustomer({ firstName: "Other" }),
    registerAdmin(),
    registerCustomer({ firstName: "Target" }),
  ]);
  restoreShop = await keepShopSettings(admin.accessToken);
  [sessions.customer, sessions.otherCustomer, sessions.admin] = await Promise.all([
    webSignIn(customer.email, customer.password),
    webSignIn(otherCustomer.email, otherCustomer.password),
    webSignIn(admin.email, admin.password),
  ]);
  const serviceId = await insertService({ name: `Web door ${word} service`, priceCents: 2000, duration: 60 });
  const doomedServiceId = await insertService({ name: `Web door ${word} doomed`, priceCents: 1000, duration: 30 });
  const retiredServiceId = await insertService({ name: `Web door ${word} retired`, priceCents: 1000, duration: 30 });
  serviceIds.push(serviceId, doomedServiceId, retiredServiceId);
  const day = isoDay(8);
  const [slotId, toggleSlotId, heldSlotId] = await Promise.all([
    insertSlot({ serviceId, date: day, startTime: "09:00", endTime: "10:00" }),
    insertSlot({ serviceId, date: day, startTime: "10:00", endTime: "11:00" }),
    insertSlot({ serviceId, date: day, startTime: "11:00", endTime: "12:00" }),
  ]);
  const held = await fetch(`${BASE_URL}/api/bookings`, { method: "POST", ...json({ service: serviceId, slot: heldSlotId }, bearer(customer.accessToken)) });
  expect(held.status).toBe(201);
  // After the booking: bookings of the customer's as they stand once paid (or still awaiting payment).
  const [paidSlotId, rescheduleSlotId, cancellableSlotId, adminCancelSlotId] = await Promise.all([
    insertSlot({ serviceId, date: day, startTime: "13:00", endTime: "14:00", status: "booked" }),
    insertSlot({ serviceId, date: day, startTime: "14:00", endTime: "15:00" }),
    insertSlot({ serviceId, date: day, startTime: "15:00", endTime: "16:00" }),
    insertSlot({ serviceId, date: day, startTime: "16:00", endTime: "17:00", status: "booked" }),
  ]);
  const startedSlotId = await insertSlotAt(serviceId, new Date(Date.now() - 60 * 60_000), 180, "booked");
  const paidBooking = async (slot: string) =>
    (
      await pool.query(
        `INSERT INTO "Booking" (id, "customerId", "serviceId", "slotId", "amountCents", payment, status, "updatedAt") VALUES (gen_random_uuid(), $1, $2, $3, 2000, 'paid', 'confirm', now()) RETURNING id`,
        [customer.user._id, serviceId, slot],
      )
    ).rows[0].id as string;
  const cancellable = await fetch(`${BASE_URL}/api/bookings`, { method: "POST", ...json({ service: serviceId, slot: cancellableSlotId }, bearer(customer.accessToken)) });
  expect(cancellable.status).toBe(201);
  fixture = {
    word,
    serviceId,
    slotId,
    toggleSlotId,
    heldBookingId: (await held.json()).data._id,
    paidBookingId: await paidBooking(paidSlotId),
    rescheduleSlotId,
    cancellableBookingId: (await cancellable.json()).data._id,
    adminCancelBookingId: await paidBooking(adminCancelSlotId),
    releasableHoldId: await heldBooking(roleTarget.user._id, serviceId, await insertSlot({ serviceId, date: day, startTime: "19:00", endTime: "20:00" })),
    startedBookingId: await paidBooking(startedSlotId),
    doomedServiceId,
    retiredServiceId,
    refundByHandBookingId: (
      await pool.query(
        `INSERT INTO "Booking" (id, "customerId", "serviceId", "slotId", "amountCents", payment, status, "paymentProvider", "refundByHand", "updatedAt")
         VALUES (gen_random_uuid(), $1, $2, $3, 2000, 'paid', 'cancel', 'demo', true, now()) RETURNING id`,
        [customer.user._id, serviceId, await insertSlot({ serviceId, date: day, startTime: "20:00", endTime: "21:00" })],
      )
    ).rows[0].id as string,
    payAtShopBookingId: (
      await pool.query(
        `INSERT INTO "Booking" (id, "customerId", "serviceId", "slotId", "amountCents", "amountDueOnlineCents", "amountDueAtShopCents", payment, status, "updatedAt")
         VALUES (gen_random_uuid(), $1, $2, $3, 2000, 0, 2000, 'pending', 'confirm', now()) RETURNING id`,
        [customer.user._id, serviceId, await insertSlot({ serviceId, date: day, startTime: "21:00", endTime: "22:00" })],
      )
    ).rows[0].id as string,
    ...(await insertInactiveBays()),
    ...(await insertVehicleFixtures()),
    ...(await insertWebhookFixtures()),
    emailDeliveryId: await insertFailedEmail(),
    smsDeliveryId: await insertFailedText(),
    fullSlotId: await insertSlot({ serviceId, date: day, startTime: "17:00", endTime: "18:00", status: "booked" }),
    roleTargetId: roleTarget.user._id,
    photoId: await insertPhotos(serviceId),
    reviewId: (await pool.query(`INSERT INTO "Review" (id, "userId", rating, comment) VALUES (gen_random_uuid(), $1, 2, 'Hidden through the web door matrix.') RETURNING id`, [roleTarget.user._id])).rows[0].id,
    customerId: customer.user._id,
    ...(await insertVehicles(customer.user._id)),
    otherCustomerId: otherCustomer.user._id,
    otherCustomerPassword: otherCustomer.password,
    emptyForm: () => new FormData(),
  };
});

/** A booking awaiting payment, held for half an hour (as the Holds page lists it). */
async function heldBooking(customerId: string, serviceId: string, slotId: string): Promise<string> {
  const { rows } = await pool.query(
    `INSERT INTO "Booking" (id, "customerId", "serviceId", "slotId", "amountCents", payment, status, "holdExpiresAt", "clientAddress", "updatedAt")
     VALUES (gen_random_uuid(), $1, $2, $3, 2000, 'pending', 'pending', now() + interval '30 minutes', $4, now()) RETURNING id`,
    [customerId, serviceId, slotId, newClientAddress()],
  );
  return rows[0].id;
}

/** Two bays that take no bookings (so that the rest of the suite never meets them): one to rename, one to delete. */
async function insertInactiveBays() {
  const insert = async (name: string) =>
    (await pool.query(`INSERT INTO "Bay" (id, name, active, "serviceIds", position, "updatedAt") VALUES (gen_random_uuid(), $1, false, '{}', 9000, now()) RETURNING id`, [name])).rows[0].id as string;
  return { bayId: await insert(`Web door ${word} bay`), doomedBayId: await insert(`Web door ${word} doomed bay`) };
}

/**
 * Vehicle classes after the demo's (no service prices them, no booking names them) and add-ons no
 * service offers, so that the rest of the suite never meets them.
 */
async function insertVehicleFixtures() {
  const insertClass = async (name: string) =>
    (await pool.query(`INSERT INTO "VehicleClass" (id, name, position, "updatedAt") VALUES (gen_random_uuid(), $1, 9000, clock_timestamp()) RETURNING id`, [name])).rows[0].id as string;
  const insertAddOn = async (name: string) =>
    (await pool.query(`INSERT INTO "AddOn" (id, name, "priceCents", minutes, "serviceIds", position, "updatedAt") VALUES (gen_random_uuid(), $1, 500, 10, '{}', 9000, now()) RETURNING id`, [name])).rows[0].id as string;
  // One after the other: Move (down) swaps the first with the doomed one, made after it.
  const setupClassId = await insertClass(`Web door ${word} class`);
  const doomedVehicleClassId = await insertClass(`Web door ${word} doomed class`);
  return {
    setupClassId,
    doomedVehicleClassId,
    defaultCandidateClassId: await insertClass(`Web door ${word} default class`),
    addOnId: await insertAddOn(`Web door ${word} add-on`),
    doomedAddOnId: await insertAddOn(`Web door ${word} doomed add-on`),
  };
}

/**
 * Two webhook endpoints on a closed port (what they are sent fails, and goes with them after the matrix):
 * one to delete, and one with a failed delivery to resend.
 */
async function insertWebhookFixtures() {
  const insert = async (name: string) =>
    (await pool.query(`INSERT INTO "WebhookEndpoint" (id, url, events, "updatedAt") VALUES (gen_random_uuid(), $1, '{booking.completed}', now()) RETURNING id`, [`http://127.0.0.1:9/web-door/${word}/${name}`]))
      .rows[0].id as string;
  const webhookEndpointId = await insert("doomed");
  const keptId = await insert("kept");
  await pool.query(`INSERT INTO "WebhookSecret" ("endpointId", secret) VALUES ($1, 'whsec_d2ViLWRvb3ItbWF0cml4LXNlY3JldA=='), ($2, 'whsec_d2ViLWRvb3ItbWF0cml4LXNlY3JldA==')`, [webhookEndpointId, keptId]);
  const { rows } = await pool.query(
    `INSERT INTO "WebhookDelivery" (id, "endpointId", "eventId", type, payload, status, attempts, "lastError", "updatedAt")
     VALUES (gen_random_uuid(), $1, gen_random_uuid(), 'booking.completed', '{"type":"booking.completed"}', 'failed', 13, 'connect ECONNREFUSED', now()) RETURNING id`,
    [keptId],
  );
  return { webhookEndpointId, webhookDeliveryId: rows[0].id as string };
}

/** A prepared message whose tries all failed (an admin may resend it: the suite's mail server then takes it). */
/** The customer's two vehicles (of the default class): one to rename, one to delete. */
async function insertVehicles(customerId: string) {
  const vehicleClassId = (await pool.query(`SELECT id FROM "VehicleClass" WHERE "isDefault"`)).rows[0].id as string;
  const vehicle = async (model: string) =>
    (await pool.query(`INSERT INTO "Vehicle" (id, "customerId", "vehicleClassId", make, model, "updatedAt") VALUES (gen_random_uuid(), $1, $2, 'Door', $3, now()) RETURNING id`, [customerId, vehicleClassId, model])).rows[0].id as string;
  return { vehicleClassId, vehicleId: await vehicle("Kept"), doomedVehicleId: await vehicle("Doomed") };
}

async function insertFailedText() {
  const { rows } = await pool.query(
    `INSERT INTO "SmsDelivery" (key, kind, recipient, state, attempts, "lastError", "updatedAt")
     VALUES ($1, 'code', '+8801700000009', 'failed', 15, 'Gateway answered 503', now()) RETURNING id`,
    [`sms:code:web-door-${word}`],
  );
  return rows[0].id as string;
}

async function insertFailedEmail() {
  const { rows } = await pool.query(
    `INSERT INTO "EmailDelivery" (key, kind, recipient, subject, body, state, attempts, "lastError", "updatedAt")
     VALUES ($1, 'message', $2, 'Web door resend', 'Sent again through the web door matrix.', 'failed', 15, 'Connection refused', now()) RETURNING id`,
    [`message:web-door-${word}`, `web-door.${word}@example.test`],
  );
  return rows[0].id as string;
}

afterAll(async () => {
  await pool.query(`DELETE FROM "EmailDelivery" WHERE key = $1`, [`message:web-door-${word}`]);
  await pool.query(`DELETE FROM "SmsDelivery" WHERE key = $1`, [`sms:code:web-door-${word}`]);
  await pool.query(`DELETE FROM "Bay" WHERE name LIKE $1`, [`Web door ${word}%`]);
  await pool.query(`DELETE FROM "AddOn" WHERE name LIKE $1`, [`Web door ${word}%`]);
  await pool.query(`DELETE FROM "VehicleClass" WHERE name LIKE $1`, [`Web door ${word}%`]);
  await pool.query(`DELETE FROM "WebhookEndpoint" WHERE url LIKE $1`, [`http://127.0.0.1:9/web-door/${word}%`]);
  // The settings and pages actions changed the demo shop: put it back for the journeys that follow.
  await restoreShop?.();
  // The service the web door's own calls made, and those its New booking calls booked on (actions.ts).
  const created = await pool.query(`SELECT id FROM "Service" WHERE name = $1 OR name LIKE $2`, [`Web door ${word}`, `Counter ${word} %`]);
  await removeServices([...serviceIds, ...created.rows.map((row) => row.id)]);
  await pool.query(`DELETE FROM "Review" WHERE comment = $1`, ["Written through the web door matrix."]);
  await removeCreatedUsers();
  await pool.end();
});

describe("the web door's authorization matrix", () => {
  it("lists every server action the app has", async () => {
    const listed = ACTIONS.map((action) => key(action.file, action.name)).sort();
    const existing = [...new Set([...known.keys(), ...(await sourceActions())])].sort();
    expect(listed).toEqual(existing);
    // And each listed action is in the build, with a page that serves it.
    expect(listed.filter((name) => !known.has(name))).toEqual([]);
  });

  describe.each(ACTIONS.map((action) => [`${action.name} (${action.access})`, action] as [string, ActionEntry]))("%s", (_label, action) => {
    const built = () => {
      const found = known.get(key(action.file, action.name));
      if (!found) throw new Error(`${action.name} is not in the build's server-reference manifest`);
      return found;
    };

    for (const caller of REFUSED[action.access]) {
      it(`refuses ${caller} and changes nothing`, async () => {
        const before = await action.state(fixture);
        const answer = await callAction(built(), await action.args(fixture), sessions[caller]);
        expect({ serverError: answer.status >= 500, refusal: refusal(answer) }).toEqual({ serverError: false, refusal: caller === "anonymous" ? "unauthenticated" : "forbidden" });
        expect(await action.state(fixture)).toEqual(before);
      });
    }

    if (action.access === "public") {
      it(`needs no session (${action.why}), and a call it refuses changes nothing`, async () => {
        const before = await action.state(fixture);
        const answer = await callAction(built(), await action.args(fixture), undefined);
        expect(answer.status).toBeLessThan(500);
        expect(await action.state(fixture)).toEqual(before);
      });
    } else if (action.allowed) {
      it(`lets ${action.allowed} through: the same call changes what the others could not`, async () => {
        const before = await action.state(fixture);
        const answer = await callAction(built(), await action.args(fixture), sessions[action.allowed!]);
        expect(answer.status).toBeLessThan(500);
        const ledTo = answer.redirect ? new URL(answer.redirect, BASE_URL).pathname : null;
        if (action.successRedirect) expect(ledTo).toBe(action.successRedirect);
        else expect(refusal(answer)).toBeNull();
        expect(await action.state(fixture)).not.toEqual(before);
      });
    }
  });
});
