import { z } from "zod";
import "@/lib/validation/zod-config";
import { addOnsQuerySchema } from "@/lib/validation/vehicles";
import { blankAsUndefined, idSchema } from "@/lib/validation/common";

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
