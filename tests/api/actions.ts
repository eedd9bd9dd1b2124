import { createHmac, randomUUID } from "node:crypto";
import { insertService, insertSlotAt, isoDay, pool } from "./support";

/**
 * Every server action (the web door), with who may call it. The web door's
 * authorization matrix (web-door.test.ts) calls each one over HTTP the way a
 * browser does, with no session, a customer's, another customer's and an
 * admin's, and checks that those who may not are refused and that nothing
 * changed. It also checks that this list names every action the app has.
 *
 * Each entry's call would change something if it were let through (valid
 * input, real records), so that only the authorization stands in its way;
 * `state` reads what it would change. The caller who may (`allowed`) is
 * called last, as a control: the same call then does change the state.
 */
export type Fixture = {
  word: string;
  serviceId: string;
  /** A free slot of the service. */
  slotId: string;
  /** A slot an admin may cancel. */
  toggleSlotId: string;
  /** The customer's own booking, awaiting payment. */
  heldBookingId: string;
  /** The customer's own paid booking, days away: they may move it. */
  paidBookingId: string;
  /** A free slot of the same service, where the paid booking may move. */
  rescheduleSlotId: string;
  /** The customer's own booking awaiting payment, which they may cancel. */
  cancellableBookingId: string;
  /** A paid booking that an admin may cancel. */
  adminCancelBookingId: string;
  /** Another customer's booking awaiting payment, which an admin may release from the Holds page. */
  releasableHoldId: string;
  /** A paid booking whose slot has started: an admin may mark it a no-show. */
  startedBookingId: string;
  /** A full slot (no place free): its waitlist is joined, then left. */
  fullSlotId: string;
  /** An inactive bay the update control renames, and one the delete control removes. */
  bayId: string;
  doomedBayId: string;
  /** A vehicle class (last in the order, after the demo's) that Edit renames and Move moves, one that Make default would make the default, and one Delete removes. */
  setupClassId: string;
  defaultCandidateClassId: string;
  doomedVehicleClassId: string;
  /** An add-on that Edit changes, and one Delete removes. */
  addOnId: string;
  doomedAddOnId: string;
  /** A webhook endpoint the delete control removes, and a failed delivery (of another endpoint) the resend control queues again. */
  webhookEndpointId: string;
  webhookDeliveryId: string;
  /** A failed email delivery (a prepared message) that the resend control queues again. */
  emailDeliveryId: string;
  /** A failed text (a code's, its words cleared) that the Texts page's Send again queues again. */
  smsDeliveryId: string;
  /** A second service, which the delete control removes. */
  doomedServiceId: string;
  /** A third service, which Service Management's delete page (cancel its live bookings, then delete) removes. */
  retiredServiceId: string;
  /** A paid booking the shop cancelled, paid outside the online checkout: its refund is recorded by hand. */
  refundByHandBookingId: string;
  /** A confirmed booking to pay at the shop, not paid yet: its payment at the counter is recorded. */
  payAtShopBookingId: string;
  /** A customer whose role the update-role control changes. */
  roleTargetId: string;
  /** A photo of the service that is not its cover (made the cover, then deleted). */
  photoId: string;
  /** A review awaiting approval, which the approve control approves and the hide control hides. */
  reviewId: string;
  customerId: string;
  /** The default vehicle class (a new vehicle's), the customer's vehicle the update control renames, and the one the delete control removes. */
  vehicleClassId: string;
  vehicleId: string;
  doomedVehicleId: string;
  /** Another customer, whose own password the password-change control changes (last: it ends their sessions). */
  otherCustomerId: string;
  otherCustomerPassword: string;
  emptyForm: () => FormData;
};

export type WebCaller = "anonymous" | "customer" | "otherCustomer" | "admin";

/**
 * public: no session needed (signing in, say); its entry says why.
 * admin: admins only. customer: customers only, acting for themselves.
 * own-booking: only the customer whose booking it is.
 * own-vehicle: only the customer whose vehicle it is.
 * self: anyone signed in, on their own account only.
 */
export type Access = "public" | "admin" | "customer" | "own-booking" | "own-vehicle" | "self";

export type ActionEntry = {
  file: string;
  name: string;
  access: Access;
  why?: string;
  args: (f: Fixture) => unknown[] | Promise<unknown[]>;
  state: (f: Fixture) => Promise<unknown>;
  /** Who may: called last, it must change the state (not for public actions). */
  allowed?: WebCaller;
  /** Where the allowed call leads when it succeeds, if that is /login (signing out): then that redirect is not a refusal. */
  successRedirect?: "/login";
};

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const IDLE = { status: "idle" };
/** A 1×1 PNG: the smallest photo there is. */
const PIXEL = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
const photoForm = (service: string, alt: string) => {
  const data = form({ service, alt });
  data.set("file", new Blob([new Uint8Array(PIXEL)], { type: "image/png" }), "pixel.png");
  return data;
};
const logoForm = () => {
  const data = new FormData();
  data.set("file", new Blob([new Uint8Array(PIXEL)], { type: "image/png" }), "logo.png");
  return data;
};
/** A complete, valid settings form (the suite's shop is in UTC, open Monday to Saturday), with the given phone number. */
/** The settings form with a new phone, keeping the shop's time zone and currency as they are now (other files' tests may change them for a while; a change would need confirming). */
const settingsForm = async (phone: string) => {
  const [{ timeZone, currency }] = await rows(`SELECT "timeZone", currency FROM "BusinessSettings"`, []);
  const data = form({ businessName: "Spotless Car Care", tagline: "", logoUrl: "", address: "Dhaka", phone, email: "", timeZone, currency, cancellationNoticeHours: "24", reminderOffsetsMinutes: "1440, 120", holdMinutes: "30", settleGraceHours: "24", bayLabel: "bays" });
  for (let day = 0; day < 7; day++) {
    data.set(`openingHours.${day}.open`, "09:00");
    data.set(`openingHours.${day}.close`, "17:00");
  }
  data.set("openingHours.0.closed", "on");
  return data;
};
const rows = async (sql: string, params: unknown[]) => (await pool.query(sql, params)).rows;

/** The callers each kind of action must refuse. */
export const REFUSED: Record<Access, WebCaller[]> = {
  public: [],
  admin: ["anonymous", "customer"],
  customer: ["anonymous", "admin"],
  "own-booking": ["anonymous", "otherCustomer", "admin"],
  "own-vehicle": ["anonymous", "otherCustomer", "admin"],
  self: ["anonymous"],
};

export const ACTIONS: ActionEntry[] = [
  // Service and Slot Management.
  {
    file: "lib/actions/admin-catalogue.ts",
    name: "createServiceAction",
    access: "admin",
    allowed: "admin",
    args: (f) => [{ name: `Web door ${f.word}`, description: "A service the matrix tries to create", duration: 30, price: 12.5 }],
    state: (f) => rows(`SELECT id FROM "Service" WHERE name = $1`, [`Web door ${f.word}`]),
  },
  {
    file: "lib/actions/admin-catalogue.ts",
    name: "updateServiceAction",
    access: "admin",
    allowed: "admin",
    args: (f) => [f.serviceId, { price: 99 }],
    state: (f) => rows(`SELECT "priceCents" FROM "Service" WHERE id = $1`, [f.serviceId]),
  },
  {
    file: "lib/actions/admin-catalogue.ts",
    name: "createSlotAction",
    access: "admin",
    allowed: "admin",
    args: (f) => [{ service: f.serviceId, date: isoDay(9), startTime: "10:00", endTime: "11:00" }],
    state: (f) => rows(`SELECT id FROM "Slot" WHERE "serviceId" = $1 AND date = $2::date`, [f.serviceId, isoDay(9)]),
  },
  {
    file: "lib/actions/admin-catalogue.ts",
    name: "toggleSlotAction",
    access: "admin",
    allowed: "admin",
    args: (f) => [f.toggleSlotId],
    state: (f) => rows(`SELECT status FROM "Slot" WHERE id = $1`, [f.toggleSlotId]),
  },
  {
    file: "lib/actions/admin-catalogue.ts",
    name: "updateSlotCapacityAction",
    access: "admin",
    allowed: "admin",
    args: (f) => [f.slotId, { capacity: 3 }],
    state: (f) => rows(`SELECT capacity FROM "Slot" WHERE id = $1`, [f.slotId]),
  },
  // The waitlist of a full slot: customers only, for themselves.
  {
    file: "lib/actions/waitlist.ts",
    name: "joinWaitlistAction",
    access: "customer",
    allowed: "customer",
    args: (f) => [IDLE, form({ slot: f.fullSlotId, returnTo: "/services" })],
    state: (f) => rows(`SELECT "customerId", state FROM "WaitlistEntry" WHERE "slotId" = $1`, [f.fullSlotId]),
  },
  {
    file: "lib/actions/waitlist.ts",
    name: "leaveWaitlistAction",
    access: "customer",
    allowed: "customer",
    args: (f) => [IDLE, form({ slot: f.fullSlotId, returnTo: "/services" })],
    state: (f) => rows(`SELECT "customerId", state FROM "WaitlistEntry" WHERE "slotId" = $1`, [f.fullSlotId]),
  },
  // My vehicles: customers only, their own vehicles.
  {
    file: "lib/actions/vehicles.ts",
    name: "createVehicleAction",
    access: "customer",
    allowed: "customer",
    args: (f) => [IDLE, form({ vehicleClass: f.vehicleClassId, make: "Matrix", model: `Web door ${f.word}`, colour: "", plate: "", returnTo: "" })],
    state: (f) => rows(`SELECT "customerId" FROM "Vehicle" WHERE model = $1`, [`Web door ${f.word}`]),
  },
  {
    file: "lib/actions/vehicles.ts",
    name: "updateVehicleAction",
    access: "own-vehicle",
    allowed: "customer",
    args: (f) => [IDLE, form({ vehicle: f.vehicleId, vehicleClass: f.vehicleClassId, make: "Renamed", model: "Door", colour: "", plate: "", returnTo: "" })],
    state: (f) => rows(`SELECT make FROM "Vehicle" WHERE id = $1`, [f.vehicleId]),
  },
  {
    file: "lib/actions/vehicles.ts",
    name: "deleteVehicleAction",
    access: "own-vehicle",
    allowed: "customer",
    args: (f) => [IDLE, form({ vehicle: f.doomedVehicleId, returnTo: "" })],
    state: (f) => rows(`SELECT id FROM "Vehicle" WHERE id = $1`, [f.doomedVehicleId]),
  },
  // Bays.
  {
    file: "lib/actions/bays.ts",
    name: "createBayAction",
    access: "admin",
    allowed: "admin",
    args: (f) => [{ name: `Web door ${f.word} new bay`, active: false }],
    state: (f) => rows(`SELECT id FROM "Bay" WHERE name = $1`, [`Web door ${f.word} new bay`]),
  },
  {
    file: "lib/actions/bays.ts",
    name: "updateBayAction",
    access: "admin",
    allowed: "admin",
    args: (f) => [f.bayId, { name: `Web door ${f.word} renamed bay` }],
    state: (f) => rows(`SELECT name FROM "Bay" WHERE id = $1`, [f.bayId]),
  },
  {
    file: "lib/actions/bays.ts",
    name: "deleteBayAction",
    access: "admin",
    allowed: "admin",
    args: (f) => [f.doomedBayId],
    state: (f) => rows(`SELECT id FROM "Bay" WHERE id = $1`, [f.doomedBayId]),
  },
  // Vehicle classes (Business settings), prices by vehicle size (the service page), add-ons.
  {
    file: "lib/actions/vehicle-setup.ts",
    name: "saveVehicleClassAction",
    access: "admin",
    allowed: "admin",
    args: (f) => [IDLE, form({ class: f.setupClassId, name: `Web door ${f.word} renamed class`, description: "" })],
    state: (f) => rows(`SELECT name FROM "VehicleClass" WHERE id = $1`, [f.setupClassId]),
  },
  {
    file: "lib/actions/vehicle-setup.ts",
    name: "moveVehicleClassAction",
    access: "admin",
    allowed: "admin",
    // Down past the doomed class, which was made after it: the demo's classes keep their places.
    args: (f) => [IDLE, form({ class: f.setupClassId, direction: "down" })],
    state: (f) => rows(`SELECT id FROM "VehicleClass" WHERE name LIKE $1 ORDER BY position, "createdAt", id`, [`Web door ${f.word}%`]),
  },
  {
    file: "lib/actions/vehicle-setup.ts",
    name: "makeDefaultVehicleClassAction",
    access: "admin",
    // Not let through here: a new default reprices every service, under the other API files running beside.
    // The domain tests make a class the default (tests/domain/vehicles.test.ts).
    args: (f) => [IDLE, form({ class: f.defaultCandidateClassId })],
    state: () => rows(`SELECT id FROM "VehicleClass" WHERE "isDefault"`, []),
  },
  {
    file: "lib/actions/vehicle-setup.ts",
    name: "deleteVehicleClassAction",
    access: "admin",
    allowed: "admin",
    args: (f) => [IDLE, form({ class: f.doomedVehicleClassId })],
    state: (f) => rows(`SELECT id FROM "VehicleClass" WHERE id = $1`, [f.doomedVehicleClassId]),
  },
  {
    file: "lib/actions/vehicle-setup.ts",
    name: "saveServiceAction",
    access: "admin",
    allowed: "admin",
    args: async (f) => {
      const [suv] = await rows(`SELECT id FROM "VehicleClass" WHERE NOT "isDefault" ORDER BY position, "createdAt", id LIMIT 1`, []);
      return [IDLE, form({ service: f.serviceId, name: `Web door ${f.word} service`, description: "A service the matrix reprices", duration: "60", price: "20", varyPrices: "on", "prices.0.vehicleClass": suv.id, "prices.0.offered": "on", "prices.0.price": "31.5", "prices.0.duration": "75" })];
    },
    state: (f) => rows(`SELECT "priceCents", duration FROM "ServicePrice" WHERE "serviceId" = $1`, [f.serviceId]),
  },
  {
    file: "lib/actions/vehicle-setup.ts",
    name: "saveAddOnAction",
    access: "admin",
    allowed: "admin",
    args: (f) => {
      const data = form({ addOn: f.addOnId, name: `Web door ${f.word} add-on`, description: "", price: "7.5", minutes: "15" });
      data.append("services", f.serviceId);
      return [IDLE, data];
    },
    state: (f) => rows(`SELECT "priceCents", minutes, "serviceIds" FROM "AddOn" WHERE id = $1`, [f.addOnId]),
  },
  {
    file: "lib/actions/vehicle-setup.ts",
    name: "deleteAddOnAction",
    access: "admin",
    allowed: "admin",
    args: (f) => [IDLE, form({ addOn: f.doomedAddOnId })],
    state: (f) => rows(`SELECT "isDeleted" FROM "AddOn" WHERE id = $1`, [f.doomedAddOnId]),
  },
  // Webhooks.
  {
    file: "lib/actions/webhooks.ts",
    name: "createWebhookEndpointAction",
    access: "admin",
    allowed: "admin",
    args: (f) => [IDLE, form({ url: `http://127.0.0.1:9/web-door/${f.word}`, events: "booking.no_show" })],
    state: (f) => rows(`SELECT id FROM "WebhookEndpoint" WHERE url = $1`, [`http://127.0.0.1:9/web-door/${f.word}`]),
  },
  {
    file: "lib/actions/webhooks.ts",
    name: "deleteWebhookEndpointAction",
    access: "admin",
    allowed: "admin",
    args: (f) => [f.webhookEndpointId, IDLE, f.emptyForm()],
    state: (f) => rows(`SELECT id FROM "WebhookEndpoint" WHERE id = $1`, [f.webhookEndpointId]),
  },
  {
    file: "lib/actions/webhooks.ts",
    name: "resendWebhookDeliveryAction",
    access: "admin",
    allowed: "admin",
    args: (f) => [form({ delivery: f.webhookDeliveryId })],
    state: (f) => rows(`SELECT status FROM "WebhookDelivery" WHERE id = $1`, [f.webhookDeliveryId]),
  },
  // Email deliveries.
  {
    file: "lib/actions/emails.ts",
    name: "resendEmailDeliveryAction",
    access: "admin",
    allowed: "admin",
    args: (f) => [form({ delivery: f.emailDeliveryId })],
    state: (f) => rows(`SELECT resends FROM "EmailDelivery" WHERE id = $1`, [f.emailDeliveryId]),
  },
  {
    file: "lib/actions/texts.ts",
    name: "resendTextAction",
    access: "admin",
    allowed: "admin",
    args: (f) => [form({ delivery: f.smsDeliveryId })],
    state: (f) => rows(`SELECT resends FROM "SmsDelivery" WHERE id = $1`, [f.smsDeliveryId]),
  },
  {
    file: "lib/actions/admin-catalogue.ts",
    name: "generateScheduleAction",
    access: "admin",
    allowed: "admin",
    args: (f) => [{ service: f.serviceId, from: isoDay(10), to: isoDay(11), weekdays: [0, 1, 2, 3, 4, 5, 6], opening: "09:00", closing: "11:00" }],
    state: (f) => rows(`SELECT id FROM "Slot" WHERE "serviceId" = $1 AND date BETWEEN $2::date AND $3::date`, [f.serviceId, isoDay(10), isoDay(11)]),
  },
  // After generateScheduleAction: it cancels the slots that one made.
  {
    file: "lib/actions/admin-catalogue.ts",
    name: "changeSlotRangeAction",
    access: "admin",
    allowed: "admin",
    args: (f) => [{ action: "cancel", service: f.serviceId, from: isoDay(10), to: isoDay(11), confirm: true }],
    state: (f) => rows(`SELECT status FROM "Slot" WHERE "serviceId" = $1 AND date BETWEEN $2::date AND $3::date ORDER BY "startsAt"`, [f.serviceId, isoDay(10), isoDay(11)]),
  },
  {
    file: "lib/actions/admin-catalogue.ts",
    name: "deleteServiceAction",
    access: "admin",
    allowed: "admin",
    args: (f) => [f.doomedServiceId],
    state: (f) => rows(`SELECT "isDeleted" FROM "Service" WHERE id = $1`, [f.doomedServiceId]),
  },
  {
    file: "lib/actions/admin-catalogue.ts",
    name: "retireServiceAction",
    access: "admin",
    allowed: "admin",
    args: (f) => [IDLE, form({ service: f.retiredServiceId, reason: "No longer offered (web door matrix)" })],
    state: (f) => rows(`SELECT "isDeleted" FROM "Service" WHERE id = $1`, [f.retiredServiceId]),
  },
  // Business Settings and the FAQ and policy pages.
  {
    file: "lib/actions/settings.ts",
    name: "updateSettingsAction",
    access: "admin",
    allowed: "admin",
    args: async (f) => [IDLE, await settingsForm(`+880 2-${f.word.replace(/\D/g, "").padEnd(4, "0").slice(0, 4)}-0100`)],
    state: () => rows(`SELECT phone FROM "BusinessSettings"`, []),
  },
  {
    file: "lib/actions/settings.ts",
    name: "updateContentPageAction",
    access: "admin",
    allowed: "admin",
    args: (f) => [IDLE, form({ slug: "terms", markdown: `## Web door\n\n${f.word}` })],
    state: () => rows(`SELECT markdown FROM "ContentPage" WHERE slug = 'terms'`, []),
  },
  // The shop's logo: uploaded, then removed (the removal's control finds the uploaded one).
  {
    file: "lib/actions/settings.ts",
    name: "uploadLogoAction",
    access: "admin",
    allowed: "admin",
    args: () => [IDLE, logoForm()],
    state: () => rows(`SELECT "logoUrl" FROM "BusinessSettings"`, []),
  },
  {
    file: "lib/actions/settings.ts",
    name: "removeLogoAction",
    access: "admin",
    allowed: "admin",
    args: () => [],
    state: () => rows(`SELECT "logoUrl" FROM "BusinessSettings"`, []),
  },
  // A service's photos.
  {
    file: "lib/actions/photos.ts",
    name: "uploadServicePhotoAction",
    access: "admin",
    allowed: "admin",
    args: (f) => [IDLE, photoForm(f.serviceId, `Web door ${f.word}`)],
    state: (f) => rows(`SELECT id FROM "ServicePhoto" WHERE "serviceId" = $1 AND alt = $2`, [f.serviceId, `Web door ${f.word}`]),
  },
  {
    file: "lib/actions/photos.ts",
    name: "setCoverPhotoAction",
    access: "admin",
    allowed: "admin",
    args: (f) => [form({ service: f.serviceId, photo: f.photoId })],
    state: (f) => rows(`SELECT "isCover" FROM "ServicePhoto" WHERE id = $1`, [f.photoId]),
  },
  {
    file: "lib/actions/photos.ts",
    name: "deleteServicePhotoAction",
    access: "admin",
    allowed: "admin",
    args: (f) => [form({ service: f.serviceId, photo: f.photoId })],
    state: (f) => rows(`SELECT id FROM "ServicePhoto" WHERE id = $1`, [f.photoId]),
  },
  // User Management.
  {
    file: "lib/actions/users.ts",
    name: "updateRoleAction",
    access: "admin",
    allowed: "admin",
    args: (f) => [f.roleTargetId, "admin"],
    state: (f) => rows(`SELECT role FROM "User" WHERE id = $1`, [f.roleTargetId]),
  },
  // Booking.
  {
    file: "lib/actions/bookings.ts",
    name: "checkoutAction",
    access: "customer",
    allowed: "customer",
    args: (f) => [IDLE, form({ service: f.serviceId, slot: f.slotId, name: "Web Door" })],
    state: (f) => rows(`SELECT id, status FROM "Booking" WHERE "slotId" = $1`, [f.slotId]),
  },
  {
    file: "lib/actions/bookings.ts",
    name: "cancelCheckoutAction",
    access: "own-booking",
    allowed: "customer",
    args: (f) => [f.heldBookingId, IDLE, f.emptyForm()],
    state: (f) => rows(`SELECT b.status, s."heldUntil" IS NOT NULL AS held FROM "Booking" b JOIN "Slot" s ON s.id = b."slotId" WHERE b.id = $1`, [f.heldBookingId]),
  },
  // After the booking: My Bookings (its own customer) and Booking Management (admins).
  {
    file: "lib/actions/bookings.ts",
    name: "cancelMyBookingAction",
    access: "own-booking",
    allowed: "customer",
    args: (f) => [f.cancellableBookingId, IDLE, f.emptyForm()],
    state: (f) => rows(`SELECT status FROM "Booking" WHERE id = $1`, [f.cancellableBookingId]),
  },
  {
    file: "lib/actions/bookings.ts",
    name: "rescheduleMyBookingAction",
    access: "own-booking",
    allowed: "customer",
    args: (f) => [f.paidBookingId, IDLE, form({ slot: f.rescheduleSlotId })],
    state: (f) => rows(`SELECT "slotId" FROM "Booking" WHERE id = $1`, [f.paidBookingId]),
  },
  {
    file: "lib/actions/bookings.ts",
    name: "adminCancelBookingAction",
    access: "admin",
    allowed: "admin",
    args: (f) => [f.adminCancelBookingId, IDLE, form({ reason: "Closed for repairs (web door matrix)" })],
    state: (f) => rows(`SELECT status, payment FROM "Booking" WHERE id = $1`, [f.adminCancelBookingId]),
  },
  {
    file: "lib/actions/bookings.ts",
    name: "releaseHoldAction",
    access: "admin",
    allowed: "admin",
    args: (f) => [form({ booking: f.releasableHoldId })],
    state: (f) => rows(`SELECT status FROM "Booking" WHERE id = $1`, [f.releasableHoldId]),
  },
  // The counter's Check in, while the started booking is still confirmed (its Completed follows the no-show below).
  {
    file: "lib/actions/bookings.ts",
    name: "checkInAtCounterAction",
    access: "admin",
    allowed: "admin",
    args: (f) => [form({ booking: f.startedBookingId })],
    state: (f) => rows(`SELECT "checkedInAt" FROM "Booking" WHERE id = $1`, [f.startedBookingId]),
  },
  {
    file: "lib/actions/bookings.ts",
    name: "recordManualRefundAction",
    access: "admin",
    allowed: "admin",
    args: (f) => [IDLE, form({ booking: f.refundByHandBookingId, method: "cash", amount: "20", note: "Web door matrix" })],
    state: (f) => rows(`SELECT payment, "manualRefundCents" FROM "Booking" WHERE id = $1`, [f.refundByHandBookingId]),
  },
  {
    file: "lib/actions/bookings.ts",
    name: "recordCounterPaymentAction",
    access: "admin",
    allowed: "admin",
    args: (f) => [IDLE, form({ booking: f.payAtShopBookingId, method: "wallet", amount: "20" })],
    state: (f) => rows(`SELECT payment, "paidAtShopCents" FROM "Booking" WHERE id = $1`, [f.payAtShopBookingId]),
  },
  {
    file: "lib/actions/bookings.ts",
    name: "setBookingStatusAction",
    access: "admin",
    allowed: "admin",
    args: (f) => [f.startedBookingId, IDLE, form({ status: "no-show" })],
    state: (f) => rows(`SELECT status FROM "Booking" WHERE id = $1`, [f.startedBookingId]),
  },
  {
    file: "lib/actions/bookings.ts",
    name: "settleAtCounterAction",
    access: "admin",
    allowed: "admin",
    args: (f) => [form({ booking: f.startedBookingId, status: "complete" })],
    state: (f) => rows(`SELECT status FROM "Booking" WHERE id = $1`, [f.startedBookingId]),
  },
  {
    file: "lib/actions/staff-booking.ts",
    name: "staffBookingAction",
    access: "admin",
    allowed: "admin",
    // Each call books a slot of its own (a service of its own, weeks ahead), paid at the counter, for the customer.
    args: async (f) => {
      const service = await insertService({ name: `Counter ${f.word} ${randomUUID().slice(0, 8)}`, priceCents: 2000 });
      // A day of its own too, so that a bay is free whatever else the suite booked.
      const slot = await insertSlotAt(service, new Date(Date.parse(`${isoDay(40 + Math.floor(Math.random() * 300))}T10:00:00Z`)));
      return [IDLE, form({ customer: f.customerId, service, slot, settle: "cash" })];
    },
    state: (f) => rows(`SELECT count(*)::int AS made FROM "Booking" k JOIN "DomainEvent" e ON e."bookingId" = k.id AND e.type = 'booking.created' WHERE k."customerId" = $1 AND e."actorRole" = 'admin'`, [f.customerId]),
  },
  // Reviews and the customer's account.
  {
    file: "lib/actions/reviews.ts",
    name: "createReviewAction",
    access: "customer",
    allowed: "customer",
    args: () => [IDLE, form({ rating: "4", comment: "Written through the web door matrix." })],
    state: () => rows(`SELECT id FROM "Review" WHERE comment = $1`, ["Written through the web door matrix."]),
  },
  {
    file: "lib/actions/reviews.ts",
    name: "setReviewHiddenAction",
    access: "admin",
    allowed: "admin",
    args: (f) => [form({ id: f.reviewId, hidden: "true" })],
    state: (f) => rows(`SELECT hidden FROM "Review" WHERE id = $1`, [f.reviewId]),
  },
  {
    file: "lib/actions/reviews.ts",
    name: "approveReviewAction",
    access: "admin",
    allowed: "admin",
    args: (f) => [form({ id: f.reviewId })],
    state: (f) => rows(`SELECT "approvedAt" IS NOT NULL AS approved FROM "Review" WHERE id = $1`, [f.reviewId]),
  },
  {
    file: "lib/actions/profile.ts",
    name: "updateInfoAction",
    access: "self",
    allowed: "customer",
    args: (f) => [IDLE, form({ firstName: "Renamed", lastName: f.word })],
    state: (f) => rows(`SELECT id FROM "User" WHERE "lastName" = $1`, [f.word]),
  },
  {
    file: "lib/actions/profile.ts",
    name: "updateContactAction",
    access: "self",
    allowed: "customer",
    args: (f) => [IDLE, form({ phone: "+8801911223344", address: `Road ${f.word}, Dhaka` })],
    state: (f) => rows(`SELECT id FROM "User" WHERE address = $1`, [`Road ${f.word}, Dhaka`]),
  },
  {
    file: "lib/actions/sms.ts",
    name: "sendPhoneCodeAction",
    access: "self",
    allowed: "customer",
    args: () => [IDLE, form({})],
    state: (f) => rows(`SELECT id FROM "PhoneVerification" WHERE "userId" = $1`, [f.customerId]),
  },
  {
    file: "lib/actions/sms.ts",
    name: "confirmPhoneCodeAction",
    access: "self",
    allowed: "customer",
    // A code of the customer's own, as the server keeps it (a keyed hash): the code itself is only ever texted.
    args: async (f) => {
      const [{ id }] = await rows(
        `INSERT INTO "PhoneVerification" (id, "userId", phone, "codeHash", "expiresAt") SELECT gen_random_uuid(), id, phone, '', now() + interval '10 minutes' FROM "User" WHERE id = $1 RETURNING id`,
        [f.customerId],
      );
      const hash = createHmac("sha256", process.env.AUTH_SECRET!).update(`${id}:246810`).digest("hex");
      await rows(`UPDATE "PhoneVerification" SET "codeHash" = $2 WHERE id = $1`, [id, hash]);
      return [IDLE, form({ code: "246810" })];
    },
    state: (f) => rows(`SELECT "phoneVerifiedAt" IS NOT NULL AS verified FROM "User" WHERE id = $1`, [f.customerId]),
  },
  {
    file: "lib/actions/sms.ts",
    name: "setReminderChannelsAction",
    access: "self",
    allowed: "customer",
    // The customer's number is verified by the entry above: texts may be chosen.
    args: () => [IDLE, form({ channels: "both" })],
    state: (f) => rows(`SELECT "reminderChannels" FROM "User" WHERE id = $1`, [f.customerId]),
  },
  {
    file: "lib/actions/language.ts",
    name: "chooseLanguageAction",
    access: "public",
    why: "a visitor's own choice: the caller's cookie and, signed in, the caller's own account",
    args: () => [form({ locale: "bn" })],
    // Called without a session: no account's language changes.
    state: (f) => rows(`SELECT locale FROM "User" WHERE id = $1`, [f.customerId]),
  },
  {
    file: "lib/actions/language.ts",
    name: "chooseAccountLanguageAction",
    access: "self",
    allowed: "customer",
    args: () => [form({ locale: "bn" })],
    state: (f) => rows(`SELECT locale FROM "User" WHERE id = $1`, [f.customerId]),
  },
  // It ends every session of the caller's account (the matrix's customer's too): listed after every
  // entry that needs that session. Done, it leads to /login, which here is success, not a refusal.
  {
    file: "lib/actions/sessions.ts",
    name: "signOutEverywhereAction",
    access: "self",
    allowed: "customer",
    successRedirect: "/login",
    args: () => [null],
    state: (f) => rows(`SELECT id FROM "Session" WHERE "userId" = $1 ORDER BY id`, [f.customerId]),
  },
  // A new password ends every session of the account, the caller's too (the action signs its browser in
  // again): called by the other customer, after every entry that needs their session.
  {
    file: "lib/actions/profile.ts",
    name: "changePasswordAction",
    access: "self",
    allowed: "otherCustomer",
    args: (f) => [IDLE, form({ currentPassword: f.otherCustomerPassword, password: "Fresh#Garden2026", confirmPassword: "Fresh#Garden2026" })],
    state: (f) => rows(`SELECT "passwordHash" FROM "User" WHERE id = $1`, [f.otherCustomerId]),
  },
  // Accounts: for people who are not signed in (yet).
  {
    file: "lib/actions/auth.ts",
    name: "loginAction",
    access: "public",
    why: "signing in is for people without a session; it checks the password",
    args: (f) => [IDLE, form({ email: `nobody.${f.word}@example.test`, password: "Wrong#Password1" })],
    state: () => Promise.resolve(null),
  },
  {
    file: "lib/actions/auth.ts",
    name: "registerAction",
    access: "public",
    why: "anyone may make a customer account",
    args: (f) => [IDLE, form({ email: `register.${f.word}@example.test` })],
    state: (f) => rows(`SELECT id FROM "User" WHERE email = $1`, [`register.${f.word}@example.test`]),
  },
  {
    file: "lib/actions/auth.ts",
    name: "forgotPasswordAction",
    access: "public",
    why: "anyone may ask for a reset link; the answer is the same for every address",
    args: () => [IDLE, form({ email: "not-an-email" })],
    state: () => Promise.resolve(null),
  },
  {
    file: "lib/actions/auth.ts",
    name: "resetPasswordAction",
    access: "public",
    why: "the emailed token is the credential",
    args: () => [IDLE, form({ token: randomUUID(), password: "Fresh#Password1", confirmPassword: "Fresh#Password1" })],
    state: (f) => rows(`SELECT "passwordHash" FROM "User" WHERE id = $1`, [f.customerId]),
  },
  {
    file: "lib/actions/sms.ts",
    name: "stopTextsAction",
    access: "public",
    why: "the texted link's signed token is the credential",
    // A token of the right shape that no key signed: refused, nobody's texts stop.
    args: () => [IDLE, form({ token: "A".repeat(30) })],
    state: (f) => rows(`SELECT "reminderChannels" FROM "User" WHERE id = $1`, [f.customerId]),
  },
  {
    file: "lib/actions/auth.ts",
    name: "logoutAction",
    access: "public",
    why: "ends the caller's own session, if any",
    args: () => [],
    state: () => Promise.resolve(null),
  },
  // The built-in test checkout (no Stripe key): like Stripe's own checkout page, its session id is the credential.
  {
    file: "lib/actions/test-checkout.ts",
    name: "payTestCheckoutAction",
    access: "public",
    why: "the unguessable checkout session id is the credential, as on Stripe's checkout page",
    args: () => [`test_cs_${randomUUID()}`],
    state: () => rows(`SELECT count(*) FROM "Booking" WHERE payment = 'paid'`, []),
  },
  {
    file: "lib/actions/test-checkout.ts",
    name: "cancelTestCheckoutAction",
    access: "public",
    why: "the unguessable checkout session id is the credential, as on Stripe's checkout page",
    args: () => [`test_cs_${randomUUID()}`],
    state: () => rows(`SELECT count(*) FROM "Booking" WHERE status = 'cancel'`, []),
  },
];
