import { apiRoute, body } from "@/lib/http/api";
import { messages } from "@/lib/messages";
import { actorOf } from "@/lib/server/auth/actor";
import { createVehicleClass, listVehicleClasses } from "@/lib/server/vehicles/manage-vehicle-classes";

/** The shop's vehicle classes, in order (anyone: customers choose one before booking). */
export const GET = apiRoute(async () => {
  const classes = await listVehicleClasses();
  return { data: classes, totalDoc: classes.length, message: messages.vehicles.classesFetched };
});

/** Adds a vehicle class (admin): `{ name, description?, position?, isDefault? }`. */
export const POST = apiRoute(async (request) => ({
  data: await createVehicleClass(await actorOf(request), body(request)),
  status: 201,
  message: messages.vehicles.classCreated,
}));

export { methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE } from "@/lib/http/api";
