/**
 * The browser the journeys and the benchmark's Lighthouse run: Debian's
 * Chromium unless CHROMIUM_PATH names another, with the flags that keep it
 * quiet on a closed network (no background calls home).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumFlags = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
