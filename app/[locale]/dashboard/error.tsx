"use client";

import { ErrorNotice, isDatabaseDown, type BoundaryError } from "@/components/errors/error-notice";
import { useOptionalWords } from "@/components/providers/locale-context";
import { Button } from "@/components/ui/button";
import { errorMessages } from "@/lib/messages/errors";

/** A dashboard page failed to load: say so (or that the shop is briefly unavailable), and offer to try again, in the page's language. */
export default function DashboardError({ error, reset, retry }: { error: BoundaryError; reset: () => void; retry?: () => void }) {
  const text = useOptionalWords()?.errors ?? errorMessages;
  if (isDatabaseDown(error)) return <ErrorNotice error={error} retry={retry} />;
  return (
    <div role="alert" className="mx-auto grid max-w-md gap-4 px-4 py-16 text-center">
      <p className="text-lg font-semibold">{text.pageLoadFailed}</p>
      <Button type="button" onClick={reset} className="mx-auto w-fit">
        {text.retry}
      </Button>
    </div>
  );
}
