"use client";

import { useSyncExternalStore } from "react";

/** A service picked for comparison (Comparison state). `priceFrom`: its price depends on the vehicle class, and `price` is the lowest ("from $X"). */
export type ComparedService = { id: string; name: string; price: number; priceFrom?: boolean; duration: number; description?: string; image?: string };

const KEY = "spotless.compare";
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: ComparedService[] } = { raw: null, value: [] };
const EMPTY: ComparedService[] = [];

function isService(value: unknown): value is ComparedService {
  const v = value as ComparedService;
  // Selections saved before descriptions were kept have none; they still count.
  return Boolean(v) && typeof v.id === "string" && typeof v.name === "string" && typeof v.price === "number" && (v.priceFrom === undefined || typeof v.priceFrom === "boolean") && typeof v.duration === "number" && (v.description === undefined || typeof v.description === "string") && (v.image === undefined || (typeof v.image === "string" && /^(\/(?!\/)|https:\/\/)/.test(v.image)));
}

/** The selection as saved in this browser; anything unreadable counts as empty. */
function read(): ComparedService[] {
  const raw = window.localStorage.getItem(KEY);
  if (raw === cached.raw) return cached.value;
  let value: ComparedService[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    value = Array.isArray(parsed) ? parsed.filter(isService) : [];
  } catch {
    value = [];
  }
  cached = { raw, value };
  return value;
}

function write(next: ComparedService[]) {
  window.localStorage.setItem(KEY, JSON.stringify(next));
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Other tabs change it too.
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The comparison, shared by every card and the compare dialog, kept across reloads (localStorage). */
export function useComparison() {
  const selected = useSyncExternalStore(subscribe, read, () => EMPTY);
  return {
    selected,
    has: (id: string) => selected.some((service) => service.id === id),
    /** AddServiceToCompare toggles by id. */
    toggle: (service: ComparedService) => write(read().some((s) => s.id === service.id) ? read().filter((s) => s.id !== service.id) : [...read(), service]),
    remove: (id: string) => write(read().filter((service) => service.id !== id)),
    clear: () => write([]),
  };
}
