/** A dashboard page's title (the page's h1) and its one-line description. */
export function PageHeading({ id, title, subtitle }: { id: string; title: string; subtitle?: string }) {
  return (
    <div>
      <h1 id={id} className="text-2xl font-semibold tracking-tight">
        {title}
      </h1>
      {subtitle ? <p className="mt-1 text-sm text-muted-foreground">{subtitle}</p> : null}
    </div>
  );
}
