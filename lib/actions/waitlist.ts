"use server";

import { redirect } from "next/navigation";
import { messages } from "@/lib/messages";
import { joinWaitlist, leaveWaitlist } from "@/lib/server/waitlist/manage-waitlist";
import { AppError, isAppError } from "@/lib/errors";
import { vehicleChoiceParams } from "@/lib/urls/vehicle-choice";
import { action, type ActionState } from "./action";

/**
 * The waitlist's web door: the same operations as `/api/slots/{id}/waitlist`.
 * Plain form posts (docs/forms.md), so joining and leaving work without
 * JavaScript too. The form names its slot in a field (`slot`) rather than
 * binding it to the action: see "Bound actions" in docs/forms.md.
 * `returnTo` is where a signed-out visitor comes back to after signing in.
 */
export const joinWaitlistAction = action(
  { signedIn: true, fields: ["returnTo", "slot", "vehicleClass", "vehicle", "addOns"], returnTo: ({ returnTo }) => returnTo },
  async ({ actor, values }, _state: ActionState, _form: FormData) => {
    // The car chosen on the service page (none: the default class alone), in hidden fields as the checkout has it.
    await joinWaitlist(actor, values.slot, { ...vehicleChoiceParams({ vehicleClass: values.vehicleClass, vehicle: values.vehicle }), ...(values.addOns && { addOns: values.addOns.split(",") }) }).catch((error: unknown) => {
      // The choice is no field of this form: its refusal (a class the service no longer offers) is the form's message.
      if (isAppError(error, "invalid") && error.fields?.length) throw new AppError("invalid", error.fields[0].message);
      throw error;
    });
    return { message: messages.waitlist.joined, values: {} };
  },
);

/**
 * Leaving from My Bookings leads back there, which says so (`?done=waitlist-left`): the entry and its
 * form are gone. From the service page (`stay`), the answer stays on the page, where Join is offered again.
 */
export const leaveWaitlistAction = action(
  { signedIn: true, fields: ["returnTo", "slot", "stay"], returnTo: ({ returnTo }) => returnTo },
  async ({ actor, values }, _state: ActionState, _form: FormData) => {
    await leaveWaitlist(actor, values.slot);
    if (values.stay) return { message: messages.waitlist.left, values: {} };
    redirect("/dashboard/user/my-bookings?done=waitlist-left");
  },
);
