"use client";

import { useOptionalWords } from "@/components/providers/locale-context";
import { errorMessages } from "@/lib/messages/errors";
import { DATABASE_DOWN_DIGEST } from "@/lib/error-digest";

/** The error a boundary is given: in production only its digest tells what it was. */
export type BoundaryError = Error & { digest?: string };

/** Whether a page failed because the database could not be reached (lib/server/database/prisma-errors.ts marks such errors). */
export const isDatabaseDown = (error: BoundaryError) => error.digest === DATABASE_DOWN_DIGEST;

/**
 * What an error boundary shows: that the shop is briefly unavailable when the
 * database could not be reached, else `title` (the boundary's own words) and
 * `body`. "Try again" asks the server for the page again. Plain elements
 * only: the root boundaries are part of every page's script. In the page's
 * language (the root layout's words), English where there is no page around.
 */
export function ErrorNotice({ error, retry, title, body }: { error: BoundaryError; retry?: () => void; title?: string; body?: string }) {
  const text = useOptionalWords()?.errors ?? errorMessages;
  const down = isDatabaseDown(error);
  title ??= text.failedTitle;
  body ??= text.failedBody;
  return (
    <div role="alert" className="mx-auto grid max-w-md gap-3 px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{down ? text.unavailableTitle : title}</h1>
      {(down || body) && <p className="text-muted-foreground">{down ? text.unavailableBody : body}</p>}
      <button
        type="button"
        onClick={() => (retry ? retry() : window.location.reload())}
        className="mx-auto mt-2 inline-flex h-9 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {text.retry}
      </button>
    </div>
  );
}
