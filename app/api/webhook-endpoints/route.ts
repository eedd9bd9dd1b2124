import { apiRoute, body } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { createWebhookEndpoint, listWebhookEndpoints } from "@/lib/server/webhooks/manage-endpoints";

/** The webhook endpoints (admin), oldest first; never their secrets. */
export const GET = apiRoute(async (request) => {
  const endpoints = await listWebhookEndpoints(await actorOf(request));
  return { data: endpoints, totalDoc: endpoints.length, message: messages.webhooks.fetched };
});

/** Registers an endpoint (admin): `{ url, events: [...] }`. The answer holds its signing secret, told only here. */
export const POST = apiRoute(async (request) => ({
  data: await createWebhookEndpoint(await actorOf(request), body(request)),
  status: 201,
  message: messages.webhooks.apiCreated,
}));

export { methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
