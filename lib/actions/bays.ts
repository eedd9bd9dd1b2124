"use server";

import { createBay, deleteBay, updateBay } from "@/lib/server/bays/manage-bays";
import { action } from "./action";

/** The Bays page's web door: the same operations as `/api/bays`, which decide who may (lib/policy). */
export const createBayAction = action({ signedIn: true }, async ({ actor }, values: unknown) => ({ data: await createBay(actor, values) }));

export const updateBayAction = action({ signedIn: true }, async ({ actor }, id: unknown, values: unknown) => ({ data: await updateBay(actor, id, values) }));

export const deleteBayAction = action({ signedIn: true }, async ({ actor }, id: unknown) => ({ data: await deleteBay(actor, id) }));
