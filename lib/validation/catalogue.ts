import { z } from "zod";
import { addOnsQuerySchema } from "@/lib/validation/vehicles";
import "@/lib/validation/zod-config";
import { catalogueBrowserMessages } from "@/lib/messages/catalogue-browser";
import { validationMessages } from "@/lib/messages/validation";
import { queryFromSearchParams, type SearchParams } from "@/lib/validation/query";
import { MAX_CARS_PER_VISIT } from "@/lib/validation/booking";
import { carField } from "@/lib/urls/vehicle-choice";
import { blankAsUndefined, decimalInput, hasAtMostDecimals, idSchema, isoDateSchema, limitSchema, pageSchema } from "@/lib/validation/common";

export const SERVICE_SORTS = ["price", "-price", "createdAt", "-createdAt"] as const;
export type ServiceSort = (typeof SERVICE_SORTS)[number];
export const PUBLIC_PAGE_SIZE = 10;

/** What a price filter's check says: in English for the API, in the page's language on /services. */
type PriceBoundWords = { notNegative: string; moneyDecimals: string };

/** A price filter in dollars: decimal notation only ('0x10' is not 16), cents at most. */
const priceBoundIn = (words: PriceBoundWords) =>
  z.preprocess(
    (value: unknown) => decimalInput(blankAsUndefined(value)),
    z
      .number({ error: words.notNegative })
      .min(0, { error: words.notNegative })
      .max(1_000_000, { error: words.notNegative })
      .refine((amount) => hasAtMostDecimals(amount, 2), { error: words.moneyDecimals })
      .optional(),
  );
const priceBound = priceBoundIn(validationMessages);

/**
 * The catalogue query of `GET /api/services` and of the /services page.
 * A bound of 0 means "no bound" (the old client sends min=0&max=0 for no filter).
 */
export const serviceListQuerySchema = z
  .object({
    searchTerm: z.preprocess(blankAsUndefined, z.string().trim().max(100, { error: validationMessages.searchTooLong }).optional()),
    min: priceBound,
    max: priceBound,
    sort: z.preprocess(blankAsUndefined, z.enum(SERVICE_SORTS, { error: validationMessages.sortValues }).default("-createdAt")),
    page: pageSchema,
    limit: limitSchema(PUBLIC_PAGE_SIZE),
  })
  .superRefine((query, ctx) => {
    if (query.min && query.max && query.min > query.max) {
      ctx.addIssue({ code: "custom", path: ["max"], message: validationMessages.maxBelowMin });
    }
  });

export type ServiceListQuery = z.infer<typeof serviceListQuerySchema>;

/** What the price range form's check says (the catalogue's `catalogue.filters`, in the page's language). */
export type PriceRangeWords = PriceBoundWords & { invalidRange: string };

/** The Min/Max form on /services: the same rules, on what the person typed, said in `words`. */
export const priceRangeFormSchemaIn = (words: PriceRangeWords) =>
  z
    .object({ min: priceBoundIn(words), max: priceBoundIn(words) })
    .refine((range) => !(range.min && range.max && range.min > range.max), {
      path: ["max"],
      message: words.invalidRange,
    });

/** The same in English. */
export const priceRangeFormSchema = priceRangeFormSchemaIn({ notNegative: validationMessages.notNegative, moneyDecimals: validationMessages.moneyDecimals, invalidRange: catalogueBrowserMessages.invalidRange });

const carClassQuery = z.preprocess(blankAsUndefined, idSchema.optional());

export const availabilityQuerySchema = z.object({
  service: idSchema,
  date: z.preprocess(blankAsUndefined, isoDateSchema.optional()),
  /** The booking's vehicle class and add-ons (docs/vehicles.md): only the times a bay is free for its whole length. */
  vehicleClass: carClassQuery,
  addOns: addOnsQuerySchema,
  /**
   * Several cars booked together (docs/vehicles.md, "Several cars in one visit"): a later car's class and add-ons,
   * numbered from 2 as in the service page's address, up to MAX_CARS_PER_VISIT cars. Only the times where every car fits.
   */
  vehicleClass2: carClassQuery,
  addOns2: addOnsQuerySchema,
  vehicleClass3: carClassQuery,
  addOns3: addOnsQuerySchema,
  vehicleClass4: carClassQuery,
  addOns4: addOnsQuerySchema,
  vehicleClass5: carClassQuery,
  addOns5: addOnsQuerySchema,
});

export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;
export type AvailabilityCar = { vehicleClass?: string; addOns?: string[] };

/** The cars an availability query asks about: the first always, a later one when its class or add-ons are given. */
export function availabilityCars(query: AvailabilityQuery): AvailabilityCar[] {
  const fields = query as Record<string, unknown>;
  const cars: AvailabilityCar[] = [];
  for (let index = 0; index < MAX_CARS_PER_VISIT; index++) {
    const vehicleClass = fields[carField("vehicleClass", index)] as string | undefined;
    const addOns = fields[carField("addOns", index)] as string[] | undefined;
    if (index === 0 || vehicleClass !== undefined || addOns !== undefined) cars.push({ ...(vehicleClass !== undefined && { vehicleClass }), ...(addOns !== undefined && { addOns }) });
  }
  return cars;
}

const YEAR_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** `GET /api/slots/open-days`: a service, and a month as YYYY-MM (the current one where the business is, by default). */
export const openDaysQuerySchema = z.object({
  service: idSchema,
  month: z.preprocess(blankAsUndefined, z.string({ error: validationMessages.invalidMonth }).regex(YEAR_MONTH, { error: validationMessages.invalidMonth }).optional()),
});
export type OpenDaysQuery = z.infer<typeof openDaysQuerySchema>;

/**
 * The /services page's query from its URL. Unlike the API, a page never
 * refuses a visitor: a malformed value is dropped and its default used.
 */
export function catalogueQueryFromSearchParams(searchParams: SearchParams): ServiceListQuery {
  return queryFromSearchParams(serviceListQuerySchema, searchParams, { limit: PUBLIC_PAGE_SIZE });
}
