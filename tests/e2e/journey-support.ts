import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";

/** Customers a journey makes through the REST API; the spec removes them (by email) when it ends. */
export type JourneyAccount = { firstName: string; lastName: string; email: string; address: string; phone: string; password: string };

export const journeyEmail = (label: string) => `${label}.${randomUUID().slice(0, 8)}@example.test`;

/** Registers a customer through the API, from its own client address (registration is rate limited per address). */
export async function registerThroughApi(page: Page, firstName: string, email = journeyEmail(firstName.toLowerCase())): Promise<JourneyAccount> {
  const account = { firstName, lastName: "Akter", email, address: "Road 3, Dhaka", phone: "+8801812345678", password: "Journey#Pass1" };
  const address = `10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const response = await page.request.post("/api/auth/register/customer", { data: account, headers: { "x-forwarded-for": address } });
  expect(response.status()).toBe(201);
  return account;
}

/** Fills and sends the login form the page shows. */
export async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}
