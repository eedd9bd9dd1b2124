"use client";

import { lazy, Suspense } from "react";
import { useFirstUse } from "@/components/ui/use-first-use";
import { ThemeButton } from "./theme-button";

const loadMenu = () => import("./theme-menu");
const ThemeMenu = lazy(() => loadMenu().then((module) => ({ default: module.ThemeMenu })));

/** The theme button; its menu (Radix) loads when first used, so pages do not carry it. */
export function ThemeToggle() {
  const { used, standIn } = useFirstUse(loadMenu);
  if (!used) return <ThemeButton {...standIn} />;
  return (
    <Suspense fallback={<ThemeButton />}>
      <ThemeMenu />
    </Suspense>
  );
}
