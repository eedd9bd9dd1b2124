import { z } from "zod";
import { bookingExportMessages } from "@/lib/messages/booking-export";
import { validationMessages } from "@/lib/messages/validation";
import { isoDateSchema } from "@/lib/validation/common";

/** The longest range one export may cover, in days. */
export const EXPORT_MAX_DAYS = 366;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** `GET /api/bookings/export` (admins): the bookings whose slots fall on these days (the shop's calendar days), both included. */
export const bookingExportQuerySchema = z
  .object({
    from: z.string({ error: bookingExportMessages.fromRequired }).min(1, { error: bookingExportMessages.fromRequired }).pipe(isoDateSchema).meta({ format: "date", description: "YYYY-MM-DD, the first day" }),
    to: z.string({ error: bookingExportMessages.toRequired }).min(1, { error: bookingExportMessages.toRequired }).pipe(isoDateSchema).meta({ format: "date", description: "YYYY-MM-DD, the last day" }),
  })
  .refine((query) => query.from <= query.to, { path: ["to"], error: validationMessages.dateRangeOrder })
  .refine((query) => dayNumber(query.to) - dayNumber(query.from) < EXPORT_MAX_DAYS, { path: ["to"], error: bookingExportMessages.rangeTooLong(EXPORT_MAX_DAYS) });
