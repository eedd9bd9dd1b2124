"use server";

import { redirect } from "next/navigation";
import { messages } from "@/lib/messages";
import { currentUser } from "@/lib/server/auth/current-user";
import { joinWaitlist, leaveWaitlist } from "@/lib/server/waitlist/manage-waitlist";
import { signInUrl } from "@/lib/urls/sign-in-redirect";
import { attemptForm, formDone, formFailed, readForm, type FormState } from "./result";

/**
 * The waitlist's web door: the same operations as `/api/slots/{id}/waitlist`.
 * Plain form posts (docs/forms.md), so joining and leaving work without
 * JavaScript too. The form names its slot in a field (`slot`) rather than
 * binding it to the action: see "Bound actions" in docs/forms.md.
 * `returnTo` is where a signed-out visitor comes back to after signing in.
 */
export async function joinWaitlistAction(_state: FormState, form: FormData): Promise<FormState> {
  const { returnTo, slot: slotId } = readForm(form, ["returnTo", "slot"]);
  const joined = await attemptForm(async () => joinWaitlist(await currentUser(), slotId));
  if (!joined.ok) {
    if (joined.kind === "unauthenticated") redirect(signInUrl(returnTo));
    return formFailed(joined, {});
  }
  return formDone({}, messages.waitlist.joined);
}

/**
 * Leaving from My Bookings leads back there, which says so (`?done=waitlist-left`): the entry and its
 * form are gone. From the service page (`stay`), the answer stays on the page, where Join is offered again.
 */
export async function leaveWaitlistAction(_state: FormState, form: FormData): Promise<FormState> {
  const { returnTo, slot: slotId, stay } = readForm(form, ["returnTo", "slot", "stay"]);
  const left = await attemptForm(async () => leaveWaitlist(await currentUser(), slotId));
  if (!left.ok) {
    if (left.kind === "unauthenticated") redirect(signInUrl(returnTo));
    return formFailed(left, {});
  }
  if (stay) return formDone({}, messages.waitlist.left);
  redirect("/dashboard/user/my-bookings?done=waitlist-left");
}
