import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

/**
 * A label, one control and its inline error. The control gets the id, and
 * points at the error with aria-describedby so screen readers announce it.
 * `errorAction` follows the error with what to do about it (a link).
 */
export function FormField({
  id,
  label,
  error,
  hint,
  errorAction,
  className,
  children,
}: {
  id: string;
  label: React.ReactNode;
  error?: string;
  hint?: React.ReactNode;
  errorAction?: React.ReactNode;
  className?: string;
  children: (control: { id: string; "aria-invalid": boolean; "aria-describedby"?: string }) => React.ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": error ? errorId : undefined })}
      {hint && !error ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      <p id={errorId} role={error ? "alert" : undefined} className="min-h-4 text-xs text-destructive">
        {error}
        {error && errorAction ? <> {errorAction}</> : null}
      </p>
    </div>
  );
}
