import { z } from "zod";
import "@/lib/validation/zod-config";
import { staffBookingMessages } from "@/lib/messages/staff-booking";
import { blankAsUndefined, idSchema, visibleName } from "@/lib/validation/common";
import { emailSchema, phoneSchema, withoutBareCallingCode } from "@/lib/validation/auth";
import { chosenAddOnsSchema } from "@/lib/validation/vehicles";

/** How a booking made by the shop is paid: at the counter (cash, card), or by the customer through a link. */
export const STAFF_SETTLEMENTS = ["cash", "card", "link"] as const;

/** A walk-in: a time starting now (the next five-minute step), in a place free for the service's length. */
export const WALK_IN = "now";

/**
 * The shop books for a customer (New booking, at the counter): an existing customer (`customer`, their
 * id), or a new one by `name` and `phone` (`email` optional); the service; a slot of it, or `now` (a
 * walk-in); the vehicle class (the default when left out) and add-ons (`addOns`: ids, none when left
 * out); and how it is paid (`settle`).
 */
export const staffBookingSchema = z
  .object({
    customer: z.preprocess(blankAsUndefined, idSchema.optional()),
    name: z.preprocess(blankAsUndefined, visibleName({ required: staffBookingMessages.nameRequired, max: 100, tooLong: staffBookingMessages.nameTooLong }).optional()),
    phone: z.preprocess((value) => blankAsUndefined(typeof value === "string" ? withoutBareCallingCode(value) : value), phoneSchema.optional()),
    email: z.preprocess(blankAsUndefined, emailSchema.optional()),
    service: idSchema,
    slot: z.union([z.literal(WALK_IN), idSchema], { error: staffBookingMessages.slotRequired }),
    vehicleClass: z.preprocess(blankAsUndefined, idSchema.optional()),
    addOns: chosenAddOnsSchema.optional(),
    settle: z.enum(STAFF_SETTLEMENTS, { error: staffBookingMessages.settleValues }),
  })
  .superRefine((input, context) => {
    if (input.customer) return;
    if (!input.name) context.addIssue({ code: "custom", path: ["name"], message: staffBookingMessages.nameRequired });
    if (!input.phone) context.addIssue({ code: "custom", path: ["phone"], message: staffBookingMessages.customerRequired });
  });
export type StaffBookingInput = z.infer<typeof staffBookingSchema>;

/** The customer search of New booking: what was typed (at most 100 characters). */
export const staffCustomerSearchSchema = z.object({ term: z.string().trim().min(1).max(100) });
