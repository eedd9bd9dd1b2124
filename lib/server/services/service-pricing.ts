import "server-only";
import { db } from "@/lib/db";
import { centsToDollars, dollarsToCents } from "@/lib/format/money";
import { allVehicleClasses } from "@/lib/server/vehicles/manage-vehicle-classes";
import { liveAddOns, toAddOnDto, type AddOnDto } from "@/lib/server/vehicles/manage-add-ons";
import { classPrice, priceRange } from "@/lib/server/vehicles/pricing";
import type { ServiceDto } from "./service-dto";

/** A service's price and duration for one vehicle class, or that it is not offered. */
export type ServiceClassPriceDto = { vehicleClass: string; name: string; isDefault: boolean; offered: boolean; price: number | null; duration: number | null };

/**
 * A service as the REST API shows it since vehicle classes (docs/vehicles.md): `price` and `duration` stay the default
 * class's; `prices` lists every class in order, `priceFrom` is the lowest offered price ("from $X" when `pricesVary`), and
 * `addOns` the add-ons it offers.
 */
export type PricedServiceDto = ServiceDto & { prices: ServiceClassPriceDto[]; priceFrom: number; pricesVary: boolean; addOns: AddOnDto[] };

/** Services with their prices by class and their add-ons: three reads, whatever the number of services. */
export async function withPricing(services: ServiceDto[]): Promise<PricedServiceDto[]> {
  if (services.length === 0) return [];
  const ids = services.map((service) => service._id);
  const [classes, rows, addOns] = [await allVehicleClasses(), await db.servicePrice.findMany({ where: { serviceId: { in: ids } } }), await liveAddOns(db, ids)];
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
      addOns: addOns.filter((addOn) => addOn.serviceIds.includes(service._id)).map(toAddOnDto),
    };
  });
}

/** One service with its prices by class and add-ons. */
export const withPricingOne = async (service: ServiceDto): Promise<PricedServiceDto> => (await withPricing([service]))[0];

/** A new service's table in the service form: every class in order, priced as the default until the admin says otherwise. */
export async function newServicePrices(): Promise<ServiceClassPriceDto[]> {
  return (await allVehicleClasses()).map((vehicleClass) => ({ vehicleClass: vehicleClass.id, name: vehicleClass.name, isDefault: vehicleClass.isDefault, offered: true, price: null, duration: null }));
}
