import localFont from "next/font/local";

/**
 * Geist, the geist package's variable font (what `geist/font/sans` loads),
 * cut to the Latin characters the site writes (33 kB instead of 69 kB: every
 * page preloads it, and on a slow phone connection it shared the first second
 * with the page's own image and scripts), with font-display: optional instead
 * of swap. If the font has not arrived when the page first paints, the page
 * keeps the fallback (metric-matched Arial) until the next page instead of
 * swapping fonts under the reader: a swap re-wraps lines, and on the
 * vertically centred sign-in pages it moved the whole form (a layout shift of
 * 0.1 on /register in Lighthouse's mobile run).
 */
export const geistSans = localFont({
  src: "./fonts/Geist-Latin-Variable.woff2",
  variable: "--font-geist-sans",
  weight: "100 900",
  display: "optional",
  // The characters the file holds (scripts/subset-font.sh's RANGE; next/font takes literals only): others use the fallback.
  declarations: [
    {
      prop: "unicode-range",
      value: "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2190-2193,U+2212,U+2215,U+2264-2265,U+FEFF,U+FFFD",
    },
  ],
});
