"use client";

/**
 * Calls `work` once the page has loaded and the browser is idle (at most 2 s
 * after the load; 200 ms after it where the browser cannot tell idleness):
 * for code a page can do without at first. Returns what calls it off.
 */
export function whenPageIdle(work: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if ("requestIdleCallback" in window) idle = window.requestIdleCallback(() => work(), { timeout: 2000 });
    else timer = setTimeout(work, 200);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}
