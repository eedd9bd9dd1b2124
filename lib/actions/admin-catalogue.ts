"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { messages } from "@/lib/messages";
import { currentUser } from "@/lib/server/auth/current-user";
import { createService, deleteService, updateService } from "@/lib/server/services/manage-services";
import { createSlot, generateSchedule, toggleSlotStatus } from "@/lib/server/slots/manage-slots";
import { scheduleInputSchema, serviceInputSchema, slotInputSchema } from "@/lib/validation/admin";
import { idSchema } from "@/lib/validation/common";
import { attempt, invalid, signedOut, type ActionResult } from "./result";
import { safeParseInput } from "@/lib/validation/common";

// The public catalogue's cached page is refreshed by the domain (lib/server/services/manage-services.ts).
const ADMIN_PATHS = ["/dashboard/admin", "/dashboard/admin/manage-slots", "/dashboard/admin/overview"];

/**
 * Runs a management action for a signed-in admin: the caller is checked
 * first, then the input against the same schema as the REST endpoint, then
 * the domain call; the admin pages are refreshed afterwards.
 */
async function adminAction<S extends z.ZodType, T>(schema: S, input: unknown, work: (data: z.output<S>) => Promise<T>): Promise<ActionResult<T>> {
  const user = await currentUser();
  if (!user) return signedOut;
  if (user.role !== "admin") return { ok: false, message: messages.auth.forbidden, status: 403 };
  const parsed = safeParseInput(schema, input);
  if (!parsed.success) return invalid(parsed.error, messages.api.invalidInput);
  return attempt(async () => {
    const result = await work(parsed.data);
    for (const path of ADMIN_PATHS) revalidatePath(path);
    return result;
  });
}

export async function createServiceAction(values: unknown) {
  return adminAction(serviceInputSchema, values, createService);
}

const serviceUpdate = z.object({ id: idSchema, values: serviceInputSchema });

export async function updateServiceAction(id: string, values: unknown) {
  return adminAction(serviceUpdate, { id, values }, (data) => updateService(data.id, data.values));
}

export async function deleteServiceAction(id: string) {
  return adminAction(idSchema, id, deleteService);
}

export async function createSlotAction(values: unknown) {
  return adminAction(slotInputSchema, values, (data) => createSlot(data));
}

export async function toggleSlotAction(id: string) {
  return adminAction(idSchema, id, (slotId) => toggleSlotStatus(slotId));
}

export async function generateScheduleAction(values: unknown) {
  return adminAction(scheduleInputSchema, values, (data) => generateSchedule(data));
}
