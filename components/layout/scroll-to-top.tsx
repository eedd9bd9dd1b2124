"use client";

import { lazy, Suspense, useEffect, useState } from "react";

/** How far down the page the scroll-to-top button shows. */
const SHOW_AFTER_PX = 400;

const ScrollToTopButton = lazy(() => import("./scroll-to-top-button").then((module) => ({ default: module.ScrollToTopButton })));

/**
 * The scroll-to-top button, shown once the page is scrolled 400 px down. Its
 * code loads the first time that happens: most visits never scroll that far,
 * and none needs the button before then.
 */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  // Once shown, the button stays mounted (faded out above the threshold) rather than loading again.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => {
      const below = window.scrollY > SHOW_AFTER_PX;
      setVisible(below);
      if (below) setShown(true);
    };
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return shown ? (
    <Suspense fallback={null}>
      <ScrollToTopButton visible={visible} />
    </Suspense>
  ) : null;
}
