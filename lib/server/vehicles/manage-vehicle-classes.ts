import "server-only";
import { db } from "@/lib/db";
import type { Prisma, VehicleClass } from "@/lib/generated/prisma/client";
import { messages } from "@/lib/messages";
import { conflict, notFound } from "@/lib/errors";
import { pagesShowing } from "@/lib/server/cache";
import { transaction, type Tx } from "@/lib/server/database/transaction";
import { operation, recordOperation } from "@/lib/server/operation";
import { MAX_VEHICLE_CLASSES, vehicleClassInputSchema, vehicleClassMoveSchema, vehicleClassUpdateSchema } from "@/lib/validation/vehicles";

const text = messages.vehicles;

/** A vehicle class as the REST API shows it. */
export type VehicleClassDto = {
  _id: string;
  name: string;
  description: string;
  position: number;
  /** The class a booking naming none is for; a service's own price and duration are its. */
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
};

export function toVehicleClassDto(vehicleClass: VehicleClass): VehicleClassDto {
  return {
    _id: vehicleClass.id,
    name: vehicleClass.name,
    description: vehicleClass.description,
    position: vehicleClass.position,
    isDefault: vehicleClass.isDefault,
    createdAt: vehicleClass.createdAt.toISOString(),
    updatedAt: vehicleClass.updatedAt.toISOString(),
  };
}

const CLASS_ORDER = [{ position: "asc" }, { createdAt: "asc" }, { id: "asc" }] satisfies Prisma.VehicleClassOrderByWithRelationInput[];

/** The shop's classes in their order (read by the catalogue and the booking rules). */
export function allVehicleClasses(client: Prisma.TransactionClient = db): Promise<VehicleClass[]> {
  return client.vehicleClass.findMany({ orderBy: CLASS_ORDER });
}

/** `GET /api/vehicle-classes`: public, as customers choose one before booking. */
export async function listVehicleClasses(): Promise<VehicleClassDto[]> {
  return (await allVehicleClasses()).map(toVehicleClassDto);
}

/**
 * Makes a class the default, under a lock on every class: each service's own
 * price and duration become that class's (the old default's move into its
 * table), so that what every service charges each class stays the same.
 * Refused while a live service does not offer the class.
 */
async function makeDefault(tx: Tx, id: string): Promise<void> {
  const [old] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "VehicleClass" WHERE "isDefault" FOR UPDATE`;
  if (!old || old.id === id) return;
  const [{ count }] = await tx.$queryRaw<{ count: number }[]>`
    SELECT count(*)::int AS count FROM "ServicePrice" p JOIN "Service" v ON v.id = p."serviceId"
    WHERE p."vehicleClassId" = ${id}::uuid AND p."priceCents" IS NULL AND NOT v."isDeleted"`;
  if (count > 0) throw conflict(text.defaultNotOffered(count));
  await tx.$executeRaw`
    INSERT INTO "ServicePrice" ("serviceId", "vehicleClassId", "priceCents", duration)
    SELECT v.id, ${old.id}::uuid, v."priceCents", v.duration FROM "Service" v
    JOIN "ServicePrice" p ON p."serviceId" = v.id AND p."vehicleClassId" = ${id}::uuid AND p."priceCents" IS NOT NULL
    ON CONFLICT ("serviceId", "vehicleClassId") DO UPDATE SET "priceCents" = EXCLUDED."priceCents", duration = EXCLUDED.duration`;
  await tx.$executeRaw`
    UPDATE "Service" v SET "priceCents" = p."priceCents", duration = p.duration, "updatedAt" = now()
    FROM "ServicePrice" p WHERE p."serviceId" = v.id AND p."vehicleClassId" = ${id}::uuid AND p."priceCents" IS NOT NULL`;
  await tx.$executeRaw`DELETE FROM "ServicePrice" WHERE "vehicleClassId" = ${id}::uuid`;
  await tx.vehicleClass.update({ where: { id: old.id }, data: { isDefault: false } });
  await tx.vehicleClass.update({ where: { id }, data: { isDefault: true } });
}

/** `POST /api/vehicle-classes` (admin): placed after the others unless a position is given. */
export const createVehicleClass = operation({ permission: "catalogue.manage", input: vehicleClassInputSchema }, async (input): Promise<VehicleClassDto> => {
  const created = await transaction(async (tx) => {
    // Counted under the lock the default's change takes, so that two admins adding at once stay within the limit.
    await tx.$queryRaw`SELECT id FROM "VehicleClass" WHERE "isDefault" FOR UPDATE`;
    if ((await tx.vehicleClass.count()) >= MAX_VEHICLE_CLASSES) throw conflict(text.classTooMany);
    const last = await tx.vehicleClass.aggregate({ _max: { position: true } });
    const row = await tx.vehicleClass.create({
      data: { name: input.name, description: input.description ?? "", position: input.position ?? (last._max.position ?? -1) + 1 },
    });
    if (input.isDefault) await makeDefault(tx, row.id);
    return tx.vehicleClass.findUniqueOrThrow({ where: { id: row.id } });
  });
  pagesShowing.services();
  return toVehicleClassDto(created);
});

/** `PUT /api/vehicle-classes/{id}` (admin). `isDefault: true` makes it the default; a default is replaced, never unset. */
export const updateVehicleClass = recordOperation({ permission: "catalogue.manage", input: vehicleClassUpdateSchema }, async (id, update): Promise<VehicleClassDto> => {
  const updated = await transaction(async (tx) => {
    const current = await tx.vehicleClass.findUnique({ where: { id } });
    if (!current) throw notFound(text.classNotFound);
    if (update.isDefault === false && current.isDefault) throw conflict(text.classDefaultKept);
    await tx.vehicleClass.update({
      where: { id },
      data: {
        ...(update.name !== undefined && { name: update.name }),
        ...(update.description !== undefined && { description: update.description }),
        ...(update.position !== undefined && { position: update.position }),
      },
    });
    if (update.isDefault) await makeDefault(tx, id);
    return tx.vehicleClass.findUniqueOrThrow({ where: { id } });
  });
  pagesShowing.services();
  return toVehicleClassDto(updated);
});

/**
 * Business settings' Move up / Move down (admin): the class swaps places with
 * its neighbour, and every class is numbered again from 0 in the order shown,
 * so that classes that shared a position move too. At either end, nothing moves.
 */
export const moveVehicleClass = recordOperation({ permission: "catalogue.manage", input: vehicleClassMoveSchema }, async (id, { direction }): Promise<VehicleClassDto> => {
  const moved = await transaction(async (tx) => {
    // The lock every change of the classes takes, so that two moves at once do not number from the same order.
    await tx.$queryRaw`SELECT id FROM "VehicleClass" WHERE "isDefault" FOR UPDATE`;
    const classes = await allVehicleClasses(tx);
    const from = classes.findIndex((vehicleClass) => vehicleClass.id === id);
    if (from < 0) throw notFound(text.classNotFound);
    const to = direction === "up" ? from - 1 : from + 1;
    if (to >= 0 && to < classes.length) [classes[from], classes[to]] = [classes[to], classes[from]];
    for (const [position, vehicleClass] of classes.entries()) {
      if (vehicleClass.position !== position) await tx.vehicleClass.update({ where: { id: vehicleClass.id }, data: { position } });
    }
    return tx.vehicleClass.findUniqueOrThrow({ where: { id } });
  });
  pagesShowing.services();
  return toVehicleClassDto(moved);
});

/** `DELETE /api/vehicle-classes/{id}` (admin): never the default, nor one a saved vehicle or a booking names. Its prices go with it. */
export const deleteVehicleClass = recordOperation({ permission: "catalogue.manage" }, async (id): Promise<VehicleClassDto> => {
  const deleted = await transaction(async (tx) => {
    const current = await tx.vehicleClass.findUnique({ where: { id } });
    if (!current) throw notFound(text.classNotFound);
    if (current.isDefault) throw conflict(text.classDefaultKept);
    const vehicles = await tx.vehicle.count({ where: { vehicleClassId: id } });
    const bookings = await tx.booking.count({ where: { vehicleClassId: id } });
    if (vehicles + bookings > 0) throw conflict(text.classInUse(vehicles, bookings));
    return tx.vehicleClass.delete({ where: { id } });
  });
  pagesShowing.services();
  return toVehicleClassDto(deleted);
});
