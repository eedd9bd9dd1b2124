import { z } from "zod";
import "@/lib/validation/zod-config";
import { vehiclesMessages } from "@/lib/messages/vehicles";
import { adminServicesMessages } from "@/lib/messages/admin-services";
import { vehicleSetupMessages } from "@/lib/messages/vehicle-setup";
import { blankAsUndefined, decimalInput, hasAtMostDecimals, idSchema, visibleName } from "@/lib/validation/common";

// Vehicle classes, prices by class, add-ons and customers' vehicles (docs/vehicles.md).

/** The most classes a shop keeps, and the most add-ons one booking takes. */
export const MAX_VEHICLE_CLASSES = 20;
export const MAX_ADD_ONS_PER_BOOKING = 20;

/** A number from JSON or a form (plain decimal text too); '' and null are "not given". */
const numberField = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === null || (typeof value === "string" && value.trim() === "") ? undefined : decimalInput(value)), schema);

/** Money in the shop's currency: whole cents, from `min` to 100 000. */
const money = (message: string, min: "zero" | "positive") =>
  z
    .number({ error: message })
    .refine((price) => (min === "zero" ? price >= 0 : price > 0), { error: message, abort: true })
    .max(100_000, { error: message })
    .refine((price) => hasAtMostDecimals(price, 2), { error: message });

const classFields = {
  name: visibleName({ required: vehiclesMessages.classNameRequired, max: 60, tooLong: vehiclesMessages.classNameTooLong }),
  description: z.string({ error: vehiclesMessages.classDescriptionTooLong }).trim().max(300, { error: vehiclesMessages.classDescriptionTooLong }).optional(),
  position: numberField(z.number({ error: vehiclesMessages.classPositionInvalid }).int({ error: vehiclesMessages.classPositionInvalid }).min(0, { error: vehiclesMessages.classPositionInvalid }).max(999, { error: vehiclesMessages.classPositionInvalid }).optional()),
  isDefault: z.boolean({ error: vehiclesMessages.classDefaultBoolean }).optional(),
};

/** `POST /api/vehicle-classes` (admin). */
export const vehicleClassInputSchema = z.object(classFields);
/** `PUT /api/vehicle-classes/{id}` (admin): any of the fields. */
export const vehicleClassUpdateSchema = z
  .object(classFields)
  .partial()
  .refine((update) => Object.values(update).some((value) => value !== undefined), { error: vehiclesMessages.nothingToUpdate });

/** Business settings' Move up / Move down of one class: it swaps places with its neighbour. */
export const vehicleClassMoveSchema = z.object({ direction: z.enum(["up", "down"], { error: vehicleSetupMessages.classes.moveInvalid }) });

/**
 * A service's prices by class (`prices` on `POST /api/services` and `PUT /api/services/{id}`): one
 * entry per class other than the default, either offered at a price and a duration, or not offered.
 * A class left out costs and lasts what the default class does.
 */
export const servicePricesSchema = z
  .array(
    z
      .object({
        vehicleClass: idSchema,
        offered: z.boolean({ error: "must be true or false" }).default(true),
        price: numberField(money(adminServicesMessages.pricePositive, "positive").optional()),
        duration: numberField(z.number({ error: adminServicesMessages.durationWhole }).int({ error: adminServicesMessages.durationWhole }).min(1, { error: adminServicesMessages.durationWhole }).max(1440, { error: adminServicesMessages.durationWhole }).optional()),
      })
      .refine((entry) => !entry.offered || (entry.price !== undefined && entry.duration !== undefined), { error: vehiclesMessages.pricesIncomplete, path: ["price"] }),
    { error: vehiclesMessages.pricesIncomplete },
  )
  .max(MAX_VEHICLE_CLASSES, { error: vehiclesMessages.classTooMany })
  .refine((entries) => new Set(entries.map((entry) => entry.vehicleClass)).size === entries.length, { error: vehiclesMessages.pricesDuplicate });
export type ServicePricesInput = z.infer<typeof servicePricesSchema>;

/** A table of a form sent as a list: its entries, and the form's field for a message on an entry's (`prices.<entry>.price` → the row's own). */
export type FormTable<T> = { entries: T[] | undefined; fieldOf: (field: string) => string };

/** Rows `prefix.<row>.*` of a form, as long as `prefix.<row>.vehicleClass` is there. */
function formRows<T>(form: FormData, prefix: string, read: (field: (name: string) => string) => T | undefined): { entries: T[]; fieldOf: (field: string) => string } {
  const entries: T[] = [];
  const rowOf: number[] = [];
  for (let row = 0; row < MAX_VEHICLE_CLASSES && form.has(`${prefix}.${row}.vehicleClass`); row++) {
    const entry = read((name) => String(form.get(`${prefix}.${row}.${name}`) ?? "").trim());
    if (entry === undefined) continue;
    entries.push(entry);
    rowOf.push(row);
  }
  const pattern = new RegExp(`^${prefix}\\.(\\d+)(\\..*)?$`);
  return { entries, fieldOf: (field) => field.replace(pattern, (whole, entry: string, rest = "") => (rowOf[Number(entry)] === undefined ? whole : `${prefix}.${rowOf[Number(entry)]}${rest}`)) };
}

/**
 * A service form's "Vary by vehicle size" table as `prices` (the dialog's and the page's), from rows
 * `prices.<row>.{vehicleClass, offered, price, duration}`: a row offered with neither price nor duration
 * is left out (that class then costs and takes what the default does, now and after the default's
 * price changes); a row not offered carries neither. The table switched off: `[]` when the service had
 * one (`variedPrices`: every class costs the same again), else nothing, which leaves the table as it is.
 */
export function servicePricesFromForm(form: FormData): FormTable<{ vehicleClass: string; offered: boolean; price?: string; duration?: string }> {
  if (form.get("varyPrices") !== "on") return { entries: form.get("variedPrices") === "on" ? [] : undefined, fieldOf: (field) => field };
  return formRows(form, "prices", (field) => {
    const vehicleClass = field("vehicleClass");
    if (field("offered") !== "on") return { vehicleClass, offered: false };
    if (field("price") === "" && field("duration") === "") return undefined;
    return { vehicleClass, offered: true, price: field("price"), duration: field("duration") };
  });
}

/** An add-on form's own prices by class, from rows `prices.<row>.{vehicleClass, price}`: the rows filled in. */
export function addOnPricesFromForm(form: FormData): FormTable<{ vehicleClass: string; price: string }> {
  return formRows(form, "prices", (field) => (field("price") === "" ? undefined : { vehicleClass: field("vehicleClass"), price: field("price") }));
}

const addOnFields = {
  name: visibleName({ required: vehiclesMessages.addOnNameRequired, max: 100, tooLong: vehiclesMessages.addOnNameTooLong }),
  description: z.string({ error: vehiclesMessages.addOnDescriptionTooLong }).trim().max(1000, { error: vehiclesMessages.addOnDescriptionTooLong }).optional(),
  price: numberField(money(vehiclesMessages.addOnPriceInvalid, "zero")),
  minutes: numberField(z.number({ error: vehiclesMessages.addOnMinutesInvalid }).int({ error: vehiclesMessages.addOnMinutesInvalid }).min(0, { error: vehiclesMessages.addOnMinutesInvalid }).max(480, { error: vehiclesMessages.addOnMinutesInvalid })),
  services: z.array(idSchema, { error: vehiclesMessages.addOnServicesInvalid }).max(100, { error: vehiclesMessages.addOnServicesInvalid }),
  /** Its own price for some classes (the add-on's price for the others). */
  prices: z
    .array(z.object({ vehicleClass: idSchema, price: numberField(money(vehiclesMessages.addOnPriceInvalid, "zero")) }), { error: vehiclesMessages.addOnPriceInvalid })
    .max(MAX_VEHICLE_CLASSES, { error: vehiclesMessages.classTooMany })
    .refine((entries) => new Set(entries.map((entry) => entry.vehicleClass)).size === entries.length, { error: vehiclesMessages.pricesDuplicate })
    .optional(),
};

/** `POST /api/add-ons` (admin). */
export const addOnInputSchema = z.object(addOnFields);
/** `PUT /api/add-ons/{id}` (admin): any of the fields. */
export const addOnUpdateSchema = z
  .object(addOnFields)
  .partial()
  .refine((update) => Object.values(update).some((value) => value !== undefined), { error: vehiclesMessages.nothingToUpdate });

/** A plate as typed, kept in capitals with single spaces: letters, digits, spaces and dashes, 1 to 15. */
const plateSchema = z.preprocess(
  (value) => (typeof value === "string" ? value.trim().replace(/\s+/g, " ").toUpperCase() : value),
  z.string({ error: vehiclesMessages.plateInvalid }).regex(/^[\p{L}\p{N}][\p{L}\p{N} -]{0,14}$/u, { error: vehiclesMessages.plateInvalid }),
);

const vehicleFields = {
  vehicleClass: idSchema,
  make: visibleName({ required: vehiclesMessages.makeRequired, max: 50, tooLong: vehiclesMessages.makeTooLong }),
  model: visibleName({ required: vehiclesMessages.modelRequired, max: 50, tooLong: vehiclesMessages.modelTooLong }),
  colour: z.string({ error: vehiclesMessages.colourTooLong }).trim().max(30, { error: vehiclesMessages.colourTooLong }).optional(),
  /** Optional; '' or null: none. */
  plate: z.preprocess(blankAsUndefined, plateSchema.nullish()),
};

/** `POST /api/my-vehicles`: a customer's car. */
export const vehicleInputSchema = z.object(vehicleFields);
/** `PUT /api/my-vehicles/{id}`: any of the fields (plate null: remove it). */
export const vehicleUpdateSchema = z
  .object(vehicleFields)
  .partial()
  .refine((update) => Object.values(update).some((value) => value !== undefined), { error: vehiclesMessages.nothingToUpdate });

/** The add-ons chosen for a booking: ids, each once. */
export const chosenAddOnsSchema = z
  .array(idSchema, { error: vehiclesMessages.addOnsInvalid })
  .max(MAX_ADD_ONS_PER_BOOKING, { error: vehiclesMessages.addOnsTooMany })
  .refine((ids) => new Set(ids).size === ids.length, { error: vehiclesMessages.addOnsDuplicate });

/**
 * `POST /api/slots/{id}/waitlist`: the car to wait with, as a booking names it (a class, a saved
 * vehicle of the caller's, add-on ids); all optional, and no body at all is the default class
 * without add-ons, as before.
 */
export const waitlistJoinSchema = z.object({ vehicleClass: idSchema.optional(), vehicle: idSchema.optional(), addOns: chosenAddOnsSchema.optional() });

/** Add-ons in a query string: `addOns=id1,id2` (or the parameter repeated). */
export const addOnsQuerySchema = z.preprocess((value) => {
  if (value === undefined || value === "") return undefined;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((part) => (typeof part === "string" ? part.split(",") : [part]));
  return parts.map((part) => (typeof part === "string" ? part.trim() : part)).filter((part) => part !== "");
}, chosenAddOnsSchema.optional());

/** `GET /api/add-ons?service=`: those one service offers, or all. */
export const addOnListQuerySchema = z.object({ service: z.preprocess(blankAsUndefined, idSchema.optional()) });
