import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { FieldError } from "@/lib/errors";

/** Shows the server's field errors under the matching inputs. */
export function applyFieldErrors<T extends FieldValues>(setError: UseFormSetError<T>, errors: FieldError[] | undefined, fields: readonly string[]) {
  for (const error of errors ?? []) {
    if (fields.includes(error.field)) setError(error.field as Path<T>, { type: "server", message: error.message });
  }
}
