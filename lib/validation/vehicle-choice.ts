import { z } from "zod";
import "@/lib/validation/zod-config";
import { addOnsQuerySchema } from "@/lib/validation/vehicles";
import { blankAsUndefined, idSchema } from "@/lib/validation/common";
import { MAX_CARS_PER_VISIT } from "@/lib/validation/booking";
import { carField } from "@/lib/urls/vehicle-choice";

/**
 * A customer's choice for a booking as a page's query carries it (the service page, the checkout):
 * `vehicleClass`, `vehicle` (one of theirs) and `addOns` (ids, separated by commas or repeated). A
 * page reads it leniently: a part that is not even an id is left out, as if not chosen; the domain
 * refuses the rest (an unknown class, someone else's vehicle) with its own message.
 */
export const vehicleChoiceQuerySchema = z.object({
  vehicleClass: z.preprocess(blankAsUndefined, idSchema.optional()).catch(undefined),
  vehicle: z.preprocess(blankAsUndefined, idSchema.optional()).catch(undefined),
  addOns: addOnsQuerySchema.catch(undefined),
});
export type VehicleChoice = z.infer<typeof vehicleChoiceQuerySchema>;

type PageQuery = Record<string, string | string[] | undefined>;

/**
 * Every car a page's query chooses (docs/vehicles.md, "Several cars in one visit"): the first car's fields are
 * plain, a later car's numbered from 2 (`vehicleClass2`, `vehicle2`, `addOns2`); a car is there when any of its
 * fields is. The service page's buttons add one (`addCar`) or remove one (`removeCar=<its number>`, 2 or
 * more); `tidied` then says the address should be written again without them. At most as many
 * cars as one visit books (MAX_CARS_PER_VISIT, which no customer's limit on holds is below).
 */
export function vehicleChoicesFromQuery(query: PageQuery): { cars: VehicleChoice[]; tidied: boolean } {
  const cars: VehicleChoice[] = [];
  for (let index = 0; index < MAX_CARS_PER_VISIT; index++) {
    const fields = { vehicleClass: query[carField("vehicleClass", index)], vehicle: query[carField("vehicle", index)], addOns: query[carField("addOns", index)] };
    if (index > 0 && Object.values(fields).every((value) => value === undefined)) continue;
    cars.push(vehicleChoiceQuerySchema.parse(fields));
  }
  const removed = typeof query.removeCar === "string" ? Number(query.removeCar) : NaN;
  if (Number.isInteger(removed) && removed >= 2 && removed <= cars.length) cars.splice(removed - 1, 1);
  if (query.addCar !== undefined && cars.length < MAX_CARS_PER_VISIT) cars.push({});
  return { cars, tidied: query.addCar !== undefined || query.removeCar !== undefined };
}
