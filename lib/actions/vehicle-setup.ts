"use server";

import { redirect } from "next/navigation";
import { messages } from "@/lib/messages";
import { AppError } from "@/lib/errors";
import { createService, updateService } from "@/lib/server/services/manage-services";
import { createAddOn, deleteAddOn, updateAddOn } from "@/lib/server/vehicles/manage-add-ons";
import { createVehicleClass, deleteVehicleClass, moveVehicleClass, updateVehicleClass } from "@/lib/server/vehicles/manage-vehicle-classes";
import { addOnPricesFromForm, servicePricesFromForm, type FormTable } from "@/lib/validation/vehicles";
import { action, readForm, type ActionState } from "./action";
import { flash } from "./flash";

/**
 * The admin's vehicle screens (docs/vehicles.md): Business settings' vehicle
 * classes, the service form's prices by vehicle size, the Add-ons page. Each
 * form posts FormData and names its record in a hidden field, so it works
 * without JavaScript (docs/forms.md); the operations are the REST API's, which
 * decide who may.
 */
const text = messages.vehicleSetup;
const SETTINGS = "/dashboard/admin/settings";
const ADD_ONS = "/dashboard/admin/add-ons";

/** Every field of a form whose name starts with `prefix` (a table's rows), so that a failed form shows them again. */
const fieldsStartingWith = (form: FormData | undefined, prefix: string): Record<string, string> =>
  Object.fromEntries([...(form?.entries() ?? [])].filter(([name, value]) => name.startsWith(prefix) && typeof value === "string") as [string, string][]);

/** Runs the work; a message on an entry of the table sent goes to the form's field it came from. */
async function onFormFields<T>(table: FormTable<unknown>, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AppError) || !error.fields) throw error;
    throw new AppError(error.kind, error.message, error.fields.map(({ field, message }) => ({ field: table.fieldOf(field), message })), error.retryAfterSeconds);
  }
}

/** Business settings: a new class (no `class`), or one class's name and description. */
export const saveVehicleClassAction = action(
  { signedIn: true, fields: ["class", "name", "description"], returnTo: SETTINGS },
  async ({ actor, values }, _state: ActionState, _form: FormData) => {
    const fields = { name: values.name, description: values.description };
    if (values.class) {
      await updateVehicleClass(actor, values.class, fields);
      return { message: text.classes.saved };
    }
    await createVehicleClass(actor, fields);
    // Added: the form is empty again for the next one.
    return { message: text.classes.created, values: {} };
  },
);

/** Move up / Move down (`direction`) of one class. */
export const moveVehicleClassAction = action(
  { signedIn: true, fields: ["class", "direction"], returnTo: SETTINGS },
  async ({ actor, values }, _state: ActionState, _form: FormData) => {
    await moveVehicleClass(actor, values.class, { direction: values.direction });
    return { message: text.classes.moved };
  },
);

/** Make default: refused while a service does not offer the class (the domain's message says how many). */
export const makeDefaultVehicleClassAction = action(
  { signedIn: true, fields: ["class"], returnTo: SETTINGS },
  async ({ actor, values }, _state: ActionState, _form: FormData) => {
    await updateVehicleClass(actor, values.class, { isDefault: true });
    return { message: text.classes.madeDefault };
  },
);

/** Delete: refused for the default and a class a vehicle or a booking names. */
export const deleteVehicleClassAction = action(
  { signedIn: true, fields: ["class"], returnTo: SETTINGS },
  async ({ actor, values }, _state: ActionState, _form: FormData) => {
    await deleteVehicleClass(actor, values.class);
    return { message: text.classes.removed };
  },
);

const SERVICE_FIELDS = ["service", "name", "description", "duration", "price", "bufferMinutes", "isFeatured", "payAtShop", "varyPrices", "variedPrices"] as const;

/**
 * The service pages' form (a new service without `service`): the same
 * operations as the dialog's and `POST` / `PUT /api/services`, with the
 * "Vary by vehicle size" table as `prices`. Saved, back to Service Management.
 */
export const saveServiceAction = action(
  {
    signedIn: true,
    fields: (form) => ({ ...readForm(form, SERVICE_FIELDS), ...fieldsStartingWith(form, "prices.") }),
    returnTo: ({ service }) => (service ? `/dashboard/admin/services/${encodeURIComponent(service)}/edit` : "/dashboard/admin/services/new"),
  },
  async ({ actor, values, form }, _state: ActionState, _form: FormData) => {
    const prices = servicePricesFromForm(form ?? new FormData());
    const input = {
      name: values.name,
      description: values.description,
      duration: values.duration,
      price: values.price,
      bufferMinutes: values.bufferMinutes,
      isFeatured: values.isFeatured === "on",
      payAtShop: values.payAtShop === "on",
      prices: prices.entries,
    };
    await onFormFields(prices, () => (values.service ? updateService(actor, values.service, input) : createService(actor, input)));
    await flash("serviceSaved");
    redirect("/dashboard/admin");
  },
);

const ADD_ON_FIELDS = ["addOn", "name", "description", "price", "minutes"] as const;

/**
 * The Add-ons page: a new add-on (no `addOn`) or one add-on's every field:
 * the services ticked (`services`, repeated) and its own price for the
 * classes filled in.
 */
export const saveAddOnAction = action(
  {
    signedIn: true,
    // The services come back joined, so that a failed form keeps them ticked.
    fields: (form) => ({ ...readForm(form, ADD_ON_FIELDS), services: servicesOf(form).join(","), ...fieldsStartingWith(form, "prices.") }),
    returnTo: ADD_ONS,
  },
  async ({ actor, values, form }, _state: ActionState, _form: FormData) => {
    const prices = addOnPricesFromForm(form ?? new FormData());
    const input = { name: values.name, description: values.description, price: values.price, minutes: values.minutes, services: servicesOf(form), prices: prices.entries };
    await onFormFields(prices, () => (values.addOn ? updateAddOn(actor, values.addOn, input) : createAddOn(actor, input)));
    return values.addOn ? { message: text.addOns.saved } : { message: text.addOns.created, values: {} };
  },
);

/** The services ticked: a repeated field. */
function servicesOf(form: FormData | undefined): string[] {
  return (form?.getAll("services") ?? []).filter((value): value is string => typeof value === "string");
}

/** Deletes an add-on (`addOn`): it is no longer offered; bookings made with it keep their lines. */
export const deleteAddOnAction = action(
  { signedIn: true, fields: ["addOn"], returnTo: ADD_ONS },
  async ({ actor, values }, _state: ActionState, _form: FormData) => {
    await deleteAddOn(actor, values.addOn);
    return { message: text.addOns.removed };
  },
);
