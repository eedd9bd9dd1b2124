import { schemaInWords, type RuleWords } from "@/lib/validation/in-words";
import { vehicleInputSchema } from "@/lib/validation/vehicles";

/** The rules of My vehicles' Add and Edit (the keys of their words: lib/validation/in-words.ts). */
export const VEHICLE_RULES = ["vehicleClass", "makeRequired", "makeTooLong", "modelRequired", "modelTooLong", "colourTooLong", "plateInvalid"] as const;
export type VehicleRuleWords = RuleWords<(typeof VEHICLE_RULES)[number]>;

/** My vehicles' Add and Edit (vehicleInputSchema) in `words`. */
export const vehicleInputSchemaIn = (words: VehicleRuleWords) => schemaInWords(vehicleInputSchema, words);
