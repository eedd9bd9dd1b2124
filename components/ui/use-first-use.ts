"use client";

import { useState } from "react";

/**
 * For a control whose code loads on first use (a menu on every page that few
 * people open): until then it renders a plain stand-in button. Hovering or
 * focusing the stand-in starts loading; a click (Enter or Space too) marks it
 * used, and the real control takes its place, opened.
 */
export function useFirstUse(preload: () => Promise<unknown>) {
  const [used, setUsed] = useState(false);
  const start = () => {
    preload().catch(() => {});
  };
  return { used, standIn: { onClick: () => setUsed(true), onPointerEnter: start, onFocus: start } };
}
