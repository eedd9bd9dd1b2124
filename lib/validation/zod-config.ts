import { config } from "zod";

// In the browser, zod would probe `new Function` to speed up object parsing;
// the site's Content-Security-Policy forbids eval, so the browser would report
// a violation on every page. The server keeps zod's faster compiled parsers.
// Each schema module imports this first.
if (typeof window !== "undefined") config({ jitless: true });
