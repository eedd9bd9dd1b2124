import * as React from "react";
import { cn } from "@/lib/utils";

/**
 * A table that fits its room: where it has less than 48rem (a phone, or a
 * tablet beside the open sidebar) each row becomes a card of its cells, side
 * by side as they fit, each under its column's name (TableCell's `label`; a
 * `wide` cell takes the card's whole width), so no column, status or
 * action is ever off-screen. Wider, it is a table in a region of its own that
 * scrolls sideways if it must; the region is named like the table and takes
 * the keyboard's focus, so it can be scrolled without a mouse.
 */
export function Table({ className, "aria-label": label, "aria-labelledby": labelledBy, ...props }: React.ComponentProps<"table">) {
  return (
    <div
      data-slot="table-container"
      role="region"
      tabIndex={0}
      aria-label={label}
      aria-labelledby={labelledBy}
      className="@container relative w-full overflow-x-auto rounded-xl border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <table data-slot="table" aria-label={label} aria-labelledby={labelledBy} className={cn("w-full caption-bottom text-sm @max-3xl:block", className)} {...props} />
    </div>
  );
}
export function TableHeader({ className, ...props }: React.ComponentProps<"thead">) {
  // Cards name each cell themselves: the header row stays for screen readers only.
  return <thead data-slot="table-header" className={cn("bg-muted/50 @max-3xl:sr-only [&_tr]:border-b", className)} {...props} />;
}
export function TableBody({ className, ...props }: React.ComponentProps<"tbody">) {
  return <tbody data-slot="table-body" className={cn("@max-3xl:block [&_tr:last-child]:border-0", className)} {...props} />;
}
export function TableRow({ className, ...props }: React.ComponentProps<"tr">) {
  return <tr data-slot="table-row" className={cn("border-b transition-colors hover:bg-muted/40 @max-3xl:grid @max-3xl:grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] @max-3xl:gap-x-4 @max-3xl:gap-y-3 @max-3xl:p-4", className)} {...props} />;
}
export function TableHead({ className, ...props }: React.ComponentProps<"th">) {
  return <th data-slot="table-head" scope="col" className={cn("h-10 px-3 text-left align-middle font-medium whitespace-nowrap text-muted-foreground", className)} {...props} />;
}
/**
 * `label`: the column's name, shown above the cell where the row is a card (the table's header says it otherwise);
 * `wide`: the cell takes the card's whole width there (who, a long text, the actions).
 */
export function TableCell({ className, label, wide = false, children, ...props }: React.ComponentProps<"td"> & { label?: string; wide?: boolean }) {
  return (
    <td data-slot="table-cell" className={cn("p-3 align-middle @max-3xl:block @max-3xl:min-w-0 @max-3xl:p-0 @max-3xl:text-left", wide && "@max-3xl:col-span-full", className)} {...props}>
      {label ? (
        <span aria-hidden className="mb-0.5 hidden text-xs font-medium text-muted-foreground @max-3xl:block">
          {label}
        </span>
      ) : null}
      {children}
    </td>
  );
}
export function TableCaption({ className, ...props }: React.ComponentProps<"caption">) {
  return <caption data-slot="table-caption" className={cn("mt-4 text-sm text-muted-foreground", className)} {...props} />;
}

/** For a table's actions column: it stays in view at the right edge while the table scrolls the rest (cards need no such help). */
export const stickyEndColumn = "@3xl:sticky @3xl:right-0 @3xl:z-[1] @3xl:bg-card @3xl:shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.2)] dark:@3xl:shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.6)]";
