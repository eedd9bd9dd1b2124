"use client";

import { usePathname } from "next/navigation";
import { createContext, useContext, useEffect, useState } from "react";
import type { Viewer } from "@/lib/server/auth/viewer";

/** undefined while the header has not heard back yet; null when signed out. */
const ViewerContext = createContext<Viewer | null | undefined>(undefined);

/**
 * Asks `GET /api/auth/viewer` who is looking, on load and after each
 * navigation (a sign-in or sign-out changes the answer while the header stays).
 */
export function ViewerProvider({ children }: { children: React.ReactNode }) {
  const pathname = usePathname();
  const [viewer, setViewer] = useState<Viewer | null | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/auth/viewer", { signal: controller.signal, cache: "no-store" })
      .then((response) => (response.ok ? response.json() : { data: null }))
      .then((body: { data: Viewer | null }) => setViewer(body.data ?? null))
      .catch(() => {
        if (!controller.signal.aborted) setViewer(null);
      });
    return () => controller.abort();
  }, [pathname]);
  return <ViewerContext.Provider value={viewer}>{children}</ViewerContext.Provider>;
}

export const useViewer = () => useContext(ViewerContext);
