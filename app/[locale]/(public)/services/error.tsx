"use client";
import { AlertTriangleIcon } from "@/components/ui/icons/alert-triangle";
import { useCatalogueNavigation } from "@/components/catalogue/catalogue-shell";
import { ErrorNotice, isDatabaseDown, type BoundaryError } from "@/components/errors/error-notice";
import { Button } from "@/components/ui/button";

/** The results could not be fetched: said in the page's language (the layout's CatalogueShell, around this boundary, has its words). */
export default function ServicesError({ error, reset, retry }: { error: BoundaryError; reset: () => void; retry?: () => void }) {
  const { words } = useCatalogueNavigation();
  if (isDatabaseDown(error)) return <ErrorNotice error={error} retry={retry} />;
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <AlertTriangleIcon className="size-10 text-destructive" aria-hidden />
      <p className="text-lg font-semibold">{words.fetchError}</p>
      <Button onClick={reset}>{words.retry}</Button>
    </div>
  );
}
