import type { FieldValues, Resolver } from "react-hook-form";
import type { ZodType } from "zod";

/**
 * react-hook-form's zod resolver, with the schema (and zod itself, some 30 kB
 * of script) loaded on the form's first check instead of with the page. The
 * schemas are the same ones the server uses.
 */
export function lazyZodResolver<Input extends FieldValues, Output extends FieldValues>(load: () => Promise<ZodType<Output, Input>>): Resolver<Input, unknown, Output> {
  let ready: Promise<Resolver<Input, unknown, Output>> | undefined;
  return async (values, context, options) => {
    ready ??= Promise.all([import("@hookform/resolvers/zod"), load()]).then(([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<Input, unknown, Output>);
    return (await ready)(values, context, options);
  };
}
