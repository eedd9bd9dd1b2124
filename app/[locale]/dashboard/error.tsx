"use client";

import { ErrorNotice, isDatabaseDown, type BoundaryError } from "@/components/errors/error-notice";
import { Button } from "@/components/ui/button";
import { catalogueBrowserMessages } from "@/lib/messages/catalogue-browser";
import { dashboardMessages } from "@/lib/messages/dashboard";

/** A dashboard page failed to load: say so (or that the shop is briefly unavailable), and offer to try again. */
export default function DashboardError({ error, reset, retry }: { error: BoundaryError; reset: () => void; retry?: () => void }) {
  if (isDatabaseDown(error)) return <ErrorNotice error={error} retry={retry} />;
  return (
    <div role="alert" className="mx-auto grid max-w-md gap-4 px-4 py-16 text-center">
      <p className="text-lg font-semibold">{dashboardMessages.loadFailed}</p>
      <Button type="button" onClick={reset} className="mx-auto w-fit">
        {catalogueBrowserMessages.retry}
      </Button>
    </div>
  );
}
