import localFont from "next/font/local";

/**
 * Geist, the geist package's variable font (what `geist/font/sans` loads),
 * with font-display: optional instead of swap. The font is preloaded with
 * every page; if it has not arrived when the page first paints, the page
 * keeps the fallback (metric-matched Arial) until the next page instead of
 * swapping fonts under the reader: a swap re-wraps lines, and on the
 * vertically centred sign-in pages it moved the whole form (a layout shift of
 * 0.1 on /register in Lighthouse's mobile run).
 */
export const geistSans = localFont({
  src: "../node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2",
  variable: "--font-geist-sans",
  weight: "100 900",
  display: "optional",
});
