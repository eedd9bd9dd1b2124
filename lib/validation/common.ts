import { z } from "zod";
import "@/lib/validation/zod-config";
import { messages } from "@/lib/messages";
import { isIsoDate } from "@/lib/time";

const v = messages.validation;

/** Query strings send '' for an empty field; treat it as absent. */
export const blankAsUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

export const idSchema = z.uuid({ error: v.invalidId });

export const isoDateSchema = z.string().refine(isIsoDate, { error: v.invalidDate });

export const pageSchema = z.preprocess(
  blankAsUndefined,
  z.coerce.number({ error: v.pageMin }).int({ error: v.pageMin }).min(1, { error: v.pageMin }).max(100_000, { error: v.pageMin }).default(1),
);

export const limitSchema = (fallback: number) =>
  z.preprocess(
    blankAsUndefined,
    z.coerce.number({ error: v.limitRange }).int({ error: v.limitRange }).min(1, { error: v.limitRange }).max(100, { error: v.limitRange }).default(fallback),
  );

/** Route params of `/…/{id}`. */
export const idParamsSchema = z.object({ id: idSchema });
