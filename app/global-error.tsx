"use client";

import { ErrorNotice, type BoundaryError } from "@/components/errors/error-notice";
import "./globals.css";

/**
 * The root layout itself failed (it reads the shop's settings, so a database
 * that cannot be reached ends here when no copy of them is cached): the same
 * notice as app/error.tsx, in a document of its own.
 */
export default function GlobalError({ error }: { error: BoundaryError; reset: () => void }) {
  return (
    <html lang="en">
      <body className="min-h-dvh font-sans">
        <main id="main" className="flex min-h-dvh items-center justify-center">
          <ErrorNotice error={error} />
        </main>
      </body>
    </html>
  );
}
