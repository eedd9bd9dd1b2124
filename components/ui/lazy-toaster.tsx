"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { onFirstToast } from "./toast";

const Toaster = lazy(() => import("./sonner").then((module) => ({ default: module.Toaster })));

/** The Toaster, in the page from the first toast on (toasts float over the page: nothing moves when it arrives). */
export function LazyToaster() {
  const [shown, setShown] = useState(false);
  useEffect(() => onFirstToast(() => setShown(true)), []);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
