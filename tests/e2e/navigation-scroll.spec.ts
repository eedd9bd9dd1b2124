import { expect, test } from "./fixtures";
import { submitLogin } from "./journey-support";

/**
 * Where a page opens after a link: Next.js keeps the scroll position when the
 * new page's top is already on the screen, and the sticky header is on the
 * screen too, so a page opened from a scrolled list could open with its top
 * under the header. The root's scroll-padding-top (the header's height) tells
 * the router and the browser's own scrolling what is covered.
 */

test("a booking opened from a scrolled Booking Management on a phone opens with its back link clear of the sticky header", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/login");
  await submitLogin(page, "admin@spotless.test", "Admin#2026");
  await expect(page).toHaveURL(/\/dashboard\/admin$/, { timeout: 30_000 });
  await page.goto("/dashboard/admin/manage-bookings");
  const opens = page.getByTestId("booking-row").getByRole("link", { name: /^Open/ });
  // Where the booking page's back link sits on its page, opened from the top.
  await opens.first().click();
  const back = page.getByRole("link", { name: "Back to Booking Management" });
  const backTop = await back.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  await page.goBack();
  await expect(opens.first()).toBeVisible();
  // The list scrolled so that, kept as it is, the next page's back link would sit 30 px from the top: under the header.
  await page.evaluate((y) => window.scrollTo(0, y), backTop - 30);
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled, "the list is long enough to scroll that far").toBeGreaterThan(backTop - 40);
  let open = opens.first();
  for (let index = 0; index < (await opens.count()); index++) {
    const box = await opens.nth(index).boundingBox();
    if (box && box.y > 80 && box.y + box.height < 800) {
      open = opens.nth(index);
      break;
    }
  }
  await open.click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/manage-bookings\/[^/?]+$/);
  await expect(back).toBeVisible();
  // Nothing covers the back link where the page opens (no scrolling here: that would hide the fault).
  const uncovered = await back.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const found = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return box.top >= 0 && found !== null && (found === element || element.contains(found));
  });
  expect(uncovered, "the back link is under the sticky header or off the screen").toBe(true);
});
