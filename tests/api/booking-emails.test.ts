import { randomUUID } from "node:crypto";
import { mailPart, mailsTo } from "../support/mailbox";
import { api, bearer, bookAndPay, eventually, insertCustomer, insertService, insertSlotAt, isoDay, json, keepShopSettings, pool, registerAdmin, removeCreatedUsers, removeServices } from "./support";

/**
 * What a booking's emails say about its time and place: the calendar file
 * is as long as the service (not the slot) and at the shop's address, and
 * the text gives the weekday and the shop's time zone (UTC in the suite).
 */
const ADDRESS = "House 12, Road 7, Gulshan 1, Dhaka";
let serviceId: string;
let restoreShop: () => Promise<void>;

beforeAll(async () => {
  const admin = await registerAdmin();
  restoreShop = await keepShopSettings(admin.accessToken);
  expect((await api("/api/settings", { method: "PUT", ...json({ address: ADDRESS }, bearer(admin.accessToken)) })).status).toBe(200);
  serviceId = await insertService({ name: `Email Wash ${randomUUID().slice(0, 6)}`, priceCents: 3000, duration: 45 });
});

afterAll(async () => {
  await restoreShop?.();
  await removeServices([serviceId]);
  await removeCreatedUsers();
  await pool.end();
});

it("sends a confirmation whose calendar event lasts the service's 45 minutes at the shop's address, dated with its weekday and zone", async () => {
  const since = Date.now();
  const day = isoDay(4);
  const startsAt = new Date(`${day}T10:00:00Z`);
  // An hour's slot for a 45-minute service.
  const slot = await insertSlotAt(serviceId, startsAt, 60);
  const customer = await insertCustomer("emailed");
  await bookAndPay(customer.token, serviceId, slot);

  const confirmation = await eventually(async () => (await mailsTo(customer.email, since)).find((mail) => mail.subject.includes("booking:")), 20_000, "the confirmation email");
  const calendar = mailPart(confirmation.raw, "text/calendar")!.replace(/\r?\n /g, "");
  const stamp = day.replace(/-/g, "");
  expect(calendar).toContain(`DTSTART:${stamp}T100000Z`);
  expect(calendar).toContain(`DTEND:${stamp}T104500Z`);
  expect(calendar).toContain("LOCATION:House 12\\, Road 7\\, Gulshan 1\\, Dhaka");

  const weekday = startsAt.toLocaleDateString("en-US", { weekday: "long", timeZone: "UTC" });
  const date = startsAt.toLocaleDateString("en-US", { month: "short", day: "2-digit", year: "numeric", timeZone: "UTC" }).replace(",", "");
  expect(confirmation.text).toContain(`When: ${weekday}, ${date}, 10:00 to 10:45 (UTC)`);
});
