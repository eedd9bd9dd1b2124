import type { ZodType } from "zod";

/**
 * A form's check in the browser with the server's own zod schema, loaded (with
 * zod) on the first send instead of with the page: the first message of each
 * field, none when the values pass. `values` reads what the schema expects
 * from the form's FormData.
 */
export function schemaCheck(load: () => Promise<ZodType>, values: (data: FormData) => unknown): (data: FormData) => Promise<Record<string, string>> {
  return async (data) => {
    const [schema, { toFieldErrors }] = await Promise.all([load(), import("@/lib/validation/common")]);
    const parsed = schema.safeParse(values(data));
    const messages: Record<string, string> = {};
    if (!parsed.success) for (const { field, message } of toFieldErrors(parsed.error)) messages[field] ??= message;
    return messages;
  };
}
