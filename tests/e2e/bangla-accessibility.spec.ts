import { expect, test } from "./fixtures";
import { expectAccessible } from "./journey-support";

/** WCAG 2.x A and AA rules (expectAccessible: light and dark themes) on the public and sign-in pages in Bangla. */

test.describe.configure({ mode: "parallel" });

for (const path of ["/", "/services", "/testimonials", "/faq", "/login", "/register"]) {
  test(`the Bangla page ${path} meets WCAG A/AA`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "spotless-locale", value: "bn", url: baseURL ?? "http://localhost:3000" }]);
    await expectAccessible(page, path);
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  });
}

test("a service's page in Bangla meets WCAG A/AA", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "spotless-locale", value: "bn", url: baseURL ?? "http://localhost:3000" }]);
  const response = await page.request.get("/api/services?limit=1");
  const { data } = (await response.json()) as { data: { _id: string }[] };
  await expectAccessible(page, `/service/${data[0]._id}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
});
