"use client";

import { ErrorNotice, type BoundaryError } from "@/components/errors/error-notice";

/**
 * A page failed: "briefly unavailable" when the database could not be
 * reached, else that something went wrong; either way a way to try again.
 */
export default function PageError({ error, retry }: { error: BoundaryError; reset: () => void; retry?: () => void }) {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center">
      <ErrorNotice error={error} retry={retry} />
    </main>
  );
}
