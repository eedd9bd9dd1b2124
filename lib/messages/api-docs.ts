import { remembering } from "./said";
export const apiDocsMessages = remembering({
  title: "REST API",
  description: "Spotless's REST API for integrations: endpoints, parameters, bodies, answers and errors.",
  intro:
    "Programs book, read and manage through this API: mobile apps, integrations with accounting, messaging and CRM tools. Every answer is JSON in one envelope, { success, message, data, totalDoc? }; a failure is { success: false, message, errors? }, its status saying what kind. Ids are _id, prices in whole units of their currency (the shop's, or a booking's own currency), durations in minutes, dates YYYY-MM-DD, times HH:MM.",
  machineReadable: "The same, as an OpenAPI 3.1 document:",
  authTitle: "Signing in",
  auth:
    "Sign in with POST /api/auth/login (or register with POST /api/auth/register/customer): the answer carries an accessToken (15 minutes) and a refreshToken. Send Authorization: Bearer <accessToken> on every call that needs a caller; when it expires (401), POST /api/auth/refreshToken gives new tokens.",
  webhooksTitle: "Receiving webhooks",
  webhooks: [
    "Admins register endpoints (POST /api/webhook-endpoints, or Dashboard → Webhooks) for the events they want: booking.created, booking.confirmed, booking.cancelled, booking.rescheduled, booking.refunded, booking.completed, booking.no_show, review.created, service.updated. Each event is POSTed to each endpoint that asked for it as JSON: { type, timestamp, data }.",
    "Deliveries follow the Standard Webhooks specification: the headers webhook-id (msg_…, the same on every retry and resend of one delivery: use it to ignore repeats), webhook-timestamp (seconds) and webhook-signature (v1, then the base64 HMAC-SHA256 of \"{webhook-id}.{webhook-timestamp}.{raw body}\", keyed with the base64 bytes after whsec_ in the endpoint's secret). Any Standard Webhooks library verifies them, e.g. new Webhook(secret).verify(rawBody, headers) from the standardwebhooks package.",
    "Answer 2xx within 10 seconds. Anything else (a redirect too, which is not followed) is retried 12 times, each wait twice the last, for about a day; each endpoint's deliveries, with their attempts and last answers, are at GET /api/webhook-endpoints/{id}/deliveries, and POST /api/webhook-deliveries/{id}/resend sends one again.",
  ],
  contents: "Sections",
  parameters: "Parameters",
  body: "Body",
  responses: "Answers",
  name: "Name",
  where: "In",
  rules: "Rules",
  required: "required",
  optional: "optional",
  access: "Who",
  file: "a file",
} as const, "apiDocs");
