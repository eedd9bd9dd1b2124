import "server-only";
import { db } from "@/lib/db";
import type { AddOn, AddOnPrice, Prisma } from "@/lib/generated/prisma/client";
import { messages } from "@/lib/messages";
import { invalid, notFound } from "@/lib/errors";
import { centsToDollars, dollarsToCents } from "@/lib/format/money";
import { pagesShowing } from "@/lib/server/cache";
import { transaction } from "@/lib/server/database/transaction";
import { operation, recordOperation } from "@/lib/server/operation";
import { addOnInputSchema, addOnUpdateSchema } from "@/lib/validation/vehicles";

const text = messages.vehicles;

/** An add-on as the REST API shows it (prices in whole units of the shop's currency). */
export type AddOnDto = {
  _id: string;
  name: string;
  description: string;
  price: number;
  minutes: number;
  /** The services that offer it. */
  services: string[];
  /** Its own price for some classes (its price for the others). */
  prices: { vehicleClass: string; price: number }[];
  position: number;
  createdAt: string;
  updatedAt: string;
};

type AddOnRow = AddOn & { prices: AddOnPrice[] };

/** What an add-on's DTO is written from: its row, and its prices by class. */
export type AddOnFields = Pick<AddOn, "id" | "name" | "description" | "priceCents" | "minutes" | "serviceIds" | "position" | "createdAt" | "updatedAt"> & {
  prices: Pick<AddOnPrice, "vehicleClassId" | "priceCents">[];
};

export function toAddOnDto(addOn: AddOnFields): AddOnDto {
  return {
    _id: addOn.id,
    name: addOn.name,
    description: addOn.description,
    price: centsToDollars(addOn.priceCents),
    minutes: addOn.minutes,
    services: addOn.serviceIds,
    prices: addOn.prices.map((price) => ({ vehicleClass: price.vehicleClassId, price: centsToDollars(price.priceCents) })),
    position: addOn.position,
    createdAt: addOn.createdAt.toISOString(),
    updatedAt: addOn.updatedAt.toISOString(),
  };
}

const ADD_ON_ORDER = [{ position: "asc" }, { createdAt: "asc" }, { id: "asc" }] satisfies Prisma.AddOnOrderByWithRelationInput[];

/** The add-ons on offer, in order; with `serviceIds`, only those some of them offer. */
export function liveAddOns(client: Prisma.TransactionClient = db, serviceIds?: string[]): Promise<AddOnRow[]> {
  return client.addOn.findMany({
    where: { isDeleted: false, ...(serviceIds && { serviceIds: { hasSome: serviceIds } }) },
    include: { prices: true },
    orderBy: ADD_ON_ORDER,
  });
}

/** `GET /api/add-ons` (public): every add-on on offer, or those of one service. */
export async function listAddOns(query: { service?: string } = {}): Promise<AddOnDto[]> {
  return (await liveAddOns(db, query.service ? [query.service] : undefined)).map(toAddOnDto);
}

/** The listed services must exist and be live, each once; the listed classes must exist. */
async function checkedTargets(tx: Prisma.TransactionClient, services: string[] | undefined, prices: { vehicleClass: string }[] | undefined) {
  const unique = services && [...new Set(services)];
  if (unique && (await tx.service.count({ where: { id: { in: unique }, isDeleted: false } })) !== unique.length) {
    throw invalid(text.unknownService, [{ field: "services", message: text.unknownService }]);
  }
  if (prices && (await tx.vehicleClass.count({ where: { id: { in: prices.map((price) => price.vehicleClass) } } })) !== prices.length) {
    throw invalid(text.classNotFound, [{ field: "prices", message: text.classNotFound }]);
  }
  return unique;
}

const priceRows = (prices: { vehicleClass: string; price: number }[]) =>
  prices.map((price) => ({ vehicleClassId: price.vehicleClass, priceCents: dollarsToCents(price.price) }));

/** `POST /api/add-ons` (admin): placed after the others. */
export const createAddOn = operation({ permission: "catalogue.manage", input: addOnInputSchema }, async (input): Promise<AddOnDto> => {
  const created = await transaction(async (tx) => {
    const services = (await checkedTargets(tx, input.services, input.prices)) ?? [];
    const last = await tx.addOn.aggregate({ _max: { position: true } });
    return tx.addOn.create({
      data: {
        name: input.name,
        description: input.description ?? "",
        priceCents: dollarsToCents(input.price),
        minutes: input.minutes,
        serviceIds: services,
        position: (last._max.position ?? -1) + 1,
        prices: { create: priceRows(input.prices ?? []) },
      },
      include: { prices: true },
    });
  });
  pagesShowing.services();
  return toAddOnDto(created);
});

/** `PUT /api/add-ons/{id}` (admin). Bookings already made keep the lines, prices and minutes they were made with. */
export const updateAddOn = recordOperation({ permission: "catalogue.manage", input: addOnUpdateSchema }, async (id, update): Promise<AddOnDto> => {
  const updated = await transaction(async (tx) => {
    if ((await tx.addOn.count({ where: { id, isDeleted: false } })) === 0) throw notFound(text.addOnNotFound);
    const services = await checkedTargets(tx, update.services, update.prices);
    if (update.prices) await tx.addOnPrice.deleteMany({ where: { addOnId: id } });
    return tx.addOn.update({
      where: { id },
      data: {
        ...(update.name !== undefined && { name: update.name }),
        ...(update.description !== undefined && { description: update.description }),
        ...(update.price !== undefined && { priceCents: dollarsToCents(update.price) }),
        ...(update.minutes !== undefined && { minutes: update.minutes }),
        ...(services && { serviceIds: services }),
        ...(update.prices && { prices: { create: priceRows(update.prices) } }),
      },
      include: { prices: true },
    });
  });
  pagesShowing.services();
  return toAddOnDto(updated);
});

/** `DELETE /api/add-ons/{id}` (admin): no longer offered; bookings made with it keep their lines. */
export const deleteAddOn = recordOperation({ permission: "catalogue.manage" }, async (id): Promise<AddOnDto> => {
  const removed = await db.addOn.updateMany({ where: { id, isDeleted: false }, data: { isDeleted: true } });
  if (removed.count === 0) throw notFound(text.addOnNotFound);
  pagesShowing.services();
  return toAddOnDto(await db.addOn.findUniqueOrThrow({ where: { id }, include: { prices: true } }));
});
