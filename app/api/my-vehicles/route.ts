import { apiRoute, body } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { createVehicle, listMyVehicles } from "@/lib/server/vehicles/manage-vehicles";

/** The caller's vehicles on file (customers). */
export const GET = apiRoute(async (request) => {
  const vehicles = await listMyVehicles(await actorOf(request));
  return { data: vehicles, totalDoc: vehicles.length, message: messages.vehicles.vehiclesFetched };
});

/** Adds a vehicle (customers): `{ vehicleClass, make, model, colour?, plate? }`. */
export const POST = apiRoute(async (request) => ({
  data: await createVehicle(await actorOf(request), body(request)),
  status: 201,
  message: messages.vehicles.vehicleCreated,
}));

export { methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
