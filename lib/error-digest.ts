/**
 * The digest that marks the error of a database outage (lib/server/database/prisma-errors.ts). Next.js
 * hands a page's error boundary only an error's digest (never its message) and keeps a digest the
 * error already has, so the boundaries (app/error.tsx and the others) tell "briefly unavailable" from
 * any other failure by it. A module of its own: the boundaries are part of every page's script, and
 * lib/errors.ts brings the REST API's messages with it.
 */
export const DATABASE_DOWN_DIGEST = "spotless-database-down";
