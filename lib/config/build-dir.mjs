// @ts-check
/**
 * The production build's folder: `.next`, or SPOTLESS_DIST_DIR's. The test run and the benchmarks build
 * into their own, so that neither overwrites the build `npm run dev` or `npm start` uses. Relative to the
 * project's root; next.config.ts, server.mjs and scripts/precompress-static.mjs all read it here.
 */
export const BUILD_DIR = process.env.SPOTLESS_DIST_DIR || ".next";
