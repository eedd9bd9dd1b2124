"use server";

import { redirect } from "next/navigation";
import { retireService } from "@/lib/server/bookings/retire-service";
import { createService, deleteService, updateService } from "@/lib/server/services/manage-services";
import { createSlot, generateSchedule, toggleSlotStatus, updateSlot } from "@/lib/server/slots/manage-slots";
import { changeSlotRange } from "@/lib/server/slots/slot-range";
import { action, type ActionState } from "./action";
import { flash } from "./flash";

/**
 * Service and Slot Management's web door: the signed-in person and the form's
 * values go to the same domain operations as the REST API, which decide who
 * may do what (lib/policy) and refresh the pages that show the change.
 */
export const createServiceAction = action({ signedIn: true }, async ({ actor }, values: unknown) => ({ data: await createService(actor, values) }));

export const updateServiceAction = action({ signedIn: true }, async ({ actor }, id: unknown, values: unknown) => ({ data: await updateService(actor, id, values) }));

export const deleteServiceAction = action({ signedIn: true }, async ({ actor }, id: unknown) => ({ data: await deleteService(actor, id) }));

/**
 * Service Management's delete page: cancels the service's live bookings and
 * holds (each refunded and its customer emailed the reason), then deletes it.
 * The service is named in a hidden field (`service`); Service Management says
 * it is done.
 */
export const retireServiceAction = action(
  { signedIn: true, fields: ["service", "reason"], returnTo: ({ service }) => `/dashboard/admin/services/${encodeURIComponent(service)}/delete` },
  async ({ actor, values }, _state: ActionState, _form: FormData) => {
    await retireService(actor, values.service, { reason: values.reason });
    await flash("serviceRetired");
    redirect("/dashboard/admin");
  },
);

export const createSlotAction = action({ signedIn: true }, async ({ actor }, values: unknown) => ({ data: await createSlot(actor, values) }));

export const toggleSlotAction = action({ signedIn: true }, async ({ actor }, id: unknown) => ({ data: await toggleSlotStatus(actor, id) }));

export const generateScheduleAction = action({ signedIn: true }, async ({ actor }, values: unknown) => ({ data: await generateSchedule(actor, values) }));

export const updateSlotCapacityAction = action({ signedIn: true }, async ({ actor }, id: unknown, values: unknown) => ({ data: await updateSlot(actor, id, values) }));

/** 'Cancel or delete slots': without `confirm`, a conflict whose message says what it would touch (the dialog's confirm step). */
export const changeSlotRangeAction = action({ signedIn: true }, async ({ actor }, values: unknown) => ({ data: await changeSlotRange(actor, values) }));
