import { z } from "zod";
import "@/lib/validation/zod-config";
import { blankAsUndefined, isoDateSchema } from "@/lib/validation/common";

export const CALENDAR_VIEWS = ["day", "week"] as const;

/** The admin calendar's URL: `?date=YYYY-MM-DD&view=day|week` (today and the day view by default). */
export const calendarQuerySchema = z.object({
  date: z.preprocess(blankAsUndefined, isoDateSchema.optional()),
  view: z.preprocess(blankAsUndefined, z.enum(CALENDAR_VIEWS, { error: "must be day or week" }).default("day")),
});
