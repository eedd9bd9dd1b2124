"use client";
import { AlertTriangleIcon } from "lucide-react";
import { ErrorNotice, isDatabaseDown, type BoundaryError } from "@/components/errors/error-notice";
import { Button } from "@/components/ui/button";
import { catalogueBrowserMessages } from "@/lib/messages/catalogue-browser";

export default function ServicesError({ error, reset, retry }: { error: BoundaryError; reset: () => void; retry?: () => void }) {
  if (isDatabaseDown(error)) return <ErrorNotice error={error} retry={retry} />;
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <AlertTriangleIcon className="size-10 text-destructive" aria-hidden />
      <p className="text-lg font-semibold">{catalogueBrowserMessages.fetchError}</p>
      <Button onClick={reset}>{catalogueBrowserMessages.retry}</Button>
    </div>
  );
}
