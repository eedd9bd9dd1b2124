import "server-only";
import { db } from "@/lib/db";
import { centsToDollars, dollarsToCents } from "@/lib/format/money";
import { allVehicleClasses } from "@/lib/server/vehicles/manage-vehicle-classes";
import { toAddOnDto, type AddOnDto, type AddOnFields } from "@/lib/server/vehicles/manage-add-ons";
import { classPrice, priceRange, type VehicleClassRef } from "@/lib/server/vehicles/pricing";
import type { ServiceDto } from "./service-dto";

/** A service's price and duration for one vehicle class, or that it is not offered. */
export type ServiceClassPriceDto = { vehicleClass: string; name: string; isDefault: boolean; offered: boolean; price: number | null; duration: number | null };

/**
 * A service as the REST API shows it since vehicle classes (docs/vehicles.md): `price` and `duration` stay the default
 * class's; `prices` lists every class in order, `priceFrom` is the lowest offered price ("from $X" when `pricesVary`), and
 * `addOns` the add-ons it offers.
 */
export type PricedServiceDto = ServiceDto & { prices: ServiceClassPriceDto[]; priceFrom: number; pricesVary: boolean; addOns: AddOnDto[] };

type PricingRows = {
  classes: VehicleClassRef[];
  prices: { serviceId: string; vehicleClassId: string; priceCents: number | null; duration: number | null }[];
  /** JSON writes the times as text. */
  addOns: (Omit<AddOnFields, "createdAt" | "updatedAt"> & { createdAt: string; updatedAt: string })[];
};

/**
 * What pricing the services needs, in one statement (the catalogue's busiest read runs it on every page): the shop's
 * classes in their order (as allVehicleClasses), the services' own prices by class, and the live add-ons some of them
 * offer, in their order (as liveAddOns), each with its prices by class.
 */
async function pricingRows(ids: string[]): Promise<PricingRows> {
  const [row] = await db.$queryRaw<PricingRows[]>`
    SELECT
      (SELECT COALESCE(json_agg(json_build_object('id', c.id, 'name', c.name, 'isDefault', c."isDefault") ORDER BY c.position, c."createdAt", c.id), '[]'::json)
         FROM "VehicleClass" c) AS classes,
      (SELECT COALESCE(json_agg(json_build_object('serviceId', p."serviceId", 'vehicleClassId', p."vehicleClassId", 'priceCents', p."priceCents", 'duration', p.duration)), '[]'::json)
         FROM "ServicePrice" p WHERE p."serviceId" = ANY(${ids}::uuid[])) AS prices,
      (SELECT COALESCE(json_agg(json_build_object('id', a.id, 'name', a.name, 'description', a.description, 'priceCents', a."priceCents", 'minutes', a.minutes,
                'serviceIds', a."serviceIds", 'position', a.position, 'createdAt', a."createdAt", 'updatedAt', a."updatedAt",
                'prices', COALESCE((SELECT json_agg(json_build_object('vehicleClassId', q."vehicleClassId", 'priceCents', q."priceCents")) FROM "AddOnPrice" q WHERE q."addOnId" = a.id), '[]'::json))
              ORDER BY a.position, a."createdAt", a.id), '[]'::json)
         FROM "AddOn" a WHERE NOT a."isDeleted" AND a."serviceIds" && ${ids}::uuid[]) AS "addOns"`;
  return row;
}

/** Services with their prices by class and their add-ons: one read, whatever the number of services. */
export async function withPricing(services: ServiceDto[]): Promise<PricedServiceDto[]> {
  if (services.length === 0) return [];
  const ids = services.map((service) => service._id);
  const { classes, prices: rows, addOns: addOnRows } = await pricingRows(ids);
  // The add-ons as the REST API writes them (their times as Date.toISOString does).
  const addOns = addOnRows.map((addOn) => ({ ...addOn, dto: toAddOnDto({ ...addOn, createdAt: new Date(addOn.createdAt), updatedAt: new Date(addOn.updatedAt) }) }));
  return services.map((service) => {
    const priced = {
      id: service._id,
      name: service.name,
      priceCents: dollarsToCents(service.price),
      duration: service.duration,
      prices: rows.filter((row) => row.serviceId === service._id),
    };
    const range = priceRange(priced, classes);
    return {
      ...service,
      prices: classes.map((vehicleClass) => {
        const price = classPrice(priced, vehicleClass);
        return { vehicleClass: vehicleClass.id, name: vehicleClass.name, isDefault: vehicleClass.isDefault, offered: price !== null, price: price && centsToDollars(price.priceCents), duration: price?.duration ?? null };
      }),
      priceFrom: centsToDollars(range.fromCents),
      pricesVary: range.varies,
      addOns: addOns.filter((addOn) => addOn.serviceIds.includes(service._id)).map((addOn) => addOn.dto),
    };
  });
}

/** One service with its prices by class and add-ons. */
export const withPricingOne = async (service: ServiceDto): Promise<PricedServiceDto> => (await withPricing([service]))[0];

/** A new service's table in the service form: every class in order, priced as the default until the admin says otherwise. */
export async function newServicePrices(): Promise<ServiceClassPriceDto[]> {
  return (await allVehicleClasses()).map((vehicleClass) => ({ vehicleClass: vehicleClass.id, name: vehicleClass.name, isDefault: vehicleClass.isDefault, offered: true, price: null, duration: null }));
}
