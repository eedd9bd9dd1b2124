import { test as base, expect } from "@playwright/test";

export * from "@playwright/test";

const octet = () => Math.floor(Math.random() * 250) + 1;

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
    await context.setExtraHTTPHeaders({ "x-forwarded-for": `10.254.${octet()}.${octet()}` });
    await use(context);
  },
});

/** A demo account the survey tests look at the site as. */
type DemoAccount = { email: string; password: string; landing: RegExp };
export const DEMO_ADMIN: DemoAccount = { email: "admin@spotless.test", password: "Admin#2026", landing: /\/dashboard\/admin$/ };
export const DEMO_CUSTOMER: DemoAccount = { email: "customer@spotless.test", password: "Customer#2026", landing: /\/$/ };

/**
 * `test` for the tests that only look (page after page at every width, or
 * against WCAG): each page starts signed in as `account`, from one sign-in
 * through the login form per worker, as a person who opens many pages signs
 * in once. The journeys that sign in as part of what they test keep `test`.
 */
export const signedInTest = test.extend<{ account: DemoAccount }, { signedIn: (account: DemoAccount) => Promise<string> }>({
  account: [DEMO_ADMIN, { option: true }],
  signedIn: [
    async ({ browser }, use, workerInfo) => {
      const states = new Map<string, string>();
      await use(async (account) => {
        const known = states.get(account.email);
        if (known) return known;
        const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL, extraHTTPHeaders: { "x-forwarded-for": `10.253.${octet()}.${octet()}` } });
        const page = await context.newPage();
        await page.goto("/login");
        await page.getByLabel("Email").fill(account.email);
        await page.getByLabel("Password", { exact: true }).fill(account.password);
        await page.getByRole("button", { name: "Login" }).click();
        // Signing in hashes the password (argon2id): on a machine busy with other work that can take a while.
        await expect(page).toHaveURL(account.landing, { timeout: 30_000 });
        const path = workerInfo.project.outputDir + `/signed-in-${workerInfo.workerIndex}-${account.email}.json`;
        await context.storageState({ path });
        await context.close();
        states.set(account.email, path);
        return path;
      });
    },
    { scope: "worker" },
  ],
  storageState: async ({ signedIn, account }, use) => use(await signedIn(account)),
});
