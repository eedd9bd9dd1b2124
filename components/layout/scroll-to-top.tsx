"use client";

import { lazy, Suspense, useEffect, useState } from "react";

/** How far down the page the scroll-to-top button shows. */
export const SCROLL_TOP_AFTER_PX = 400;

const ScrollToTopButton = lazy(() => import("./scroll-to-top-button").then((module) => ({ default: module.ScrollToTopButton })));

/**
 * The scroll-to-top button, whose code loads the first time the page is
 * scrolled far enough to show it: most visits never are, and none needs it
 * before then. From then on the button shows and hides itself.
 */
export function ScrollToTop() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const onScroll = () => {
      if (window.scrollY > SCROLL_TOP_AFTER_PX) setWanted(true);
    };
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <ScrollToTopButton />
    </Suspense>
  ) : null;
}
