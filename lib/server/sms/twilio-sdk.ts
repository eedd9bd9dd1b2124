import "server-only";

/**
 * Twilio's SDK, loaded the first time a Twilio text is sent or a Twilio post is checked. It is large
 * (several megabytes of source, kept in memory once loaded), and most shops send through a local
 * gateway or not at all: a server that never talks to Twilio never loads it. next.config.ts leaves it
 * out of the bundles (serverExternalPackages), so that the server loads one copy for all its routes.
 */
export async function twilioSdk() {
  return (await import("twilio")).default;
}
