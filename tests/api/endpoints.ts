import { randomUUID } from "node:crypto";
import { z } from "zod";
import { declaredEndpoints, PATH_PARAMS, routeOf, type Access, type EndpointKey } from "@/lib/http/endpoints";

/**
 * Every REST endpoint, with the status each kind of caller gets: the
 * endpoints and who may call them are their declarations
 * (lib/http/endpoints.ts); this file keeps what the tests expect of each, the
 * status of a caller who is let in, with the sample body that shows it.
 * Samples are chosen so that the answer shows the authorization decision
 * (e.g. an unknown id: 404 once allowed in). The authorization matrix checks
 * the statuses of those let in and of those refused; the bad-input
 * properties walk the same list.
 */
export type Caller = "anonymous" | "customer" | "admin";

/**
 * `status`: the answer to a caller who is let in. `body`: sent as JSON.
 * `endsSession`: the call ends the session its caller's token names (a
 * sign-out), so each caller makes it with a session of its own.
 */
type Expectation = { status: number; body?: unknown; endsSession?: true };

/** `fields`, `queryKeys`: the names its declared body (or form) and query schemas know, for bad input to aim at. */
export type Entry = { method: string; route: string; path: string; body?: unknown; endsSession?: true; expect: Record<Caller, number>; fields?: string[]; queryKeys?: string[] };

/** What each caller gets, by who the endpoint lets in: the refused are 401 without a session, 403 with the wrong role. */
function statuses(access: Access, status: number): Record<Caller, number> {
  switch (access) {
    case "signed-in":
      return { anonymous: 401, customer: status, admin: status };
    case "customer":
      return { anonymous: 401, customer: status, admin: 403 };
    case "admin":
      return { anonymous: 401, customer: 403, admin: status };
    default:
      // Anyone, or a caller with a credential no person holds (Stripe's signature, the jobs' secret): every caller alike.
      return { anonymous: status, customer: status, admin: status };
  }
}

/** A path with a sample for each parameter: a page's slug that exists, a fresh (unknown) id. */
function samplePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const schema = PATH_PARAMS[name].schema;
    return schema instanceof z.ZodEnum ? String(schema.options[0]) : randomUUID();
  });
}

/** The names of a schema's fields, as a client sends them. */
function keysOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as { properties?: Record<string, unknown> };
  return Object.keys(json.properties ?? {});
}

const EXPECTED: Record<EndpointKey, Expectation> = {
  "GET /api/services": { status: 200 },
  "GET /api/health": { status: 200 },
  "GET /api/openapi.json": { status: 200 },
  "GET /api/services/{id}": { status: 404 },
  "GET /api/slots/availability": { status: 400 },
  "GET /api/slots/open-days": { status: 400 },
  "GET /api/slots/availability/{id}": { status: 404 },
  "POST /api/services": { body: {}, status: 400 },
  "PUT /api/services/{id}": { body: { price: 10 }, status: 404 },
  "DELETE /api/services/{id}": { status: 404 },
  "GET /api/services/g/names": { status: 200 },
  "POST /api/services/slots": { body: {}, status: 400 },
  "GET /api/services/get/all": { status: 200 },
  "PUT /api/slots/toggle-status/{id}": { status: 404 },
  "POST /api/slots/generate": { body: {}, status: 400 },
  "POST /api/slots/bulk": { body: {}, status: 400 },
  "PUT /api/slots/{id}": { body: { capacity: 2 }, status: 404 },
  "POST /api/slots/{id}/waitlist": { status: 404 },
  "DELETE /api/slots/{id}/waitlist": { status: 404 },
  "GET /api/my-waitlist": { status: 200 },
  "GET /api/bays": { status: 200 },
  "GET /api/webhook-endpoints": { status: 200 },
  "POST /api/webhook-endpoints": { body: {}, status: 400 },
  "DELETE /api/webhook-endpoints/{id}": { status: 404 },
  "GET /api/webhook-endpoints/{id}/deliveries": { status: 404 },
  "POST /api/webhook-deliveries/{id}/resend": { status: 404 },
  "GET /api/email-deliveries": { status: 200 },
  "POST /api/email-deliveries/{id}/resend": { status: 404 },
  "GET /api/sms-deliveries": { status: 200 },
  "GET /api/sms-deliveries/month": { status: 200 },
  "POST /api/sms-deliveries/{id}/resend": { status: 404 },
  "POST /api/bays": { body: {}, status: 400 },
  "PUT /api/bays/{id}": { body: { name: "Bay 9" }, status: 404 },
  "DELETE /api/bays/{id}": { status: 404 },
  "GET /api/vehicle-classes": { status: 200 },
  "POST /api/vehicle-classes": { body: {}, status: 400 },
  "PUT /api/vehicle-classes/{id}": { body: { name: "Truck" }, status: 404 },
  "DELETE /api/vehicle-classes/{id}": { status: 404 },
  "GET /api/add-ons": { status: 200 },
  "POST /api/add-ons": { body: {}, status: 400 },
  "PUT /api/add-ons/{id}": { body: { price: 10 }, status: 404 },
  "DELETE /api/add-ons/{id}": { status: 404 },
  "GET /api/my-vehicles": { status: 200 },
  "POST /api/my-vehicles": { body: {}, status: 400 },
  // One's own vehicle: another customer's (here, an unknown one) is 404, never 403.
  "PUT /api/my-vehicles/{id}": { body: { colour: "Red" }, status: 404 },
  "DELETE /api/my-vehicles/{id}": { status: 404 },
  "GET /api/overview": { status: 200 },
  "GET /api/audit-log": { status: 200 },
  "GET /api/review/get": { status: 200 },
  "POST /api/review/create": { body: {}, status: 400 },
  "PUT /api/review/{id}": { body: { hidden: true }, status: 404 },
  "POST /api/auth/register/customer": { body: {}, status: 400 },
  "POST /api/auth/login": { body: {}, status: 400 },
  "POST /api/auth/forgot-password": { body: {}, status: 400 },
  "PUT /api/auth/reset-password": { body: {}, status: 400 },
  "POST /api/auth/refreshToken": { status: 401 },
  "POST /api/auth/logout": { endsSession: true, status: 200 },
  "GET /api/auth/auth-state": { status: 200 },
  // The header's account area: null for anyone without a web session (Bearer tokens included), never a 401.
  "GET /api/auth/viewer": { status: 200 },
  "PUT /api/user/update": { body: {}, status: 200 },
  "PUT /api/user/update-profile-image": { body: {}, status: 400 },
  // The servers text through the stand-in. A number of the matrix's own: the accounts the suite registers share
  // one, whose budget of codes (3 in 15 minutes) other files use up.
  "POST /api/user/phone/code": { body: { phone: "+8801999000111" }, status: 200 },
  // No code was asked for this one.
  "POST /api/user/phone/verify": { body: { code: "000000" }, status: 400 },
  "PUT /api/user/reminder-channels": { body: { channels: "email" }, status: 200 },
  "GET /api/user/all": { status: 200 },
  "POST /api/bookings": { body: {}, status: 400 },
  "GET /api/bookings": { status: 200 },
  // Without its date range, an admin's export is refused before a byte is sent.
  "GET /api/bookings/export": { status: 400 },
  "GET /api/my-bookings": { status: 200 },
  // One's own booking: another customer's (here, an unknown one) is 404, never 403.
  "GET /api/my-bookings/{id}": { status: 404 },
  "POST /api/my-bookings/{id}/cancel": { status: 404 },
  "POST /api/my-bookings/{id}/reschedule": { body: { slot: randomUUID() }, status: 404 },
  "GET /api/bookings/holds": { status: 200 },
  "GET /api/bookings/{id}": { status: 404 },
  "POST /api/bookings/{id}/release": { status: 404 },
  "POST /api/bookings/{id}/cancel": { body: { refund: false, reason: "Closed" }, status: 404 },
  "POST /api/bookings/{id}/manual-refund": { body: { method: "cash", amount: 10, note: "Paid back at the counter" }, status: 404 },
  "POST /api/bookings/{id}/counter-payment": { body: { method: "cash", amount: 10 }, status: 404 },
  "PUT /api/bookings/{id}/status": { body: { status: "no-show" }, status: 404 },
  "POST /api/bookings/{id}/check-in": { status: 404 },
  // Stripe's signature is its only credential; this server takes test payments, so Stripe's door is shut.
  "POST /api/webhooks/stripe": { body: {}, status: 503 },
  // A text gateway's reports carry its signature or secret, never a person's token.
  // SSLCOMMERZ's notification and return carry no credential (the validation API and the site's signature are their
  // checks): a caller is let in, and an empty notification or an unsigned return is bad input.
  "POST /api/webhooks/sslcommerz": { body: {}, status: 400 },
  "POST /api/payments/sslcommerz/return": { status: 400 },
  // aamarPay's callback carries no credential either (its search API and the site's signature are its checks): unsigned is bad input.
  "POST /api/payments/aamarpay/return": { status: 400 },
  "POST /api/webhooks/sms/twilio": { body: {}, status: 401 },
  "POST /api/webhooks/sms/gateway": { body: {}, status: 401 },
  "POST /api/webhooks/sms/twilio/incoming": { body: {}, status: 401 },
  "POST /api/webhooks/sms/gateway/incoming": { body: {}, status: 401 },
  // The jobs route takes only the scheduler's secret (JOBS_SECRET), never a person's token; it reads no body.
  "POST /api/jobs/run": { status: 401 },
  // The same call in the form a platform's scheduler sends (Vercel Cron: GET with the secret as a Bearer token).
  "GET /api/jobs/run": { status: 401 },
  // A logo comes as multipart; this JSON body is refused unread. Removing none (the demo shop has none) is a 200.
  "POST /api/settings/logo": { body: {}, status: 415 },
  "DELETE /api/settings/logo": { status: 200 },
  // A photo comes as multipart; this JSON body is refused unread.
  "POST /api/services/{id}/photos": { body: {}, status: 415 },
  "DELETE /api/services/{id}/photos/{photoId}": { status: 404 },
  "GET /api/settings": { status: 200 },
  "PUT /api/settings": { body: {}, status: 400 },
  "GET /api/pages/{slug}": { status: 200 },
  "PUT /api/pages/{slug}": { body: {}, status: 400 },
  "PUT /api/auth/update-role/{id}": { body: { role: "user" }, status: 404 },
};

export const MATRIX: Entry[] = declaredEndpoints().map(({ key, method, path, access, body, multipart, query }) => {
  const { status, ...sample } = EXPECTED[key];
  const fields = [...keysOf(body), ...keysOf(multipart?.fields)];
  return { method, route: routeOf(path), path: samplePath(path), ...sample, expect: statuses(access, status), fields, queryKeys: keysOf(query) };
});
