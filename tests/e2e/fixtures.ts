import { test as base } from "@playwright/test";

export * from "@playwright/test";

/**
 * Playwright's `test`, with every journey's browser coming from a client
 * address of its own. The suite's server trusts one proxy hop (as a shop
 * behind a load balancer does), so the address is the X-Forwarded-For the
 * browser sends. Sign-in and registration are rate-limited per client
 * address; without this, the whole suite would be one client, and its
 * journeys would use up that client's sign-ins as no real visitor does.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    const octet = () => Math.floor(Math.random() * 250) + 1;
    await context.setExtraHTTPHeaders({ "x-forwarded-for": `10.254.${octet()}.${octet()}` });
    await use(context);
  },
});
