"use server";

import { currentUser } from "@/lib/server/auth/current-user";
import { createBay, deleteBay, updateBay } from "@/lib/server/bays/manage-bays";
import { attempt } from "./result";

/** The Bays page's web door: the same operations as `/api/bays`, which decide who may (lib/policy). */
export async function createBayAction(values: unknown) {
  return attempt(async () => createBay(await currentUser(), values));
}

export async function updateBayAction(id: unknown, values: unknown) {
  return attempt(async () => updateBay(await currentUser(), id, values));
}

export async function deleteBayAction(id: unknown) {
  return attempt(async () => deleteBay(await currentUser(), id));
}
