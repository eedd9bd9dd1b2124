import { apiRoute, body } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { createBay, listBays } from "@/lib/server/bays/manage-bays";

/** The shop's bays, in order (admin). */
export const GET = apiRoute(async (request) => {
  const bays = await listBays(await actorOf(request));
  return { data: bays, totalDoc: bays.length, message: messages.bays.fetched };
});

/** Adds a bay (admin): `{ name, active?, allServices?, services? }`. */
export const POST = apiRoute(async (request) => ({
  data: await createBay(await actorOf(request), body(request)),
  status: 201,
  message: messages.bays.apiCreated,
}));

export { methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
