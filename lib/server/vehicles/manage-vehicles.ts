import "server-only";
import { db } from "@/lib/db";
import type { Vehicle, VehicleClass } from "@/lib/generated/prisma/client";
import { messages } from "@/lib/messages";
import { AppError, conflict, invalid, notFound } from "@/lib/errors";
import { now as clockNow } from "@/lib/server/clock";
import { isUniqueViolation } from "@/lib/server/database/prisma-errors";
import { operation, recordOperation } from "@/lib/server/operation";
import { vehicleInputSchema, vehicleUpdateSchema } from "@/lib/validation/vehicles";

const text = messages.vehicles;

/** A customer's vehicle as the REST API shows it (to them, and on their bookings to the shop). */
export type VehicleDto = {
  _id: string;
  vehicleClass: { _id: string; name: string };
  make: string;
  model: string;
  colour: string;
  plate: string | null;
  createdAt: string;
  updatedAt: string;
};

export function toVehicleDto(vehicle: Vehicle & { vehicleClass: VehicleClass }): VehicleDto {
  return {
    _id: vehicle.id,
    vehicleClass: { _id: vehicle.vehicleClass.id, name: vehicle.vehicleClass.name },
    make: vehicle.make,
    model: vehicle.model,
    colour: vehicle.colour,
    plate: vehicle.plate,
    createdAt: vehicle.createdAt.toISOString(),
    updatedAt: vehicle.updatedAt.toISOString(),
  };
}

const withClass = { vehicleClass: true } as const;

async function checkedClass(id: string | undefined) {
  if (id !== undefined && (await db.vehicleClass.count({ where: { id } })) === 0) throw invalid(text.classNotFound, [{ field: "vehicleClass", message: text.classNotFound }]);
}

/** A plate already on another of the customer's vehicles: a conflict, named on the field. */
function plateTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError("conflict", text.plateTaken, [{ field: "plate", message: text.plateTaken }]);
  throw error;
}

/** `GET /api/my-vehicles`: the caller's vehicles, oldest first. */
export const listMyVehicles = operation({ permission: "vehicles.own" }, async (_input, customer): Promise<VehicleDto[]> => {
  const vehicles = await db.vehicle.findMany({ where: { customerId: customer.id }, include: withClass, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return vehicles.map(toVehicleDto);
});

/** `POST /api/my-vehicles`: a car on file (its plate, if given, unique among the customer's). */
export const createVehicle = operation({ permission: "vehicles.own", input: vehicleInputSchema }, async (input, customer): Promise<VehicleDto> => {
  await checkedClass(input.vehicleClass);
  const created = await db.vehicle
    .create({
      data: { customerId: customer.id, vehicleClassId: input.vehicleClass, make: input.make, model: input.model, colour: input.colour ?? "", plate: input.plate ?? null },
      include: withClass,
    })
    .catch(plateTaken);
  return toVehicleDto(created);
});

/** `PUT /api/my-vehicles/{id}`: one of the caller's own (another customer's is not found). Bookings already made keep their price. */
export const updateVehicle = recordOperation({ permission: "vehicles.own", input: vehicleUpdateSchema }, async (id, update, customer): Promise<VehicleDto> => {
  await checkedClass(update.vehicleClass);
  const updated = await db.vehicle
    .updateMany({
      where: { id, customerId: customer.id },
      data: {
        ...(update.vehicleClass !== undefined && { vehicleClassId: update.vehicleClass }),
        ...(update.make !== undefined && { make: update.make }),
        ...(update.model !== undefined && { model: update.model }),
        ...(update.colour !== undefined && { colour: update.colour }),
        ...(update.plate !== undefined && { plate: update.plate }),
      },
    })
    .catch(plateTaken);
  if (updated.count === 0) throw notFound(text.vehicleNotFound);
  return toVehicleDto(await db.vehicle.findUniqueOrThrow({ where: { id }, include: withClass }));
});

/** `DELETE /api/my-vehicles/{id}`: refused while a booking still ahead names it (the shop would not know which car comes). */
export const deleteVehicle = recordOperation({ permission: "vehicles.own" }, async (id, _input, customer): Promise<VehicleDto> => {
  const vehicle = await db.vehicle.findFirst({ where: { id, customerId: customer.id }, include: withClass });
  if (!vehicle) throw notFound(text.vehicleNotFound);
  const ahead = await db.booking.count({ where: { vehicleId: id, status: { in: ["pending", "confirm"] }, slot: { endsAt: { gt: clockNow() } } } });
  if (ahead > 0) throw conflict(text.vehicleInUse);
  await db.vehicle.delete({ where: { id } });
  return toVehicleDto(vehicle);
});
