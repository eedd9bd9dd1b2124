import { z } from "zod";
import "@/lib/validation/zod-config";
import { adminServicesMessages } from "@/lib/messages/admin-services";
import { adminSlotsMessages } from "@/lib/messages/admin-slots";
import { validationMessages } from "@/lib/messages/validation";
import { END_OF_DAY, isEndTime, isHourMinute, isIsoDate } from "@/lib/format/time";
import { blankAsUndefined, cleanText, decimalInput, hasAtMostDecimals, idSchema, limitSchema, pageSchema, visibleName, visibleText } from "@/lib/validation/common";
import { cancelReasonSchema } from "@/lib/validation/booking";
import { servicePricesSchema } from "@/lib/validation/vehicles";

/** What an empty number field sends: '' from a form, null from JSON, NaN from a number input. */
const noNumber = (value: unknown) => value === "" || value === null || (typeof value === "number" && Number.isNaN(value));

/**
 * A number field from JSON or a form: numbers, and strings in plain decimal
 * notation ('45', '19.90'; not '0x10' or '1e3'); an empty field is "missing".
 */
const numberInput = (required: string) =>
  z.preprocess((value) => (noNumber(value) || (typeof value === "string" && value.trim() === "") ? undefined : decimalInput(value)), z.number({ error: required }));

/** A slot's places: a whole number from 1 to 50; an empty field is "not given" (the default applies). */
export const SLOT_MAX_CAPACITY = 50;
const capacityNumber = () => z.number({ error: adminSlotsMessages.capacityRange }).int({ error: adminSlotsMessages.capacityRange }).min(1, { error: adminSlotsMessages.capacityRange }).max(SLOT_MAX_CAPACITY, { error: adminSlotsMessages.capacityRange });
const readCapacity = (value: unknown) => (noNumber(value) || (typeof value === "string" && value.trim() === "") ? undefined : decimalInput(value));
const capacityInput = z.preprocess(readCapacity, capacityNumber().optional());

const serviceFields = {
  name: visibleName({ required: adminServicesMessages.nameRequired, max: 100, tooLong: adminServicesMessages.nameTooLong }),
  description: visibleText({ required: adminServicesMessages.descriptionRequired, max: 2000, tooLong: adminServicesMessages.descriptionTooLong }),
  duration: numberInput(adminServicesMessages.durationRequired).pipe(z.number().int({ error: adminServicesMessages.durationWhole }).min(1, { error: adminServicesMessages.durationWhole }).max(1440, { error: adminServicesMessages.durationWhole })),
  price: numberInput(adminServicesMessages.priceRequired).pipe(
    z
      .number()
      .positive({ error: adminServicesMessages.pricePositive })
      .max(100_000, { error: adminServicesMessages.priceTooHigh })
      // Whole cents, written as a plain decimal: 1e-9 is not a price (it would be stored as 0 cents).
      .refine((price) => hasAtMostDecimals(price, 2), { error: adminServicesMessages.priceCents }),
  ),
  isFeatured: z.boolean({ error: "must be true or false" }).optional(),
  // Its customers may book it without paying online and pay at the shop (docs/payments.md); not given: no, for a new service.
  payAtShop: z.boolean({ error: "must be true or false" }).optional(),
  // Cleanup after each booking, in minutes (0 to 480); not given: none for a new service.
  bufferMinutes: z.preprocess(
    (value) => (noNumber(value) || (typeof value === "string" && value.trim() === "") ? undefined : decimalInput(value)),
    z.number({ error: adminServicesMessages.bufferRange }).int({ error: adminServicesMessages.bufferRange }).min(0, { error: adminServicesMessages.bufferRange }).max(480, { error: adminServicesMessages.bufferRange }).optional(),
  ),
  // Prices and durations for the vehicle classes other than the default (docs/vehicles.md); left out: unchanged.
  prices: servicePricesSchema.optional(),
  // The old client sends isDeleted: false on create; removing goes through DELETE.
  isDeleted: z.literal(false, { error: adminServicesMessages.isDeletedFalse }).optional(),
};

/** Add New Service (form and `POST /api/services`; service form). */
export const serviceInputSchema = z.object(serviceFields);

/** `PUT /api/services/{id}`: the same fields, any of them. */
export const serviceUpdateSchema = z
  .object(serviceFields)
  .partial()
  .refine((update) => Object.values(update).some((value) => value !== undefined), { error: adminServicesMessages.nothingToUpdate });

export const ADMIN_SERVICE_SORTS = ["-createdAt", "createdAt"] as const;

/** The Service Management list: search, newest or oldest first, 10 / 20 / 30 per page. */
export const adminServiceListQuerySchema = z.object({
  searchTerm: z.preprocess(blankAsUndefined, z.string().trim().max(100, { error: validationMessages.searchTooLong }).optional()),
  sort: z.preprocess(blankAsUndefined, z.enum(ADMIN_SERVICE_SORTS, { error: "must be -createdAt or createdAt" }).default("-createdAt")),
  page: pageSchema,
  limit: limitSchema(10),
});
export type AdminServiceListQuery = z.infer<typeof adminServiceListQuerySchema>;

/**
 * Create New Slot (form and `POST /api/services/slots`). The old site's checks,
 * in the old site's order, reporting the first that fails: a service, a date,
 * both times, start not after end (equal times are allowed, as the old site did).
 * A slot may end at midnight: "24:00", or "00:00" after a later start, which
 * means the same and is stored as "24:00" (docs/product-decisions.md, "Time").
 */
export const slotInputSchema = z
  .object({
    service: z.string({ error: adminSlotsMessages.selectService }).optional(),
    date: z.string({ error: adminSlotsMessages.selectDate }).optional(),
    startTime: z.string({ error: adminSlotsMessages.selectEnd }).optional(),
    endTime: z.string({ error: adminSlotsMessages.selectEnd }).optional(),
    capacity: capacityInput,
  })
  .superRefine((slot, ctx) => {
    const fail = (field: string, message: string) => ctx.addIssue({ code: "custom", path: [field], message });
    if (!slot.service?.trim()) return fail("service", adminSlotsMessages.selectService);
    if (!idSchema.safeParse(slot.service).success) return fail("service", validationMessages.invalidId);
    if (!slot.date?.trim()) return fail("date", adminSlotsMessages.selectDate);
    if (!isIsoDate(slot.date)) return fail("date", validationMessages.invalidDate);
    if (!slot.startTime || !slot.endTime) return fail(slot.startTime ? "endTime" : "startTime", adminSlotsMessages.selectEnd);
    if (!isHourMinute(slot.startTime)) return fail("startTime", validationMessages.invalidTime);
    if (!isEndTime(slot.endTime)) return fail("endTime", validationMessages.invalidTime);
    if (slot.startTime > slotEnd(slot.startTime, slot.endTime)) return fail("endTime", adminSlotsMessages.startAfterEnd);
  })
  .transform((slot) => ({ ...(slot as Required<Omit<typeof slot, "capacity">> & { capacity?: number }), endTime: slotEnd(slot.startTime!, slot.endTime!) }));

/** A slot's end as stored: "00:00" after a later start is the midnight that ends the day. */
function slotEnd(startTime: string, endTime: string): string {
  return endTime === "00:00" && startTime > "00:00" ? END_OF_DAY : endTime;
}

export const SCHEDULE_MAX_DAYS = 92;
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const; // Monday first; 0 is Sunday, as in JavaScript

const timeSchema = z.string({ error: validationMessages.invalidTime }).refine(isHourMinute, { error: validationMessages.invalidTime });
/** A closing time: a time of the day, or "24:00" (the slots may run until midnight). */
const closingSchema = z.string({ error: validationMessages.invalidTime }).refine(isEndTime, { error: validationMessages.invalidTime });

/** One weekday's hours in a generated schedule. */
const dayHoursSchema = z.object({
  weekday: z.number({ error: adminSlotsMessages.weekdayInvalid }).int({ error: adminSlotsMessages.weekdayInvalid }).min(0, { error: adminSlotsMessages.weekdayInvalid }).max(6, { error: adminSlotsMessages.weekdayInvalid }),
  opening: timeSchema,
  closing: closingSchema,
});

/**
 * Generate schedule: one service or all, a date range, weekdays, hours, a
 * slot length. The hours of each chosen weekday are, first found: its entry
 * in `hours`; `opening` and `closing`, the same for every weekday (what old
 * clients send); else that weekday's opening hours in the business settings,
 * and no slots on a day the shop is closed.
 */
export const scheduleInputSchema = z
  .object({
    service: z.union([z.literal("all"), idSchema], { error: adminSlotsMessages.selectService }),
    from: z.string({ error: adminSlotsMessages.selectDate }).refine(isIsoDate, { error: validationMessages.invalidDate }),
    to: z.string({ error: adminSlotsMessages.selectDate }).refine(isIsoDate, { error: validationMessages.invalidDate }),
    weekdays: z
      .array(z.number().int().min(0).max(6), { error: adminSlotsMessages.weekdaysRequired })
      .min(1, { error: adminSlotsMessages.weekdaysRequired })
      .max(7)
      .transform((days) => [...new Set(days)]),
    opening: timeSchema.optional().meta({ description: "The same opening time for every chosen weekday (with `closing`); not given: each weekday's own" }),
    closing: closingSchema.optional().meta({ description: "The same closing time for every chosen weekday (with `opening`); `24:00` is midnight" }),
    hours: z
      .array(dayHoursSchema, { error: adminSlotsMessages.hoursInvalid })
      .max(7, { error: adminSlotsMessages.hoursInvalid })
      .optional()
      .meta({ description: "Hours per chosen weekday (`weekday` 0 = Sunday … 6, `opening`, `closing`); a weekday not listed takes `opening`–`closing`, else the shop's opening hours for it (no slots on a closed day)" }),
    slotMinutes: z.preprocess(
      (value) => (noNumber(value) ? undefined : value),
      z.number({ error: adminSlotsMessages.slotLengthRange }).int({ error: adminSlotsMessages.slotLengthRange }).min(15, { error: adminSlotsMessages.slotLengthRange }).max(480, { error: adminSlotsMessages.slotLengthRange }).optional(),
    ),
    // Places per slot; not given: as many as the bays that can do each service.
    capacity: capacityInput,
  })
  .superRefine((schedule, ctx) => {
    const fail = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
    if (schedule.to < schedule.from) fail(["to"], adminSlotsMessages.rangeOrder);
    else if ((Date.parse(schedule.to) - Date.parse(schedule.from)) / 86_400_000 >= SCHEDULE_MAX_DAYS) fail(["to"], adminSlotsMessages.rangeTooLong);
    if ((schedule.opening === undefined) !== (schedule.closing === undefined)) fail([schedule.opening === undefined ? "opening" : "closing"], adminSlotsMessages.bothTimesOrNeither);
    else if (schedule.opening !== undefined && schedule.closing! <= schedule.opening) fail(["closing"], adminSlotsMessages.closingAfterOpening);
    const seen = new Set<number>();
    schedule.hours?.forEach((day, index) => {
      if (seen.has(day.weekday)) fail(["hours", index, "weekday"], adminSlotsMessages.weekdayTwice);
      else if (!schedule.weekdays.includes(day.weekday)) fail(["hours", index, "weekday"], adminSlotsMessages.weekdayNotChosen);
      seen.add(day.weekday);
      if (day.closing <= day.opening) fail(["hours", index, "closing"], adminSlotsMessages.closingAfterOpening);
    });
  });

/** `PUT /api/slots/{id}` and Slot Management's places field. */
export const slotUpdateSchema = z.object({
  capacity: z.preprocess(readCapacity, capacityNumber()),
});

export const SLOT_PERIODS = ["upcoming", "past", "all"] as const;

/**
 * `GET /api/services/get/all` (admin slot table): optionally one service's
 * slots; those still to end (soonest first, the default), those past
 * (latest first), or all (latest first).
 */
export const adminSlotListQuerySchema = z.object({
  service: z.preprocess(blankAsUndefined, idSchema.optional()),
  when: z.preprocess(blankAsUndefined, z.enum(SLOT_PERIODS, { error: "must be upcoming, past or all" }).default("upcoming")),
  page: pageSchema,
  limit: limitSchema(10),
});
export type AdminSlotListQuery = z.infer<typeof adminSlotListQuerySchema>;

/** How far one bulk change of slots may reach. */
export const SLOT_RANGE_MAX_DAYS = 366;
export const SLOT_RANGE_ACTIONS = ["cancel", "delete"] as const;

/**
 * `POST /api/slots/bulk` and Slot Management's 'Cancel or delete slots': the
 * slots not yet started on the days `from` to `to` (the shop's dates), of one
 * service or all. Their live bookings are cancelled (paid ones refunded, the
 * customers told); `delete` removes the slots that never had a booking and
 * cancels the rest. Without `confirm: true` nothing changes: the answer (409)
 * says how many slots and bookings it would touch.
 */
export const slotRangeSchema = z
  .object({
    action: z.enum(SLOT_RANGE_ACTIONS, { error: adminSlotsMessages.rangeActionChoice }),
    service: z.preprocess(blankAsUndefined, idSchema.optional()),
    from: z.string({ error: adminSlotsMessages.selectDate }).refine(isIsoDate, { error: validationMessages.invalidDate }),
    to: z.string({ error: adminSlotsMessages.selectDate }).refine(isIsoDate, { error: validationMessages.invalidDate }),
    // Quoted in the customers' emails; optional.
    reason: z.preprocess(blankAsUndefined, z.string({ error: adminSlotsMessages.reasonTooLong }).overwrite(cleanText).max(500, { error: adminSlotsMessages.reasonTooLong }).optional()),
    confirm: z.boolean({ error: "must be true or false" }).optional().meta({ description: "true: go ahead; otherwise 409 saying how many slots and bookings it touches" }),
  })
  .superRefine((range, ctx) => {
    if (!isIsoDate(range.from) || !isIsoDate(range.to)) return;
    if (range.to < range.from) ctx.addIssue({ code: "custom", path: ["to"], message: adminSlotsMessages.rangeOrder });
    else if ((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 >= SLOT_RANGE_MAX_DAYS) ctx.addIssue({ code: "custom", path: ["to"], message: adminSlotsMessages.slotRangeTooLong(SLOT_RANGE_MAX_DAYS) });
  });
export type SlotRangeInput = z.infer<typeof slotRangeSchema>;

/**
 * Deleting a service that still has live bookings (Service Management): the reason each customer's
 * cancellation email quotes (blank: the service has none to cancel).
 */
export const serviceRetireSchema = z.object({ reason: z.preprocess(blankAsUndefined, cancelReasonSchema.optional()) });
