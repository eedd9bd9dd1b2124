import { config } from "zod";

// Zod would probe `new Function` to speed up object parsing; the site's
// Content-Security-Policy forbids eval, so the browser would report it on
// every page. Each schema module imports this first.
config({ jitless: true });
