import { z } from "zod";
import { auditLogQuerySchema } from "@/lib/validation/audit";
import { adminSlotListQuerySchema, scheduleInputSchema, serviceInputSchema, serviceUpdateSchema, slotInputSchema, slotRangeSchema, slotUpdateSchema } from "@/lib/validation/admin";
import { bayInputSchema, bayUpdateSchema } from "@/lib/validation/bays";
import { forgotPasswordSchema, loginSchema, logoutBodySchema, profileUpdateSchema, registerSchema, resetPasswordSchema, roleUpdateSchema, userListQuerySchema } from "@/lib/validation/auth";
import { adminCancelSchema, bookingListQuerySchema, bookingStatusChangeSchema, createBookingSchema, liveHoldsQuerySchema, manualRefundSchema, myBookingsQuerySchema, rescheduleSchema } from "@/lib/validation/booking";
import { availabilityQuerySchema, openDaysQuerySchema, serviceListQuerySchema } from "@/lib/validation/catalogue";
import { idSchema } from "@/lib/validation/common";
import { bookingExportQuerySchema } from "@/lib/validation/export";
import { reviewInputSchema, reviewListQuerySchema, reviewModerationSchema } from "@/lib/validation/reviews";
import { webhookDeliveryQuerySchema, webhookEndpointInputSchema } from "@/lib/validation/webhooks";
import { emailDeliveryQuerySchema } from "@/lib/validation/emails";
import { CONTENT_PAGES, pageUpdateSchema, photoFieldsSchema, settingsUpdateSchema } from "@/lib/validation/settings";

/**
 * The REST API as an OpenAPI 3.1 document (`GET /api/openapi.json`, and the
 * /docs/api page), built from the same zod schemas the handlers validate
 * with: a query or body rule changed in lib/validation changes the document
 * too. Each endpoint is listed once below; the test suite fails when a route
 * under app/api is missing from this list.
 */
type Method = "get" | "post" | "put" | "delete";
/** Who may call: anyone, anyone signed in, customers, admins, Stripe (its signature), or the jobs' scheduler (JOBS_SECRET). */
export type Access = "public" | "signed-in" | "customer" | "admin" | "stripe" | "scheduler";

export type ApiOperation = {
  method: Method;
  path: string;
  summary: string;
  tag: string;
  access: Access;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body may be left out, and one that does not fit is ignored rather than refused. */
  bodyOptional?: boolean;
  /** A multipart form: its fields (files as binary). */
  multipart?: { schema: Record<string, unknown>; required: string[] };
  /** The success status (200 unless said). */
  status?: number;
  /** A list: the envelope carries `totalDoc`. */
  list?: boolean;
  /** Statuses besides the usual ones (400 for input, 401/403 for access, 404 for a path's record). */
  errors?: number[];
  /** Answers a file instead of the envelope. */
  produces?: "text/csv";
};

const UUID_PARAM = { type: "string", format: "uuid" };

export const API_OPERATIONS: ApiOperation[] = [
  { method: "get", path: "/api/health", tag: "Operations", access: "public", summary: "Whether the app and its database answer, through connections that can keep prepared statements (200, with the state of mail, payments and uploads), or not (503, saying which)", errors: [503] },
  { method: "get", path: "/api/services", tag: "Catalogue", access: "public", summary: "The live services, searched, filtered by price, sorted, in pages", query: serviceListQuerySchema, list: true },
  { method: "post", path: "/api/services", tag: "Catalogue", access: "admin", summary: "Add a service", body: serviceInputSchema, status: 201 },
  { method: "get", path: "/api/services/{id}", tag: "Catalogue", access: "public", summary: "One live service with its photos" },
  { method: "put", path: "/api/services/{id}", tag: "Catalogue", access: "admin", summary: "Change any of a service's fields (bookings keep their price)", body: serviceUpdateSchema },
  {
    method: "delete",
    path: "/api/services/{id}",
    tag: "Catalogue",
    access: "admin",
    summary: "Remove a service from the catalogue (a soft delete); 409, saying how many, while it has live bookings or holds",
    errors: [409],
  },
  { method: "get", path: "/api/services/g/names", tag: "Catalogue", access: "admin", summary: "Every live service's id, name and duration, by name" },
  {
    method: "post",
    path: "/api/services/{id}/photos",
    tag: "Catalogue",
    access: "admin",
    summary: "Add a photo (PNG, JPEG or WebP, at most 5 MB), re-encoded as WebP",
    multipart: { schema: { file: { type: "string", format: "binary" }, ...(jsonSchemaOf(photoFieldsSchema).properties as Record<string, unknown>) }, required: ["file", "alt"] },
    status: 201,
    errors: [409, 413, 415],
  },
  { method: "delete", path: "/api/services/{id}/photos/{photoId}", tag: "Catalogue", access: "admin", summary: "Delete a photo (the next becomes the cover)" },
  { method: "get", path: "/api/settings", tag: "Shop", access: "public", summary: "The shop's details, opening hours and booking rules" },
  {
    method: "put",
    path: "/api/settings",
    tag: "Shop",
    access: "admin",
    summary: "Change any of the settings. A new `timeZone` while slots not yet started exist: 409 naming how many slots and bookings it moves, unless `confirmTimeZoneChange` is true (they keep their dates and times). A new currency converts no price: sent with `confirmCurrencyChange: false` it is refused (409), with `true` confirmed",
    body: settingsUpdateSchema,
    errors: [409],
  },
  {
    method: "post",
    path: "/api/settings/logo",
    tag: "Shop",
    access: "admin",
    summary: "Upload the shop's logo (PNG, JPEG or WebP, at most 2 MB, judged by its bytes)",
    multipart: { schema: { file: { type: "string", format: "binary" } }, required: ["file"] },
    errors: [413, 415],
  },
  { method: "delete", path: "/api/settings/logo", tag: "Shop", access: "admin", summary: "Remove the logo (the site shows its own mark)" },
  { method: "get", path: "/api/pages/{slug}", tag: "Shop", access: "public", summary: "A FAQ or policy page's Markdown" },
  { method: "put", path: "/api/pages/{slug}", tag: "Shop", access: "admin", summary: "Write a FAQ or policy page", body: pageUpdateSchema, errors: [413] },
  { method: "get", path: "/api/slots/availability", tag: "Slots", access: "public", summary: "A service's slots on a day, with whether each can be booked", query: availabilityQuerySchema },
  { method: "get", path: "/api/slots/availability/{id}", tag: "Slots", access: "public", summary: "One slot with its service" },
  { method: "get", path: "/api/slots/open-days", tag: "Slots", access: "public", summary: "The days of a month with a slot that can be booked now", query: openDaysQuerySchema },
  {
    method: "post",
    path: "/api/services/slots",
    tag: "Slots",
    access: "admin",
    summary: "Add a slot (times `HH:MM`; an `endTime` of `24:00`, or `00:00` after a later start, ends it at midnight: stored and answered as `24:00`). 400 for a slot in the past",
    body: slotInputSchema,
    status: 201,
    errors: [409],
  },
  { method: "get", path: "/api/services/get/all", tag: "Slots", access: "admin", summary: "Slots of live services, by service and period, in pages", query: adminSlotListQuerySchema, list: true },
  { method: "put", path: "/api/slots/toggle-status/{id}", tag: "Slots", access: "admin", summary: "Cancel an available slot or make a cancelled one available", errors: [409] },
  {
    method: "post",
    path: "/api/slots/generate",
    tag: "Slots",
    access: "admin",
    summary: "Generate a schedule of slots: each weekday's hours from `hours`, else `opening`–`closing` for every weekday, else the shop's opening hours (none on a closed day)",
    body: scheduleInputSchema,
    status: 201,
  },
  {
    method: "post",
    path: "/api/slots/bulk",
    tag: "Slots",
    access: "admin",
    summary: "Cancel or delete the slots not yet started on a range of days (one service or all); their live bookings are cancelled, the customers told and paid ones refunded. 409 naming how many slots and bookings, unless `confirm` is true",
    body: slotRangeSchema,
    errors: [409],
  },
  { method: "put", path: "/api/slots/{id}", tag: "Slots", access: "admin", summary: "Change a slot's places (never below its live bookings)", body: slotUpdateSchema, errors: [409] },
  { method: "post", path: "/api/slots/{id}/waitlist", tag: "Waitlist", access: "customer", summary: "Join a full slot's waitlist", status: 201, errors: [409] },
  { method: "delete", path: "/api/slots/{id}/waitlist", tag: "Waitlist", access: "customer", summary: "Leave a slot's waitlist (a place held for you from it passes on)" },
  { method: "get", path: "/api/my-waitlist", tag: "Waitlist", access: "customer", summary: "The slots you wait for, soonest first, with any place offered to you", list: true },
  { method: "get", path: "/api/bays", tag: "Bays", access: "admin", summary: "The shop's bays, in order", list: true },
  { method: "post", path: "/api/bays", tag: "Bays", access: "admin", summary: "Add a bay", body: bayInputSchema, status: 201 },
  { method: "put", path: "/api/bays/{id}", tag: "Bays", access: "admin", summary: "Rename a bay, make it active or inactive, or change the services it can do", body: bayUpdateSchema, errors: [409] },
  { method: "delete", path: "/api/bays/{id}", tag: "Bays", access: "admin", summary: "Delete a bay (refused while it holds upcoming bookings)", errors: [409] },
  { method: "post", path: "/api/auth/register/customer", tag: "Accounts", access: "public", summary: "Create a customer account; answers the user and its tokens", body: registerSchema, status: 201, errors: [409, 429] },
  { method: "post", path: "/api/auth/login", tag: "Accounts", access: "public", summary: "Sign in; answers the user and its tokens", body: loginSchema, errors: [401, 429] },
  { method: "post", path: "/api/auth/forgot-password", tag: "Accounts", access: "public", summary: "Email a link to choose a new password", body: forgotPasswordSchema, errors: [429] },
  { method: "put", path: "/api/auth/reset-password", tag: "Accounts", access: "public", summary: "Choose a new password with the link's token", body: resetPasswordSchema, errors: [429] },
  { method: "post", path: "/api/auth/refreshToken", tag: "Accounts", access: "public", summary: "New tokens for a refresh token (cookie or Bearer); the old one is spent", errors: [401] },
  {
    method: "post",
    path: "/api/auth/logout",
    tag: "Accounts",
    access: "public",
    summary: "End the session of each token presented: a refresh token (cookie, Bearer or `refreshToken` in the body) or the access token (Bearer)",
    body: logoutBodySchema,
    bodyOptional: true,
  },
  { method: "get", path: "/api/auth/auth-state", tag: "Accounts", access: "signed-in", summary: "The signed-in account" },
  { method: "get", path: "/api/auth/viewer", tag: "Accounts", access: "public", summary: "Who is looking, for the site's header (null when signed out)" },
  { method: "put", path: "/api/auth/update-role/{id}", tag: "Accounts", access: "admin", summary: "Give another account the admin or user role (never leaving the shop without an admin)", body: roleUpdateSchema, errors: [409] },
  { method: "get", path: "/api/user/all", tag: "Accounts", access: "admin", summary: "The accounts, searched, in pages", query: userListQuerySchema, list: true },
  {
    method: "put",
    path: "/api/user/update",
    tag: "Accounts",
    access: "signed-in",
    summary: "Change one's own names, phone, address or password (with `currentPassword`); a new password signs every session out and answers the user with new tokens",
    body: profileUpdateSchema,
    errors: [429],
  },
  {
    method: "put",
    path: "/api/user/update-profile-image",
    tag: "Accounts",
    access: "signed-in",
    summary: "Change one's own picture (an image of at most 2 MB)",
    multipart: { schema: { file: { type: "string", format: "binary" } }, required: ["file"] },
    errors: [413, 415],
  },
  {
    method: "post",
    path: "/api/bookings",
    tag: "Bookings",
    access: "customer",
    summary: "Book a slot; answers where to pay (`payment_url`). 409 also at a limit of holds; 429 while a customer who gave up holds unpaid waits",
    body: createBookingSchema,
    status: 201,
    errors: [409, 429],
  },
  { method: "get", path: "/api/bookings", tag: "Bookings", access: "admin", summary: "Every booking, filtered and sorted, in pages", query: bookingListQuerySchema, list: true },
  {
    method: "get",
    path: "/api/bookings/export",
    tag: "Bookings",
    access: "admin",
    summary: "The bookings of a range of days as a CSV file (times in the shop's time zone)",
    query: bookingExportQuerySchema,
    produces: "text/csv",
  },
  { method: "get", path: "/api/bookings/holds", tag: "Bookings", access: "admin", summary: "The live holds, busiest client address first, with how many each customer and address hold", query: liveHoldsQuerySchema, list: true },
  { method: "get", path: "/api/bookings/{id}", tag: "Bookings", access: "admin", summary: "One booking with its history" },
  { method: "post", path: "/api/bookings/{id}/release", tag: "Bookings", access: "admin", summary: "Release a hold (a booking awaiting payment): its place is free again", errors: [409] },
  { method: "post", path: "/api/bookings/{id}/cancel", tag: "Bookings", access: "admin", summary: "Cancel a booking, refunding it or not, with a reason", body: adminCancelSchema, errors: [409] },
  {
    method: "post",
    path: "/api/bookings/{id}/manual-refund",
    tag: "Bookings",
    access: "admin",
    summary: "Record a refund the shop made by hand (cash, card, transfer, other), up to what was paid, for a paid booking that is cancelled",
    body: manualRefundSchema,
    errors: [409],
  },
  { method: "put", path: "/api/bookings/{id}/status", tag: "Bookings", access: "admin", summary: "Mark a started booking complete or a no-show", body: bookingStatusChangeSchema, errors: [409] },
  { method: "post", path: "/api/bookings/{id}/check-in", tag: "Bookings", access: "admin", summary: "Check in the customer of a paid booking (from its day on): it completes when its slot ends", errors: [409] },
  { method: "get", path: "/api/my-bookings", tag: "Bookings", access: "customer", summary: "The caller's own bookings", query: myBookingsQuerySchema },
  { method: "get", path: "/api/my-bookings/{id}", tag: "Bookings", access: "customer", summary: "One of the caller's bookings with its history" },
  { method: "post", path: "/api/my-bookings/{id}/cancel", tag: "Bookings", access: "customer", summary: "Cancel one's own booking (refunded when paid, before the notice window)", errors: [409] },
  { method: "post", path: "/api/my-bookings/{id}/reschedule", tag: "Bookings", access: "customer", summary: "Move one's own booking to another slot of its service", body: rescheduleSchema, errors: [409] },
  { method: "get", path: "/api/overview", tag: "Operations", access: "admin", summary: "The business overview's figures and series" },
  { method: "get", path: "/api/audit-log", tag: "Operations", access: "admin", summary: "What admins changed, newest first, filtered, in pages", query: auditLogQuerySchema, list: true },
  { method: "get", path: "/api/webhook-endpoints", tag: "Webhooks", access: "admin", summary: "The webhook endpoints (never their secrets)", list: true },
  {
    method: "post",
    path: "/api/webhook-endpoints",
    tag: "Webhooks",
    access: "admin",
    summary: "Register an endpoint for chosen events; the answer holds its signing secret (`whsec_…`), told only here",
    body: webhookEndpointInputSchema,
    status: 201,
    errors: [409],
  },
  { method: "delete", path: "/api/webhook-endpoints/{id}", tag: "Webhooks", access: "admin", summary: "Delete an endpoint: nothing more is sent to it" },
  { method: "get", path: "/api/webhook-endpoints/{id}/deliveries", tag: "Webhooks", access: "admin", summary: "An endpoint's deliveries, newest first: status, attempts, last answer", query: webhookDeliveryQuerySchema, list: true },
  { method: "post", path: "/api/webhook-deliveries/{id}/resend", tag: "Webhooks", access: "admin", summary: "Send a delivery again now (same webhook-id and payload)" },
  { method: "get", path: "/api/email-deliveries", tag: "Operations", access: "admin", summary: "The email deliveries, newest first: state, attempts, last error", query: emailDeliveryQuerySchema, list: true },
  { method: "post", path: "/api/email-deliveries/{id}/resend", tag: "Operations", access: "admin", summary: "Queue an email to go out again now (the job worker sends it)", errors: [409] },
  { method: "get", path: "/api/review/get", tag: "Reviews", access: "public", summary: "Visible reviews, newest first, with their summary", query: reviewListQuerySchema, list: true },
  {
    method: "post",
    path: "/api/review/create",
    tag: "Reviews",
    access: "customer",
    summary: "Review the shop; `approved` says whether it shows now (a completed visit) or awaits the shop's approval",
    body: reviewInputSchema,
    status: 201,
    errors: [409],
  },
  { method: "put", path: "/api/review/{id}", tag: "Reviews", access: "admin", summary: "Approve a review awaiting approval, or hide a review or show it again", body: reviewModerationSchema },
  { method: "get", path: "/api/openapi.json", tag: "Operations", access: "public", summary: "This document" },
  { method: "post", path: "/api/webhooks/stripe", tag: "Payments", access: "stripe", summary: "Stripe's events, signed (`Stripe-Signature`) within 5 minutes of the server's clock", errors: [400, 503] },
  {
    method: "post",
    path: "/api/jobs/run",
    tag: "Operations",
    access: "scheduler",
    summary:
      "Runs the job queue's due jobs (emails, reminders, refunds, webhooks, expired holds, ended bookings) for up to 30 seconds, where no worker runs (JOB_WORKER=route): a scheduler calls it every minute, and the app after it queues work. Each job runs once however many calls overlap. `data`: how many ran, and whether some were left for the next call. No body. 401 without `Authorization: Bearer <JOBS_SECRET>`, 503 when JOBS_SECRET is not set",
    errors: [401, 503],
  },
];

/** A zod schema as JSON Schema (2020-12, which OpenAPI 3.1 uses), as a client sends it. */
function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any", target: "draft-2020-12" }) as Record<string, unknown>;
  return rest;
}

const PATH_PARAMS: Record<string, { schema: Record<string, unknown>; description: string }> = {
  id: { schema: jsonSchemaOf(idSchema), description: "the record's id" },
  photoId: { schema: UUID_PARAM, description: "the photo's id" },
  slug: { schema: { type: "string", enum: [...CONTENT_PAGES] }, description: "which page" },
};

function queryParameters(schema: z.ZodType) {
  const json = jsonSchemaOf(schema) as { properties?: Record<string, Record<string, unknown>>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({ name, in: "query", required: json.required?.includes(name) ?? false, schema: property }));
}

const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });
const ERROR_RESPONSES: Record<number, string> = { 400: "BadRequest", 401: "Unauthorized", 403: "Forbidden", 404: "NotFound", 409: "Conflict", 413: "TooLarge", 415: "UnsupportedMediaType", 429: "TooManyRequests", 503: "Unavailable" };
const ERROR_TEXT: Record<number, string> = {
  400: "Invalid input: `errors` names each field",
  401: "Not signed in, or the token expired (refresh it, then retry)",
  403: "Signed in, but not allowed (wrong role, or another person's)",
  404: "No such record",
  409: "Refused in the record's present state",
  413: "The body is too large",
  415: "The body is not of a type this endpoint reads",
  429: "Too many attempts: try again after `Retry-After` seconds",
  503: "Not available now: a part is not set up here, or the database is briefly out of reach (then `Retry-After` says when to try again)",
};

function operationObject(op: ApiOperation) {
  const pathParams = [...op.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  const parameters = [
    ...pathParams.map((name) => ({ name, in: "path", required: true, description: PATH_PARAMS[name]?.description, schema: PATH_PARAMS[name]?.schema ?? { type: "string" } })),
    ...(op.query ? queryParameters(op.query) : []),
  ];
  const statuses = new Set<number>(op.errors ?? []);
  if (op.query || (op.body && !op.bodyOptional) || op.multipart || pathParams.length) statuses.add(400);
  if (op.access === "signed-in" || op.access === "customer" || op.access === "admin") statuses.add(401);
  if (op.access === "customer" || op.access === "admin") statuses.add(403);
  if (pathParams.length) statuses.add(404);
  if (op.body) statuses.add(413);
  // Any call may meet a database that is briefly out of reach.
  statuses.add(503);
  const success = op.status ?? 200;
  const responses: Record<string, unknown> = {
    [success]: op.produces
      ? { description: "The file", content: { [op.produces]: { schema: { type: "string" } } } }
      : { description: "Done", content: { "application/json": { schema: { $ref: op.list ? "#/components/schemas/ListEnvelope" : "#/components/schemas/Envelope" } } } },
  };
  for (const status of [...statuses].sort()) responses[status] = ref(ERROR_RESPONSES[status]);
  responses["500"] = ref("InternalError");
  const body = op.body
    ? { required: !op.bodyOptional, content: { "application/json": { schema: jsonSchemaOf(op.body) } } }
    : op.multipart
      ? { required: true, content: { "multipart/form-data": { schema: { type: "object", properties: op.multipart.schema, required: op.multipart.required } } } }
      : undefined;
  const requiresCaller = op.access === "signed-in" || op.access === "customer" || op.access === "admin";
  return {
    operationId: `${op.method}${op.path.replace(/[{}]/g, "").replace(/[^a-zA-Z0-9]+(.)?/g, (_match, next: string | undefined) => (next ? next.toUpperCase() : ""))}`,
    summary: op.summary,
    description: { public: "Anyone.", "signed-in": "Anyone signed in.", customer: "Customers.", admin: "Admins.", stripe: "Stripe, by its signature.", scheduler: "The jobs' scheduler, by JOBS_SECRET." }[op.access],
    tags: [op.tag],
    ...(parameters.length && { parameters }),
    ...(body && { requestBody: body }),
    responses,
    security: requiresCaller ? [{ bearerAuth: [] }, { sessionCookie: [] }] : op.access === "scheduler" ? [{ jobsSecret: [] }] : [],
  };
}

const errorSchema = {
  type: "object",
  required: ["success", "message"],
  properties: {
    success: { const: false },
    message: { type: "string" },
    errors: { type: "array", items: { type: "object", required: ["field", "message"], properties: { field: { type: "string" }, message: { type: "string" } } } },
  },
};

/** The document, with the server it is served from. */
export function openApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of API_OPERATIONS) (paths[op.path] ??= {})[op.method] = operationObject(op);
  return {
    openapi: "3.1.0",
    info: {
      title: "Spotless REST API",
      version: "1.0.0",
      description:
        "Book car-care and cleaning services. Every answer is JSON in one envelope, `{ success, message, data, totalDoc? }` (lists carry `totalDoc`, the number of matches); failures are `{ success: false, message, errors? }` with the status saying what kind. Ids are `_id`, prices in whole units of their currency (the shop's, `GET /api/settings`; a booking's own `currency`), durations in minutes, dates `YYYY-MM-DD`, times `HH:MM`. Signed-in calls send `Authorization: Bearer <accessToken>` (from sign-in or registration) or ride on the web session.",
    },
    servers: [{ url: serverUrl }],
    tags: [...new Set(API_OPERATIONS.map((op) => op.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "An access token (15 minutes); POST /api/auth/refreshToken gives a new one." },
        sessionCookie: { type: "apiKey", in: "cookie", name: "authjs.session-token", description: "The web session (the site's own pages). Changes need a same-origin request." },
        jobsSecret: { type: "http", scheme: "bearer", description: "JOBS_SECRET, the jobs route's secret, known to the scheduler that calls it." },
      },
      schemas: {
        Envelope: {
          type: "object",
          required: ["success", "message", "data"],
          properties: { success: { const: true }, message: { type: "string" }, data: { description: "What the endpoint answers" } },
        },
        ListEnvelope: {
          type: "object",
          required: ["success", "message", "data"],
          properties: { success: { const: true }, message: { type: "string" }, data: { type: "array", items: {} }, totalDoc: { type: "integer", minimum: 0 } },
        },
        Error: errorSchema,
      },
      responses: {
        ...Object.fromEntries(
          Object.entries(ERROR_RESPONSES).map(([status, name]) => [
            name,
            {
              description: ERROR_TEXT[Number(status)],
              ...((Number(status) === 429 || Number(status) === 503) && { headers: { "Retry-After": { schema: { type: "integer" }, description: "Seconds to wait" } } }),
              content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
            },
          ]),
        ),
        InternalError: { description: "Something went wrong on the server (nothing about it is told)", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
      },
    },
  };
}
