"use client";

import type { ExternalToast } from "sonner";

type Sonner = typeof import("sonner");
type Message = string;

let sonner: Promise<Sonner> | null = null;
let requested = false;
const waiting = new Set<() => void>();
let nextId = 0;

/** Sonner's code, fetched on the first toast (few page views show one). */
function load(): Promise<Sonner> {
  if (!requested) {
    requested = true;
    for (const mount of waiting) mount();
  }
  sonner ??= import("sonner");
  return sonner;
}

/** For the Toaster's place in the page: calls `mount` once a toast has been asked for (now, if one has). */
export function onFirstToast(mount: () => void): () => void {
  if (requested) {
    mount();
    return () => {};
  }
  waiting.add(mount);
  return () => void waiting.delete(mount);
}

function show(kind: "success" | "error" | "info" | "loading", message: Message, options?: ExternalToast): string | number {
  // Known at once, so that a toast can be dismissed before sonner has arrived.
  const id = options?.id ?? `toast-${++nextId}`;
  void load().then(({ toast }) => toast[kind](message, { ...options, id }));
  return id;
}

/**
 * Sonner's `toast`, for the calls Spotless makes: the same calls, in the same
 * order, with sonner's code (and the Toaster that shows them) loaded on the
 * first one rather than with every page.
 */
export const toast = {
  success: (message: Message, options?: ExternalToast) => show("success", message, options),
  error: (message: Message, options?: ExternalToast) => show("error", message, options),
  info: (message: Message, options?: ExternalToast) => show("info", message, options),
  loading: (message: Message, options?: ExternalToast) => show("loading", message, options),
  dismiss: (id?: string | number) => void load().then(({ toast }) => toast.dismiss(id)),
};
