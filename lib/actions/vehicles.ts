"use server";

import { redirect } from "next/navigation";
import { inCustomerWords } from "@/lib/server/i18n/account-refusals";
import { failureWordsIn, ruleWordsIn } from "@/lib/server/i18n/account-words";
import { visitorLocale } from "@/lib/server/i18n/visitor-locale";
import { createVehicle, deleteVehicle, updateVehicle } from "@/lib/server/vehicles/manage-vehicles";
import { myVehiclesHref, serviceChoiceReturn } from "@/lib/urls/vehicle-choice";
import { VEHICLE_RULES, vehicleInputSchemaIn } from "@/lib/validation/my-vehicles";
import { action, type ActionState } from "./action";
import { refusedAsForbidden } from "./refusals";

/**
 * My vehicles' web door: the same operations as `/api/my-vehicles`. Plain
 * form posts (docs/forms.md), so they work without JavaScript: on success the
 * browser goes back to the page, which says what happened (`?done=`), or,
 * when the vehicle was added in the middle of a booking, to that service page
 * with the vehicle chosen; on failure the form says why beside the field.
 * A form names its vehicle in a field (`vehicle`), not a bound argument;
 * another customer's vehicle is refused as forbidden (refusals.ts). Their fields' messages and refusals are
 * in the language of the page the form was sent from.
 */

const FIELDS = ["vehicleClass", "make", "model", "colour", "plate", "returnTo"] as const;
const back = (values: { returnTo: string }) => myVehiclesHref({ returnTo: values.returnTo });
const schema = async () => vehicleInputSchemaIn(await ruleWordsIn(await visitorLocale(), VEHICLE_RULES));
const words = async () => failureWordsIn(await visitorLocale());

/** Adds a vehicle. */
export const createVehicleAction = action(
  { signedIn: true, fields: FIELDS, schema, words, returnTo: back },
  async ({ actor, input, values }, _state: ActionState, _form: FormData) => {
    const created = await inCustomerWords(await visitorLocale(), createVehicle(actor, input));
    redirect((values.returnTo && serviceChoiceReturn(values.returnTo, created)) || myVehiclesHref({ returnTo: values.returnTo, done: "added" }));
  },
);

/** Changes one of the caller's vehicles (an empty plate removes it); another customer's is not found. */
export const updateVehicleAction = action(
  { signedIn: true, fields: ["vehicle", ...FIELDS], schema, words, returnTo: back },
  async ({ actor, input, values }, _state: ActionState, _form: FormData) => {
    await inCustomerWords(await visitorLocale(), refusedAsForbidden(updateVehicle(actor, values.vehicle, { ...input, colour: input.colour ?? "", plate: input.plate ?? null })));
    redirect(myVehiclesHref({ returnTo: values.returnTo, done: "updated" }));
  },
);

/** Deletes one of the caller's vehicles; refused while a booking still ahead names it. */
export const deleteVehicleAction = action(
  { signedIn: true, fields: ["vehicle", "returnTo"], words, returnTo: back },
  async ({ actor, values }, _state: ActionState, _form: FormData) => {
    await inCustomerWords(await visitorLocale(), refusedAsForbidden(deleteVehicle(actor, values.vehicle)));
    redirect(myVehiclesHref({ returnTo: values.returnTo, done: "deleted" }));
  },
);
