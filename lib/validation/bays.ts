import { z } from "zod";
import "@/lib/validation/zod-config";
import { baysMessages } from "@/lib/messages/bays";
import { idSchema, visibleName } from "@/lib/validation/common";

const bayFields = {
  name: visibleName({ required: baysMessages.nameRequired, max: 60, tooLong: baysMessages.nameTooLong }),
  active: z.boolean({ error: "must be true or false" }),
  // Every service (the default), or only `services`.
  allServices: z.boolean({ error: "must be true or false" }),
  services: z.array(idSchema, { error: "must be a list of service ids" }).max(500, { error: "must list at most 500 services" }),
};

const needsServices = (bay: { allServices?: boolean; services?: string[] }) => bay.allServices !== false || (bay.services?.length ?? 0) > 0;

/** A new bay (`POST /api/bays` and the Bays page): a name; active and able to do every service unless told otherwise. */
export const bayInputSchema = z
  .object({ name: bayFields.name, active: bayFields.active.default(true), allServices: bayFields.allServices.default(true), services: bayFields.services.default([]) })
  .refine(needsServices, { error: baysMessages.servicesRequired, path: ["services"] });

/** `PUT /api/bays/{id}`: any of the same fields. */
export const bayUpdateSchema = z
  .object(bayFields)
  .partial()
  .refine((update) => Object.values(update).some((value) => value !== undefined), { error: baysMessages.nothingToUpdate })
  .refine((update) => update.allServices !== false || update.services === undefined || update.services.length > 0, { error: baysMessages.servicesRequired, path: ["services"] });
