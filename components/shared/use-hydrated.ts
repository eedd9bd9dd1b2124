"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False in the server's HTML and while hydrating, true once the page's script runs (for state that only JavaScript keeps up to date). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
