import { randomUUID } from "node:crypto";

/**
 * Every REST endpoint, with the status each kind of caller gets. Sample ids
 * and bodies are chosen so that the answer shows the authorization decision
 * (e.g. an unknown id: 404 once allowed in). The authorization matrix checks
 * that this list is complete; the bad-input properties walk it too.
 */
export type Caller = "anonymous" | "customer" | "admin";
/** `endsSession`: the call ends the session its caller's token names (a sign-out), so each caller makes it with a session of its own. */
export type Entry = { method: string; route: string; path?: string; body?: unknown; endsSession?: true; expect: Record<Caller, number> };

const all = (status: number) => ({ anonymous: status, customer: status, admin: status });
const signedIn = (status: number) => ({ anonymous: 401, customer: status, admin: status });
const adminOnly = (status: number) => ({ anonymous: 401, customer: 403, admin: status });

export const MATRIX: Entry[] = [
  { method: "GET", route: "/api/services", expect: all(200) },
  { method: "GET", route: "/api/health", expect: all(200) },
  { method: "GET", route: "/api/openapi.json", expect: all(200) },
  { method: "GET", route: "/api/services/[id]", path: `/api/services/${randomUUID()}`, expect: all(404) },
  { method: "GET", route: "/api/slots/availability", expect: all(400) },
  { method: "GET", route: "/api/slots/open-days", expect: all(400) },
  { method: "GET", route: "/api/slots/availability/[id]", path: `/api/slots/availability/${randomUUID()}`, expect: all(404) },
  { method: "POST", route: "/api/services", body: {}, expect: adminOnly(400) },
  { method: "PUT", route: "/api/services/[id]", path: `/api/services/${randomUUID()}`, body: { price: 10 }, expect: adminOnly(404) },
  { method: "DELETE", route: "/api/services/[id]", path: `/api/services/${randomUUID()}`, expect: adminOnly(404) },
  { method: "GET", route: "/api/services/g/names", expect: adminOnly(200) },
  { method: "POST", route: "/api/services/slots", body: {}, expect: adminOnly(400) },
  { method: "GET", route: "/api/services/get/all", expect: adminOnly(200) },
  { method: "PUT", route: "/api/slots/toggle-status/[id]", path: `/api/slots/toggle-status/${randomUUID()}`, expect: adminOnly(404) },
  { method: "POST", route: "/api/slots/generate", body: {}, expect: adminOnly(400) },
  { method: "POST", route: "/api/slots/bulk", body: {}, expect: adminOnly(400) },
  { method: "PUT", route: "/api/slots/[id]", path: `/api/slots/${randomUUID()}`, body: { capacity: 2 }, expect: adminOnly(404) },
  { method: "POST", route: "/api/slots/[id]/waitlist", path: `/api/slots/${randomUUID()}/waitlist`, expect: { anonymous: 401, customer: 404, admin: 403 } },
  { method: "DELETE", route: "/api/slots/[id]/waitlist", path: `/api/slots/${randomUUID()}/waitlist`, expect: { anonymous: 401, customer: 404, admin: 403 } },
  { method: "GET", route: "/api/my-waitlist", expect: { anonymous: 401, customer: 200, admin: 403 } },
  { method: "GET", route: "/api/bays", expect: adminOnly(200) },
  { method: "GET", route: "/api/webhook-endpoints", expect: adminOnly(200) },
  { method: "POST", route: "/api/webhook-endpoints", body: {}, expect: adminOnly(400) },
  { method: "DELETE", route: "/api/webhook-endpoints/[id]", path: `/api/webhook-endpoints/${randomUUID()}`, expect: adminOnly(404) },
  { method: "GET", route: "/api/webhook-endpoints/[id]/deliveries", path: `/api/webhook-endpoints/${randomUUID()}/deliveries`, expect: adminOnly(404) },
  { method: "POST", route: "/api/webhook-deliveries/[id]/resend", path: `/api/webhook-deliveries/${randomUUID()}/resend`, expect: adminOnly(404) },
  { method: "GET", route: "/api/email-deliveries", expect: adminOnly(200) },
  { method: "POST", route: "/api/email-deliveries/[id]/resend", path: `/api/email-deliveries/${randomUUID()}/resend`, expect: adminOnly(404) },
  { method: "POST", route: "/api/bays", body: {}, expect: adminOnly(400) },
  { method: "PUT", route: "/api/bays/[id]", path: `/api/bays/${randomUUID()}`, body: { name: "Bay 9" }, expect: adminOnly(404) },
  { method: "DELETE", route: "/api/bays/[id]", path: `/api/bays/${randomUUID()}`, expect: adminOnly(404) },
  { method: "GET", route: "/api/overview", expect: adminOnly(200) },
  { method: "GET", route: "/api/audit-log", expect: adminOnly(200) },
  { method: "GET", route: "/api/review/get", expect: all(200) },
  { method: "POST", route: "/api/review/create", body: {}, expect: { anonymous: 401, customer: 400, admin: 403 } },
  { method: "PUT", route: "/api/review/[id]", path: `/api/review/${randomUUID()}`, body: { hidden: true }, expect: adminOnly(404) },
  { method: "POST", route: "/api/auth/register/customer", body: {}, expect: all(400) },
  { method: "POST", route: "/api/auth/login", body: {}, expect: all(400) },
  { method: "POST", route: "/api/auth/forgot-password", body: {}, expect: all(400) },
  { method: "PUT", route: "/api/auth/reset-password", body: {}, expect: all(400) },
  { method: "POST", route: "/api/auth/refreshToken", expect: all(401) },
  { method: "POST", route: "/api/auth/logout", endsSession: true, expect: all(200) },
  { method: "GET", route: "/api/auth/auth-state", expect: signedIn(200) },
  // The header's account area: null for anyone without a web session (Bearer tokens included), never a 401.
  { method: "GET", route: "/api/auth/viewer", expect: all(200) },
  { method: "PUT", route: "/api/user/update", body: {}, expect: signedIn(200) },
  { method: "PUT", route: "/api/user/update-profile-image", body: {}, expect: signedIn(400) },
  { method: "GET", route: "/api/user/all", expect: adminOnly(200) },
  { method: "POST", route: "/api/bookings", body: {}, expect: { anonymous: 401, customer: 400, admin: 403 } },
  { method: "GET", route: "/api/bookings", expect: adminOnly(200) },
  // Without its date range, an admin's export is refused before a byte is sent.
  { method: "GET", route: "/api/bookings/export", expect: adminOnly(400) },
  { method: "GET", route: "/api/my-bookings", expect: { anonymous: 401, customer: 200, admin: 403 } },
  // One's own booking: another customer's (here, an unknown one) is 404, never 403.
  { method: "GET", route: "/api/my-bookings/[id]", path: `/api/my-bookings/${randomUUID()}`, expect: { anonymous: 401, customer: 404, admin: 403 } },
  { method: "POST", route: "/api/my-bookings/[id]/cancel", path: `/api/my-bookings/${randomUUID()}/cancel`, expect: { anonymous: 401, customer: 404, admin: 403 } },
  {
    method: "POST",
    route: "/api/my-bookings/[id]/reschedule",
    path: `/api/my-bookings/${randomUUID()}/reschedule`,
    body: { slot: randomUUID() },
    expect: { anonymous: 401, customer: 404, admin: 403 },
  },
  { method: "GET", route: "/api/bookings/holds", expect: adminOnly(200) },
  { method: "GET", route: "/api/bookings/[id]", path: `/api/bookings/${randomUUID()}`, expect: adminOnly(404) },
  { method: "POST", route: "/api/bookings/[id]/release", path: `/api/bookings/${randomUUID()}/release`, expect: adminOnly(404) },
  { method: "POST", route: "/api/bookings/[id]/cancel", path: `/api/bookings/${randomUUID()}/cancel`, body: { refund: false, reason: "Closed" }, expect: adminOnly(404) },
  {
    method: "POST",
    route: "/api/bookings/[id]/manual-refund",
    path: `/api/bookings/${randomUUID()}/manual-refund`,
    body: { method: "cash", amount: 10, note: "Paid back at the counter" },
    expect: adminOnly(404),
  },
  { method: "PUT", route: "/api/bookings/[id]/status", path: `/api/bookings/${randomUUID()}/status`, body: { status: "no-show" }, expect: adminOnly(404) },
  { method: "POST", route: "/api/bookings/[id]/check-in", path: `/api/bookings/${randomUUID()}/check-in`, expect: adminOnly(404) },
  // Stripe's signature is its only credential; this server takes test payments, so Stripe's door is shut.
  { method: "POST", route: "/api/webhooks/stripe", body: {}, expect: all(503) },
  // The jobs route takes only the scheduler's secret (JOBS_SECRET), never a person's token; it reads no body.
  { method: "POST", route: "/api/jobs/run", expect: all(401) },
  // A logo comes as multipart; this JSON body is refused unread. Removing none (the demo shop has none) is a 200.
  { method: "POST", route: "/api/settings/logo", body: {}, expect: adminOnly(415) },
  { method: "DELETE", route: "/api/settings/logo", expect: adminOnly(200) },
  // A photo comes as multipart; this JSON body is refused unread.
  { method: "POST", route: "/api/services/[id]/photos", path: `/api/services/${randomUUID()}/photos`, body: {}, expect: adminOnly(415) },
  { method: "DELETE", route: "/api/services/[id]/photos/[photoId]", path: `/api/services/${randomUUID()}/photos/${randomUUID()}`, expect: adminOnly(404) },
  { method: "GET", route: "/api/settings", expect: all(200) },
  { method: "PUT", route: "/api/settings", body: {}, expect: adminOnly(400) },
  { method: "GET", route: "/api/pages/[slug]", path: "/api/pages/faq", expect: all(200) },
  { method: "PUT", route: "/api/pages/[slug]", path: "/api/pages/faq", body: {}, expect: adminOnly(400) },
  { method: "PUT", route: "/api/auth/update-role/[id]", path: `/api/auth/update-role/${randomUUID()}`, body: { role: "user" }, expect: adminOnly(404) },
];
