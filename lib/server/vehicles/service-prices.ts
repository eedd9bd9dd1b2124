import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { messages } from "@/lib/messages";
import { invalid } from "@/lib/errors";
import { dollarsToCents } from "@/lib/format/money";
import type { ServicePricesInput } from "@/lib/validation/vehicles";

const text = messages.vehicles;

/**
 * Replaces a service's prices by class with the table given (a class left out
 * is then priced as the default). Every class named must exist and not be the
 * default, whose price and duration are the service's own.
 */
export async function replaceServicePrices(tx: Prisma.TransactionClient, serviceId: string, prices: ServicePricesInput): Promise<void> {
  const classes = await tx.vehicleClass.findMany({ where: { id: { in: prices.map((price) => price.vehicleClass) } }, select: { id: true, isDefault: true } });
  if (classes.length !== prices.length) throw invalid(text.classNotFound, [{ field: "prices", message: text.classNotFound }]);
  if (classes.some((vehicleClass) => vehicleClass.isDefault)) throw invalid(text.pricesDefaultClass, [{ field: "prices", message: text.pricesDefaultClass }]);
  await tx.servicePrice.deleteMany({ where: { serviceId } });
  await tx.servicePrice.createMany({
    data: prices.map((price) => ({
      serviceId,
      vehicleClassId: price.vehicleClass,
      priceCents: price.offered ? dollarsToCents(price.price!) : null,
      duration: price.offered ? price.duration! : null,
    })),
  });
}
