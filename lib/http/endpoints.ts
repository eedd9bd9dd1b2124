import { z } from "zod";
import { auditLogQuerySchema } from "@/lib/validation/audit";
import { adminSlotListQuerySchema, scheduleInputSchema, serviceInputSchema, serviceUpdateSchema, slotInputSchema, slotRangeSchema, slotUpdateSchema } from "@/lib/validation/admin";
import { bayInputSchema, bayUpdateSchema } from "@/lib/validation/bays";
import { addOnInputSchema, addOnListQuerySchema, addOnUpdateSchema, vehicleClassInputSchema, vehicleClassUpdateSchema, vehicleInputSchema, vehicleUpdateSchema, waitlistJoinSchema } from "@/lib/validation/vehicles";
import { forgotPasswordSchema, loginSchema, logoutBodySchema, profileUpdateSchema, registerSchema, resetPasswordSchema, roleUpdateSchema, userListQuerySchema } from "@/lib/validation/auth";
import { adminCancelSchema, bookingListQuerySchema, bookingStatusChangeSchema, counterPaymentSchema, createBookingSchema, liveHoldsQuerySchema, manualRefundSchema, myBookingsQuerySchema, rescheduleSchema } from "@/lib/validation/booking";
import { availabilityQuerySchema, openDaysQuerySchema, serviceListQuerySchema } from "@/lib/validation/catalogue";
import { idSchema } from "@/lib/validation/common";
import { bookingExportQuerySchema } from "@/lib/validation/export";
import { reviewInputSchema, reviewListQuerySchema, reviewModerationSchema } from "@/lib/validation/reviews";
import { webhookDeliveryQuerySchema, webhookEndpointInputSchema } from "@/lib/validation/webhooks";
import { emailDeliveryQuerySchema } from "@/lib/validation/emails";
import { smsDeliveryQuerySchema } from "@/lib/validation/sms-deliveries";
import { phoneCodeConfirmSchema, phoneCodeRequestSchema, reminderChannelsInputSchema } from "@/lib/validation/sms";
import { aamarpayCallbackSchema, sslcommerzNoticeSchema, sslcommerzReturnQuerySchema } from "@/lib/validation/payments";
import { CONTENT_PAGES, pageUpdateSchema, photoFieldsSchema, settingsUpdateSchema } from "@/lib/validation/settings";

/**
 * Every REST endpoint, declared once: its method and path, who may call it,
 * the zod schemas of its input (the ones in lib/validation that the handler
 * or its domain operation validates with), and what it answers. The OpenAPI
 * document and /docs/api (lib/http/openapi.ts), and the test suite's
 * authorization matrix and bad input, are made from this list; a route file
 * under app/api whose methods differ from it fails the unit tests.
 *
 * A new endpoint is one entry here (keyed "METHOD /api/path", path parameters
 * as `{name}`, each named in PATH_PARAMS) and its handler in
 * app/api/<path>/route.ts (docs/architecture.md, Adding an endpoint).
 *
 * `access` says who the policy lets in; the door does not enforce it (the
 * domain operation asks the policy, lib/policy), and the authorization matrix
 * checks over HTTP that the two agree.
 */
export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who may call: anyone, anyone signed in, customers, admins, Stripe (its signature), the jobs' scheduler
 * (JOBS_SECRET), or a text gateway reporting deliveries (Twilio's signature; the generic gateway's secret).
 */
export type Access = "public" | "signed-in" | "customer" | "admin" | "stripe" | "scheduler" | "sms-gateway";

export type Endpoint = {
  summary: string;
  /** The section of the documentation it is listed in. */
  tag: string;
  access: Access;
  /** The query string's schema. */
  query?: z.ZodType;
  /** The JSON body's schema. */
  body?: z.ZodType;
  /** The body may be left out, and one that does not fit is ignored rather than refused. */
  bodyOptional?: boolean;
  /** The body may be left out (clients written before it took one send none); one that is sent is checked. */
  bodyMayBeEmpty?: boolean;
  /** A multipart form instead of JSON: its file parts, and the schema of its other fields. */
  multipart?: { files: string[]; fields?: z.ZodObject };
  /** The success status (200 unless said). */
  status?: number;
  /** A list: the envelope carries `totalDoc`. */
  list?: boolean;
  /** Statuses besides the usual ones (400 for input, 401/403 for access, 404 for a path's record). */
  errors?: number[];
  /** Answers a file instead of the envelope. */
  produces?: "text/csv" | "text/xml";
};

/** Each path parameter an endpoint may name (`{id}`), with its schema. */
export const PATH_PARAMS: Record<string, { schema: z.ZodType; description: string }> = {
  id: { schema: idSchema, description: "the record's id" },
  photoId: { schema: idSchema, description: "the photo's id" },
  slug: { schema: z.enum(CONTENT_PAGES), description: "which page" },
};

export const ENDPOINTS = {
  "GET /api/health": { tag: "Operations", access: "public", summary: "Whether the app and its database answer, through connections that can keep prepared statements (200, with the state of mail, payments and uploads), or not (503, saying which)", errors: [503] },
  "GET /api/services": { tag: "Catalogue", access: "public", summary: "The live services, searched, filtered by price, sorted, in pages", query: serviceListQuerySchema, list: true },
  "POST /api/services": { tag: "Catalogue", access: "admin", summary: "Add a service", body: serviceInputSchema, status: 201 },
  "GET /api/services/{id}": { tag: "Catalogue", access: "public", summary: "One live service with its photos" },
  "PUT /api/services/{id}": { tag: "Catalogue", access: "admin", summary: "Change any of a service's fields (bookings keep their price)", body: serviceUpdateSchema },
  "DELETE /api/services/{id}": {
    tag: "Catalogue",
    access: "admin",
    summary: "Remove a service from the catalogue (a soft delete); 409, saying how many, while it has live bookings or holds",
    errors: [409],
  },
  "GET /api/services/g/names": { tag: "Catalogue", access: "admin", summary: "Every live service's id, name and duration, by name" },
  "POST /api/services/{id}/photos": {
    tag: "Catalogue",
    access: "admin",
    summary: "Add a photo (PNG, JPEG or WebP, at most 5 MB), re-encoded as WebP",
    multipart: { files: ["file"], fields: photoFieldsSchema },
    status: 201,
    errors: [409, 413, 415],
  },
  "DELETE /api/services/{id}/photos/{photoId}": { tag: "Catalogue", access: "admin", summary: "Delete a photo (the next becomes the cover)" },
  "GET /api/settings": { tag: "Shop", access: "public", summary: "The shop's details, opening hours and booking rules" },
  "PUT /api/settings": {
    tag: "Shop",
    access: "admin",
    summary: "Change any of the settings. A new `timeZone` while slots not yet started exist: 409 naming how many slots and bookings it moves, unless `confirmTimeZoneChange` is true (they keep their dates and times). A new currency converts no price: sent with `confirmCurrencyChange: false` it is refused (409), with `true` confirmed",
    body: settingsUpdateSchema,
    errors: [409],
  },
  "POST /api/settings/logo": {
    tag: "Shop",
    access: "admin",
    summary: "Upload the shop's logo (PNG, JPEG or WebP, at most 2 MB, judged by its bytes)",
    multipart: { files: ["file"] },
    errors: [413, 415],
  },
  "DELETE /api/settings/logo": { tag: "Shop", access: "admin", summary: "Remove the logo (the site shows its own mark)" },
  "GET /api/pages/{slug}": { tag: "Shop", access: "public", summary: "A FAQ or policy page's Markdown" },
  "PUT /api/pages/{slug}": { tag: "Shop", access: "admin", summary: "Write a FAQ or policy page", body: pageUpdateSchema, errors: [413] },
  "GET /api/slots/availability": { tag: "Slots", access: "public", summary: "A service's slots on a day, with whether each can be booked", query: availabilityQuerySchema },
  "GET /api/slots/availability/{id}": { tag: "Slots", access: "public", summary: "One slot with its service" },
  "GET /api/slots/open-days": { tag: "Slots", access: "public", summary: "The days of a month with a slot that can be booked now", query: openDaysQuerySchema },
  "POST /api/services/slots": {
    tag: "Slots",
    access: "admin",
    summary: "Add a slot (times `HH:MM`; an `endTime` of `24:00`, or `00:00` after a later start, ends it at midnight: stored and answered as `24:00`). 400 for a slot in the past",
    body: slotInputSchema,
    status: 201,
    errors: [409],
  },
  "GET /api/services/get/all": { tag: "Slots", access: "admin", summary: "Slots of live services, by service and period, in pages", query: adminSlotListQuerySchema, list: true },
  "PUT /api/slots/toggle-status/{id}": { tag: "Slots", access: "admin", summary: "Cancel an available slot or make a cancelled one available", errors: [409] },
  "POST /api/slots/generate": {
    tag: "Slots",
    access: "admin",
    summary: "Generate a schedule of slots: each weekday's hours from `hours`, else `opening`–`closing` for every weekday, else the shop's opening hours (none on a closed day)",
    body: scheduleInputSchema,
    status: 201,
  },
  "POST /api/slots/bulk": {
    tag: "Slots",
    access: "admin",
    summary: "Cancel or delete the slots not yet started on a range of days (one service or all); their live bookings are cancelled, the customers told and paid ones refunded. 409 naming how many slots and bookings, unless `confirm` is true",
    body: slotRangeSchema,
    errors: [409],
  },
  "PUT /api/slots/{id}": { tag: "Slots", access: "admin", summary: "Change a slot's places (never below its live bookings)", body: slotUpdateSchema, errors: [409] },
  "POST /api/slots/{id}/waitlist": {
    tag: "Waitlist",
    access: "customer",
    summary: "Join a full slot's waitlist, optionally with the car to wait with (`vehicleClass`, `vehicle`, `addOns`, as a booking names them): a place offered is priced and timed for it",
    body: waitlistJoinSchema,
    bodyMayBeEmpty: true,
    status: 201,
    errors: [409],
  },
  "DELETE /api/slots/{id}/waitlist": { tag: "Waitlist", access: "customer", summary: "Leave a slot's waitlist (a place held for you from it passes on)" },
  "GET /api/my-waitlist": { tag: "Waitlist", access: "customer", summary: "The slots you wait for, soonest first, with any place offered to you", list: true },
  "GET /api/bays": { tag: "Bays", access: "admin", summary: "The shop's bays, in order", list: true },
  "POST /api/bays": { tag: "Bays", access: "admin", summary: "Add a bay", body: bayInputSchema, status: 201 },
  "PUT /api/bays/{id}": { tag: "Bays", access: "admin", summary: "Rename a bay, make it active or inactive, or change the services it can do", body: bayUpdateSchema, errors: [409] },
  "DELETE /api/bays/{id}": { tag: "Bays", access: "admin", summary: "Delete a bay (refused while it holds upcoming bookings)", errors: [409] },
  "GET /api/vehicle-classes": { tag: "Vehicles", access: "public", summary: "The shop's vehicle classes (the sizes it prices by), in order, the default marked", list: true },
  "POST /api/vehicle-classes": { tag: "Vehicles", access: "admin", summary: "Add a vehicle class (at most 20)", body: vehicleClassInputSchema, status: 201, errors: [409] },
  "PUT /api/vehicle-classes/{id}": {
    tag: "Vehicles",
    access: "admin",
    summary: "Rename, describe or move a vehicle class, or make it the default (each service's own price and duration become its); 409 while a service does not offer it",
    body: vehicleClassUpdateSchema,
    errors: [409],
  },
  "DELETE /api/vehicle-classes/{id}": { tag: "Vehicles", access: "admin", summary: "Delete a vehicle class (never the default, nor one a vehicle or booking names)", errors: [409] },
  "GET /api/add-ons": { tag: "Vehicles", access: "public", summary: "The add-ons on offer, or those of one service, with their prices by class", query: addOnListQuerySchema, list: true },
  "POST /api/add-ons": { tag: "Vehicles", access: "admin", summary: "Add an add-on: its price, minutes, the services that offer it, its own price for some classes", body: addOnInputSchema, status: 201 },
  "PUT /api/add-ons/{id}": { tag: "Vehicles", access: "admin", summary: "Change any of an add-on's fields (bookings keep their lines)", body: addOnUpdateSchema },
  "DELETE /api/add-ons/{id}": { tag: "Vehicles", access: "admin", summary: "Stop offering an add-on (bookings keep their lines)" },
  "GET /api/my-vehicles": { tag: "Vehicles", access: "customer", summary: "Your vehicles on file", list: true },
  "POST /api/my-vehicles": { tag: "Vehicles", access: "customer", summary: "Add a vehicle: its class, make, model, colour and plate (optional, unique among yours)", body: vehicleInputSchema, status: 201, errors: [409] },
  "PUT /api/my-vehicles/{id}": { tag: "Vehicles", access: "customer", summary: "Change one of your vehicles", body: vehicleUpdateSchema, errors: [409] },
  "DELETE /api/my-vehicles/{id}": { tag: "Vehicles", access: "customer", summary: "Delete one of your vehicles (refused while a booking still ahead names it)", errors: [409] },
  "POST /api/auth/register/customer": { tag: "Accounts", access: "public", summary: "Create a customer account; answers the user and its tokens", body: registerSchema, status: 201, errors: [409, 429] },
  "POST /api/auth/login": { tag: "Accounts", access: "public", summary: "Sign in; answers the user and its tokens", body: loginSchema, errors: [401, 429] },
  "POST /api/auth/forgot-password": { tag: "Accounts", access: "public", summary: "Email a link to choose a new password", body: forgotPasswordSchema, errors: [429] },
  "PUT /api/auth/reset-password": { tag: "Accounts", access: "public", summary: "Choose a new password with the link's token", body: resetPasswordSchema, errors: [429] },
  "POST /api/auth/refreshToken": { tag: "Accounts", access: "public", summary: "New tokens for a refresh token (cookie or Bearer); the old one is spent", errors: [401] },
  "POST /api/auth/logout": {
    tag: "Accounts",
    access: "public",
    summary: "End the session of each token presented: a refresh token (cookie, Bearer or `refreshToken` in the body) or the access token (Bearer)",
    body: logoutBodySchema,
    bodyOptional: true,
  },
  "GET /api/auth/auth-state": { tag: "Accounts", access: "signed-in", summary: "The signed-in account" },
  "GET /api/auth/viewer": { tag: "Accounts", access: "public", summary: "Who is looking, for the site's header (null when signed out)" },
  "PUT /api/auth/update-role/{id}": { tag: "Accounts", access: "admin", summary: "Give another account the admin or user role (never leaving the shop without an admin)", body: roleUpdateSchema, errors: [409] },
  "GET /api/user/all": { tag: "Accounts", access: "admin", summary: "The accounts, searched, in pages", query: userListQuerySchema, list: true },
  "PUT /api/user/update": {
    tag: "Accounts",
    access: "signed-in",
    summary: "Change one's own names, phone, address or password (with `currentPassword`); a new password signs every session out and answers the user with new tokens",
    body: profileUpdateSchema,
    errors: [429],
  },
  "POST /api/user/phone/code": {
    tag: "Accounts",
    access: "signed-in",
    summary:
      "Text a six-digit code to one's own phone, or to `phone` (which becomes the account's when the code is confirmed); it is good for 10 minutes and 5 tries, and replaces earlier codes. The same answer whatever the number. At most 3 codes a number in 15 minutes and 10 a client address in an hour (429); 400 when the shop sends no texts",
    body: phoneCodeRequestSchema,
    errors: [429],
  },
  "POST /api/user/phone/verify": {
    tag: "Accounts",
    access: "signed-in",
    summary: "Confirm the texted `code`: the number becomes the account's, verified (`phoneVerified`); answers the user. A wrong, expired or used-up code: 400, one message for all",
    body: phoneCodeConfirmSchema,
  },
  "PUT /api/user/reminder-channels": {
    tag: "Accounts",
    access: "signed-in",
    summary: "How one's reminders come: `email`, `sms` or `both` (texts need a verified phone, and a shop that sends texts); answers the user",
    body: reminderChannelsInputSchema,
  },
  "PUT /api/user/update-profile-image": {
    tag: "Accounts",
    access: "signed-in",
    summary: "Change one's own picture (an image of at most 2 MB)",
    multipart: { files: ["file"] },
    errors: [413, 415],
  },
  "POST /api/bookings": {
    tag: "Bookings",
    access: "customer",
    summary:
      "Book a slot; answers where to pay (`payment_url`). With `vehicles` (two cars or more, each a saved `vehicle` or a `vehicleClass`, and its `addOns`), a booking per car in one checkout: `data` is the first car's booking, plus `bookings`, `checkoutGroup` and `groupTotal` (of which `groupDueOnline` is paid at `payment_url`, `groupDueAtShop` at the shop); 409 when not every car fits. A booking's `amount_due_online` is what `payment_url` asks for (the shop's deposit, else its amount), `amount_due_at_shop` the rest, `amount_paid` what was paid. With `payAt` `shop` (where Business settings or the service allow it, else 400 on `payAt`), booked to pay at the shop: confirmed at once, `payment_url` null. 409 also at a limit of holds; 429 while a customer who gave up holds unpaid waits",
    body: createBookingSchema,
    status: 201,
    errors: [409, 429],
  },
  "GET /api/bookings": { tag: "Bookings", access: "admin", summary: "Every booking, filtered and sorted, in pages", query: bookingListQuerySchema, list: true },
  "GET /api/bookings/export": {
    tag: "Bookings",
    access: "admin",
    summary: "The bookings of a range of days as a CSV file (times in the shop's time zone)",
    query: bookingExportQuerySchema,
    produces: "text/csv",
  },
  "GET /api/bookings/holds": { tag: "Bookings", access: "admin", summary: "The live holds, busiest client address first, with how many each customer and address hold", query: liveHoldsQuerySchema, list: true },
  "GET /api/bookings/{id}": { tag: "Bookings", access: "admin", summary: "One booking with its history" },
  "POST /api/bookings/{id}/release": { tag: "Bookings", access: "admin", summary: "Release a hold (a booking awaiting payment): its place is free again", errors: [409] },
  "POST /api/bookings/{id}/cancel": { tag: "Bookings", access: "admin", summary: "Cancel a booking, refunding it or not, with a reason", body: adminCancelSchema, errors: [409] },
  "POST /api/bookings/{id}/manual-refund": {
    tag: "Bookings",
    access: "admin",
    summary: "Record a refund the shop made by hand (cash, card, transfer, other), up to what was paid, for a paid booking that is cancelled",
    body: manualRefundSchema,
    errors: [409],
  },
  "POST /api/bookings/{id}/counter-payment": {
    tag: "Bookings",
    access: "admin",
    summary: "Record what the customer paid at the counter (cash, card, mobile wallet): a booking paid at the shop, or the rest after a deposit",
    body: counterPaymentSchema,
    errors: [409],
  },
  "PUT /api/bookings/{id}/status": { tag: "Bookings", access: "admin", summary: "Mark a started booking complete or a no-show", body: bookingStatusChangeSchema, errors: [409] },
  "POST /api/bookings/{id}/check-in": { tag: "Bookings", access: "admin", summary: "Check in the customer of a paid booking (from its day on): it completes when its slot ends", errors: [409] },
  "GET /api/my-bookings": { tag: "Bookings", access: "customer", summary: "The caller's own bookings", query: myBookingsQuerySchema },
  "GET /api/my-bookings/{id}": { tag: "Bookings", access: "customer", summary: "One of the caller's bookings with its history" },
  "POST /api/my-bookings/{id}/cancel": { tag: "Bookings", access: "customer", summary: "Cancel one's own booking (refunded when paid, before the notice window)", errors: [409] },
  "POST /api/my-bookings/{id}/reschedule": { tag: "Bookings", access: "customer", summary: "Move one's own booking to another slot of its service", body: rescheduleSchema, errors: [409] },
  "GET /api/overview": { tag: "Operations", access: "admin", summary: "The business overview's figures and series" },
  "GET /api/audit-log": { tag: "Operations", access: "admin", summary: "What admins changed, newest first, filtered, in pages", query: auditLogQuerySchema, list: true },
  "GET /api/webhook-endpoints": { tag: "Webhooks", access: "admin", summary: "The webhook endpoints (never their secrets)", list: true },
  "POST /api/webhook-endpoints": {
    tag: "Webhooks",
    access: "admin",
    summary: "Register an endpoint for chosen events; the answer holds its signing secret (`whsec_…`), told only here",
    body: webhookEndpointInputSchema,
    status: 201,
    errors: [409],
  },
  "DELETE /api/webhook-endpoints/{id}": { tag: "Webhooks", access: "admin", summary: "Delete an endpoint: nothing more is sent to it" },
  "GET /api/webhook-endpoints/{id}/deliveries": { tag: "Webhooks", access: "admin", summary: "An endpoint's deliveries, newest first: status, attempts, last answer", query: webhookDeliveryQuerySchema, list: true },
  "POST /api/webhook-deliveries/{id}/resend": { tag: "Webhooks", access: "admin", summary: "Send a delivery again now (same webhook-id and payload)" },
  "GET /api/email-deliveries": { tag: "Operations", access: "admin", summary: "The email deliveries, newest first: state, attempts, last error", query: emailDeliveryQuerySchema, list: true },
  "POST /api/email-deliveries/{id}/resend": { tag: "Operations", access: "admin", summary: "Queue an email to go out again now (the job worker sends it)", errors: [409] },
  "GET /api/sms-deliveries": {
    tag: "Operations",
    access: "admin",
    summary: "The texts (SMS), newest first: kind, state, attempts, last error, segments; the number masked but for its last 3 digits, never the words",
    query: smsDeliveryQuerySchema,
    list: true,
  },
  "GET /api/sms-deliveries/month": { tag: "Operations", access: "admin", summary: "This month's texts and segments (on the shop's clock), in all and by state" },
  "POST /api/sms-deliveries/{id}/resend": { tag: "Operations", access: "admin", summary: "Queue a failed text to go out again now (the job worker sends it); 409 for any other", errors: [409] },
  "GET /api/review/get": { tag: "Reviews", access: "public", summary: "Visible reviews, newest first, with their summary", query: reviewListQuerySchema, list: true },
  "POST /api/review/create": {
    tag: "Reviews",
    access: "customer",
    summary: "Review the shop; `approved` says whether it shows now (a completed visit) or awaits the shop's approval",
    body: reviewInputSchema,
    status: 201,
    errors: [409],
  },
  "PUT /api/review/{id}": { tag: "Reviews", access: "admin", summary: "Approve a review awaiting approval, or hide a review or show it again", body: reviewModerationSchema },
  "GET /api/openapi.json": { tag: "Operations", access: "public", summary: "This document" },
  "POST /api/webhooks/stripe": { tag: "Payments", access: "stripe", summary: "Stripe's events, signed (`Stripe-Signature`) within 5 minutes of the server's clock", errors: [400, 503] },
  "POST /api/webhooks/sslcommerz": {
    tag: "Payments",
    access: "public",
    summary:
      "SSLCOMMERZ's payment notification (IPN), form fields `tran_id`, `val_id`, `status`: a paid one settles its checkout once SSLCOMMERZ's validation API confirms the val_id for that tran_id (`data.outcome`); a failed or cancelled one changes nothing. 400 for one the validation does not confirm, 503 where SSLCOMMERZ is not set up",
    body: sslcommerzNoticeSchema,
    errors: [503],
  },
  "POST /api/payments/sslcommerz/return": {
    tag: "Payments",
    access: "public",
    summary: "Where SSLCOMMERZ sends the customer back (paid, failed or cancelled): 303 to the page the checkout was opened with (`to`, signed by the site in `sig`); settles nothing. 400 for an address the site did not sign",
    query: sslcommerzReturnQuerySchema,
    status: 303,
  },
  "POST /api/payments/aamarpay/return": {
    tag: "Payments",
    access: "public",
    summary:
      "Where aamarPay posts the customer back (paid, failed or cancelled; form fields `mer_txnid`, `pay_status` and more): the checkout it names is settled once aamarPay's transaction search says it is paid (`data.outcome`), never on the callback's word; then 303 to the page the checkout was opened with (`to`, signed by the site in `sig`). 400 for an address the site did not sign or a body that is not form fields, 503 where aamarPay is not set up",
    query: sslcommerzReturnQuerySchema,
    body: aamarpayCallbackSchema,
    status: 303,
    errors: [503],
  },
  "POST /api/webhooks/sms/twilio": {
    tag: "Texts",
    access: "sms-gateway",
    summary:
      "Twilio's status callback for a text (form fields `MessageSid`, `MessageStatus`, `ErrorCode`), signed with the account's auth token (`X-Twilio-Signature`): delivered, undelivered or failed is recorded on the text once. `data.updated`: whether it changed one. 401 without a valid signature, 503 when Twilio is not configured",
    errors: [401, 503],
  },
  "POST /api/webhooks/sms/gateway": {
    tag: "Texts",
    access: "sms-gateway",
    summary:
      "A generic SMS gateway's delivery report: fields `id` (the gateway's id of the text), `status` (DELIVRD, delivered, failed, UNDELIV, …) and `error`, in the query or a form body, with SMS_GATEWAY_REPORT_SECRET in `X-Gateway-Secret` (or `secret` in the query). `data.updated`: whether it changed a text. 401 without the secret, 503 when no secret is set",
    errors: [401, 503],
  },
  "POST /api/webhooks/sms/twilio/incoming": {
    tag: "Texts",
    access: "sms-gateway",
    summary:
      "Twilio's incoming-message webhook (set as the number's \"A message comes in\" address): form fields `From` and `Body`, signed with the account's auth token (`X-Twilio-Signature`). A reply STOP, STOPALL, UNSUBSCRIBE, CANCEL, END or QUIT (any case) turns texts off for the customers whose verified number sent it; START or UNSTOP brings back the choice they had; anything else is ignored. Answers empty TwiML. 400 when `From` is not a phone number, 401 without a valid signature, 503 when Twilio is not configured",
    errors: [401, 503],
    produces: "text/xml",
  },
  "POST /api/webhooks/sms/gateway/incoming": {
    tag: "Texts",
    access: "sms-gateway",
    summary:
      "A generic SMS gateway's incoming text: fields `from` (the sender's number) and `text`, in the query or a form body, with SMS_GATEWAY_REPORT_SECRET in `X-Gateway-Secret` (or `secret` in the query). STOP, STOPALL, UNSUBSCRIBE, CANCEL, END or QUIT (any case) turns texts off for the customers whose verified number sent it; START or UNSTOP brings back the choice they had; anything else is ignored. `data`: `action` (stopped, started or ignored) and `customers` (how many changed). 400 when `from` is not a phone number, 401 without the secret, 503 when no secret is set",
    errors: [401, 503],
  },
  "POST /api/jobs/run": {
    tag: "Operations",
    access: "scheduler",
    summary:
      "Runs the job queue's due jobs (emails, reminders, refunds, webhooks, expired holds, ended bookings) for up to 30 seconds, where no worker runs (JOB_WORKER=route): a scheduler calls it every minute, and the app after it queues work. Each job runs once however many calls overlap. `data`: how many ran, and whether some were left for the next call. No body. 401 without `Authorization: Bearer <JOBS_SECRET>`, 503 when JOBS_SECRET is not set",
    errors: [401, 503],
  },
  "GET /api/jobs/run": {
    tag: "Operations",
    access: "scheduler",
    summary:
      "The same call as `POST /api/jobs/run`, for a platform's scheduler that can only send GET (Vercel Cron, with `Authorization: Bearer <secret>`): the same secret, the same jobs, the same answer. 401 without `Authorization: Bearer <JOBS_SECRET>`, 503 when JOBS_SECRET is not set",
    errors: [401, 503],
  },
} satisfies Record<string, Endpoint>;

export type EndpointKey = keyof typeof ENDPOINTS;

/** A declared endpoint with its method and path. */
export type DeclaredEndpoint = Endpoint & { key: EndpointKey; method: Method; path: string };

/** The declarations in order, each with its method and path (`/api/services/{id}`). */
export function declaredEndpoints(): DeclaredEndpoint[] {
  return (Object.entries(ENDPOINTS) as [EndpointKey, Endpoint][]).map(([key, endpoint]) => {
    const [method, path] = key.split(" ") as [Method, string];
    return { ...endpoint, key, method, path };
  });
}

/** The names of a path's parameters: `/api/services/{id}/photos/{photoId}` has id and photoId. */
export const pathParamsOf = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);

/** The path as the app's folders name it: `{id}` is Next.js's `[id]`. */
export const routeOf = (path: string) => path.replace(/\{(\w+)\}/g, "[$1]");
