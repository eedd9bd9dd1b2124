import { cn } from "@/lib/utils";

/** Label and value pairs, one per line (a booking's service, date, time…). */
export function DetailList({ rows, className, children }: { rows: [string, React.ReactNode][]; className?: string; children?: React.ReactNode }) {
  return (
    <dl className={cn("divide-y", className)}>
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 py-2.5 text-sm">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="text-right font-medium">{value}</dd>
        </div>
      ))}
      {children}
    </dl>
  );
}
