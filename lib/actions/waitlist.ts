"use server";

import { currentUser } from "@/lib/server/auth/current-user";
import { joinWaitlist, leaveWaitlist } from "@/lib/server/waitlist/waitlist";
import { attempt } from "./result";

/** The waitlist's web door: the same operations as `/api/slots/{id}/waitlist`. */
export async function joinWaitlistAction(slotId: unknown) {
  return attempt(async () => joinWaitlist(await currentUser(), slotId));
}

export async function leaveWaitlistAction(slotId: unknown) {
  return attempt(async () => leaveWaitlist(await currentUser(), slotId));
}
