"use client";

import { usePathname } from "next/navigation";
import { createContext, useContext, useEffect, useReducer, useState } from "react";
import type { Viewer } from "@/lib/server/users/viewer";

/** undefined while the header has not heard back yet; null when signed out. */
const ViewerContext = createContext<Viewer | null | undefined>(undefined);
const RefreshContext = createContext<() => void>(() => {});

/**
 * Asks `GET /api/auth/viewer` who is looking, on load and after each
 * navigation (a sign-in or sign-out changes the answer while the header stays).
 */
export function ViewerProvider({ children }: { children: React.ReactNode }) {
  const pathname = usePathname();
  const [viewer, setViewer] = useState<Viewer | null | undefined>(undefined);
  // Asked again on request too: signing out from the header changes the answer on the same page.
  const [asked, ask] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/auth/viewer", { signal: controller.signal, cache: "no-store" })
      .then((response) => (response.ok ? response.json() : { data: null }))
      .then((body: { data: Viewer | null }) => setViewer(body.data ?? null))
      .catch(() => {
        if (!controller.signal.aborted) setViewer(null);
      });
    return () => controller.abort();
  }, [pathname, asked]);
  return (
    <RefreshContext.Provider value={ask}>
      <ViewerContext.Provider value={viewer}>{children}</ViewerContext.Provider>
    </RefreshContext.Provider>
  );
}

export const useViewer = () => useContext(ViewerContext);
/** Asks again who is looking (after signing out from the header). */
export const useViewerRefresh = () => useContext(RefreshContext);
