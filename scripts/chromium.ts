import { existsSync } from "node:fs";

/**
 * The browser the benchmark's Lighthouse runs: Debian's Chromium unless
 * CHROMIUM_PATH names another, with the flags that keep it quiet on a closed
 * network (no background calls home).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The browser the journeys run: Chromium's headless shell (Debian package
 * chromium-headless-shell, the same engine without the full browser's GPU and
 * window processes; Playwright's own choice for headless runs), which costs the
 * shared CPU far less than the full browser; the full Chromium when the shell is
 * not installed. CHROMIUM_PATH overrides both.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const journeyChromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath);

export const chromiumFlags = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
