import { AlertCircleIcon } from "@/components/ui/icons/alert-circle";
import { CheckCircle2Icon } from "@/components/ui/icons/check-circle-2";
import { cn } from "@/lib/utils";

/**
 * A form's own message in the page (a wrong password, "Profile updated"):
 * what a page rendered by the server after a plain HTML post shows, where
 * the hydrated page shows a toast instead.
 */
export function FormMessage({ tone, title, detail, className }: { tone: "error" | "success"; title?: string; detail?: string; className?: string }) {
  if (!title) return null;
  const Icon = tone === "error" ? AlertCircleIcon : CheckCircle2Icon;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "flex items-start gap-2 rounded-md border p-3 text-sm",
        tone === "error" ? "border-destructive/50 text-destructive" : "border-emerald-600/40 text-emerald-800 dark:text-emerald-300",
        className,
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div>
        <p className="font-medium">{title}</p>
        {detail ? <p className="text-foreground/80">{detail}</p> : null}
      </div>
    </div>
  );
}
