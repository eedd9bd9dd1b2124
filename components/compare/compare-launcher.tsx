"use client";

import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useReducedMotion } from "@/components/shared/use-reduced-motion";
import { useFirstUse } from "@/components/ui/use-first-use";
import { CompareButton, type CompareWords } from "./compare-button";
import { useComparison } from "./compare-store";

const loadDialog = () => import("./compare-dialog");
const CompareDialog = lazy(() => loadDialog().then((module) => ({ default: module.CompareDialog })));

/**
 * The floating compare button (it shakes for 0.5 s whenever the selection
 * changes) and the Compare dialog, whose code loads when first opened; in the
 * page's language (`words`, written out by compareWords on the server).
 */
export function CompareLauncher({ words }: { words: CompareWords }) {
  const { selected, remove } = useComparison();
  const { used, standIn } = useFirstUse(loadDialog);
  const reduced = useReducedMotion();
  const [shaking, setShaking] = useState(false);
  const previous = useRef<string | null>(null);
  const signature = selected.map((service) => service.id).join(",");

  useEffect(() => {
    // The first reading (after a reload) is not a change.
    if (previous.current !== null && previous.current !== signature && !reduced) {
      setShaking(true);
      const timer = setTimeout(() => setShaking(false), 500);
      previous.current = signature;
      return () => clearTimeout(timer);
    }
    previous.current = signature;
  }, [signature, reduced]);

  const button = { count: selected.length, shaking };
  if (!used) return <CompareButton {...button} words={words} {...standIn} />;
  return (
    <Suspense fallback={<CompareButton {...button} words={words} />}>
      <CompareDialog selected={selected} remove={remove} button={button} words={words} />
    </Suspense>
  );
}
