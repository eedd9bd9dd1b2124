"use server";

import { redirect } from "next/navigation";
import { messages } from "@/lib/messages";
import { currentUser } from "@/lib/server/auth/current-user";
import { retireService } from "@/lib/server/bookings/retire-service";
import { signInUrl } from "@/lib/urls/sign-in-redirect";
import { createService, deleteService, updateService } from "@/lib/server/services/manage-services";
import { createSlot, generateSchedule, toggleSlotStatus, updateSlot } from "@/lib/server/slots/manage-slots";
import { changeSlotRange } from "@/lib/server/slots/slot-range";
import { attempt, attemptForm, flash, formFailed, readForm, type FormState } from "./result";

/**
 * Service and Slot Management's web door: the signed-in person and the form's
 * values go to the same domain operations as the REST API, which decide who
 * may do what (lib/policy) and refresh the pages that show the change.
 */
export async function createServiceAction(values: unknown) {
  return attempt(async () => createService(await currentUser(), values));
}

export async function updateServiceAction(id: unknown, values: unknown) {
  return attempt(async () => updateService(await currentUser(), id, values));
}

export async function deleteServiceAction(id: unknown) {
  return attempt(async () => deleteService(await currentUser(), id));
}

/**
 * Service Management's delete page: cancels the service's live bookings and
 * holds (each refunded and its customer emailed the reason), then deletes it.
 * The service is named in a hidden field (`service`); Service Management says
 * it is done.
 */
export async function retireServiceAction(_state: FormState, form: FormData): Promise<FormState> {
  const values = readForm(form, ["service", "reason"]);
  const retired = await attemptForm(async () => retireService(await currentUser(), values.service, { reason: values.reason }), messages.forms.checkFields);
  if (!retired.ok) {
    if (retired.kind === "unauthenticated") redirect(signInUrl(`/dashboard/admin/services/${encodeURIComponent(values.service)}/delete`));
    return formFailed(retired, values);
  }
  await flash("serviceRetired");
  redirect("/dashboard/admin");
}

export async function createSlotAction(values: unknown) {
  return attempt(async () => createSlot(await currentUser(), values));
}

export async function toggleSlotAction(id: unknown) {
  return attempt(async () => toggleSlotStatus(await currentUser(), id));
}

export async function generateScheduleAction(values: unknown) {
  return attempt(async () => generateSchedule(await currentUser(), values));
}

export async function updateSlotCapacityAction(id: unknown, values: unknown) {
  return attempt(async () => updateSlot(await currentUser(), id, values));
}

/** 'Cancel or delete slots': without `confirm`, a conflict whose message says what it would touch (the dialog's confirm step). */
export async function changeSlotRangeAction(values: unknown) {
  return attempt(async () => changeSlotRange(await currentUser(), values));
}
