import sharp from "sharp";
import { randomUUID } from "node:crypto";
import {
  api,
  BASE_URL,
  bearer,
  bookAndPay,
  insertCustomer,
  insertService,
  insertSlot,
  insertSlotAt,
  isoDay,
  json,
  keepShopSettings,
  pollUntil,
  pool,
  registerAdmin,
  registerCustomer,
  removeCreatedUsers,
  removeServices,
  uniqueWord,
  type SignedIn,
} from "./support";

/**
 * Business Settings over REST: anyone reads them, admins change any of them
 * (partial updates), bad values are refused field by field and change
 * nothing, and the time zone stays while future slots exist. The FAQ and
 * policy pages: anyone reads, admins write Markdown.
 */
type Settings = {
  businessName: string;
  phone: string;
  email: string;
  address: string;
  socialLinks: Record<string, string>;
  openingHours: { weekday: number; open: string; close: string; closed: boolean }[];
  timeZone: string;
  currency: string;
  cancellationNoticeHours: number;
  reminderOffsetsMinutes: number[];
  smsTexts: Record<string, boolean>;
  smsReminderOffsetsMinutes: number[] | null;
  holdMinutes: number;
};

let admin: SignedIn;
let customer: SignedIn;
let restoreShop: () => Promise<void>;

const put = (body: unknown, token = admin.accessToken) => api<Settings>("/api/settings", { method: "PUT", ...json(body, bearer(token)) });
const read = () => api<Settings>("/api/settings");

beforeAll(async () => {
  admin = await registerAdmin();
  customer = await registerCustomer();
  restoreShop = await keepShopSettings(admin.accessToken);
});

afterAll(async () => {
  // Leave the shop as the demo data made it, for the journeys that follow.
  await restoreShop?.();
  await removeCreatedUsers();
  await pool.end();
});

describe("GET /api/settings", () => {
  it("shows anyone the shop's details, hours and rules", async () => {
    const answer = await read();
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.data).toEqual(
      expect.objectContaining({ businessName: expect.any(String), timeZone: expect.any(String), currency: expect.stringMatching(/^[A-Z]{3}$/), holdMinutes: expect.any(Number) }),
    );
    expect(answer.body.data.openingHours).toHaveLength(7);
  });
});

describe("PUT /api/settings", () => {
  it("refuses anyone but an admin, and changes nothing", async () => {
    const before = (await read()).body.data;
    expect((await api("/api/settings", { method: "PUT", ...json({ phone: "+1 555 0100" }) })).status).toBe(401);
    expect((await put({ phone: "+1 555 0100" }, customer.accessToken)).status).toBe(403);
    expect((await read()).body.data).toEqual(before);
  });

  it("changes only the fields sent (a partial update), and the change is read back at once", async () => {
    const before = (await read()).body.data;
    const answer = await put({ phone: "+880 2-5505-0999", holdMinutes: 20 });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ ...before, phone: "+880 2-5505-0999", holdMinutes: 20, updatedAt: expect.any(String) });
    expect((await read()).body.data.phone).toBe("+880 2-5505-0999");

    const second = await put({ socialLinks: { youtube: "https://www.youtube.com/@spotless" }, reminderOffsetsMinutes: [60, 1440, 60] });
    expect(second.status).toBe(200);
    expect(second.body.data.phone).toBe("+880 2-5505-0999");
    expect(second.body.data.socialLinks).toEqual({ ...before.socialLinks, youtube: "https://www.youtube.com/@spotless" });
    expect(second.body.data.reminderOffsetsMinutes).toEqual([1440, 60]);
    const { rows } = await pool.query(`SELECT phone, "holdMinutes" FROM "BusinessSettings" WHERE id = 1`);
    expect(rows).toEqual([{ phone: "+880 2-5505-0999", holdMinutes: 20 }]);
  });

  it("holds new bookings for the chosen number of minutes", async () => {
    await put({ holdMinutes: 45 });
    const settings = (await read()).body.data;
    expect(settings.holdMinutes).toBe(45);
    await put({ holdMinutes: 30 });
  });

  it.each([
    [{ businessName: "  \u200b " }, "businessName"],
    [{ businessName: "x".repeat(81) }, "businessName"],
    [{ phone: "call us" }, "phone"],
    [{ email: "not-an-email" }, "email"],
    [{ socialLinks: { facebook: "javascript:alert(1)" } }, "socialLinks.facebook"],
    [{ socialLinks: { x: "http://insecure.example" } }, "socialLinks.x"],
    [{ logoUrl: "https://elsewhere.example/logo.png" }, "logoUrl"],
    [{ timeZone: "Mars/Olympus_Mons" }, "timeZone"],
    [{ currency: "XYZ" }, "currency"],
    [{ currency: "dollars" }, "currency"],
    [{ cancellationNoticeHours: 721 }, "cancellationNoticeHours"],
    [{ cancellationNoticeHours: -1 }, "cancellationNoticeHours"],
    [{ cancellationNoticeHours: 2.5 }, "cancellationNoticeHours"],
    [{ holdMinutes: 4 }, "holdMinutes"],
    [{ holdMinutes: 121 }, "holdMinutes"],
    [{ bayLabel: "lanes" }, "bayLabel"],
    [{ heroTitle: "x".repeat(121) }, "heroTitle"],
    [{ heroText: 42 }, "heroText"],
    [{ featuredShown: 2 }, "featuredShown"],
    [{ featuredShown: 13 }, "featuredShown"],
    [{ featuredShown: 6.5 }, "featuredShown"],
    [{ paymentProvider: "paypal" }, "paymentProvider"],
    // The suite's first server takes the test checkout: Stripe is not set up on it.
    [{ paymentProvider: "stripe" }, "paymentProvider"],
    [{ reminderOffsetsMinutes: [0] }, "reminderOffsetsMinutes.0"],
    [{ reminderOffsetsMinutes: [1, 2, 3, 4, 5, 6] }, "reminderOffsetsMinutes"],
    [{ smsTexts: "off" }, "smsTexts"],
    [{ smsTexts: { confirmation: "yes" } }, "smsTexts.confirmation"],
    [{ smsReminderOffsetsMinutes: [0] }, "smsReminderOffsetsMinutes.0"],
    [{ smsReminderOffsetsMinutes: true }, "smsReminderOffsetsMinutes"],
    [{ openingHours: [{ weekday: 1, open: "09:00", close: "17:00", closed: false }] }, "openingHours"],
    [{ openingHours: Array.from({ length: 7 }, (_, weekday) => ({ weekday, open: "18:00", close: "09:00", closed: false })) }, "openingHours.0.close"],
    [{}, ""],
  ])("refuses %j with 400 naming %s, and changes nothing", async (body, field) => {
    const before = (await read()).body.data;
    const answer = await put(body);
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    if (field) expect(answer.body.errors?.map((error: { field: string }) => error.field)).toContain(field);
    expect((await read()).body.data).toEqual(before);
  });

  it("says which messages also go by text (all of them unless turned off) and when text reminders go (the emails' times unless set), and changes them field by field", async () => {
    const before = (await read()).body.data;
    expect(before.smsTexts).toEqual({ confirmation: true, reminder: true, reschedule: true, cancellation: true, refund: true, offer: true });
    expect(before.smsReminderOffsetsMinutes).toBeNull();
    try {
      const off = await put({ smsTexts: { cancellation: false, offer: false } });
      expect(off.status).toBe(200);
      expect(off.body.data.smsTexts).toEqual({ ...before.smsTexts, cancellation: false, offer: false });
      const own = await put({ smsTexts: { offer: true }, smsReminderOffsetsMinutes: [30, 240, 30] });
      expect(own.body.data).toMatchObject({ smsTexts: { ...before.smsTexts, cancellation: false }, smsReminderOffsetsMinutes: [240, 30], reminderOffsetsMinutes: before.reminderOffsetsMinutes });
      expect((await read()).body.data.smsReminderOffsetsMinutes).toEqual([240, 30]);
      expect((await put({ smsReminderOffsetsMinutes: null })).body.data.smsReminderOffsetsMinutes).toBeNull();
    } finally {
      await put({ smsTexts: before.smsTexts, smsReminderOffsetsMinutes: null });
    }
  });

  it("takes a currency code in any case and stores it upper case, and charges in it", async () => {
    const answer = await put({ currency: "eur" });
    expect(answer.status).toBe(200);
    expect(answer.body.data.currency).toBe("EUR");
    const page = await fetch(`${process.env.BASE_URL}/services`).then((response) => response.text());
    expect(page).toContain("€");
    await put({ currency: "USD" });
  });

  it("refuses a new currency with confirmCurrencyChange: false (409, saying prices are not converted), changes nothing, and takes it confirmed", async () => {
    const before = (await read()).body.data;
    const other = before.currency === "BDT" ? "EUR" : "BDT";
    const answer = await put({ currency: other, phone: "+880 2-5505-0112", confirmCurrencyChange: false });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toContain(`Changing the currency from ${before.currency} to ${other} does not convert prices`);
    expect(answer.body.message).toContain("confirmCurrencyChange");
    expect(answer.body.errors).toEqual([{ field: "confirmCurrencyChange", message: "Confirm the change: prices are not converted" }]);
    expect((await read()).body.data).toEqual(before);
    // The currency as it is needs no confirmation (in any case); a confirmed change goes ahead.
    expect((await put({ currency: before.currency.toLowerCase(), phone: before.phone, confirmCurrencyChange: false })).status).toBe(200);
    expect((await put({ currency: other, confirmCurrencyChange: true })).body.data.currency).toBe(other);
    await put({ currency: before.currency });
  });

  it("refuses a new time zone while future slots exist unless confirmed (409 on timeZone, saying how many it moves), and keeps everything", async () => {
    const before = (await read()).body.data;
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM "Slot" WHERE "startsAt" > now()`);
    expect(rows[0].n).toBeGreaterThan(0);
    const other = before.timeZone === "Asia/Dhaka" ? "Europe/Berlin" : "Asia/Dhaka";
    const answer = await put({ timeZone: other, phone: "+880 2-5505-0111" });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(new RegExp(`^Changing the time zone to ${other} moves [\\d,]+ slots? not yet started( and [\\d,]+ bookings? in them)?: they keep their dates and times`));
    expect(answer.body.errors).toEqual([{ field: "timeZone", message: answer.body.message }]);
    const after = (await read()).body.data;
    expect(after.timeZone).toBe(before.timeZone);
    expect(after.phone).toBe(before.phone);
    // The same zone again is no change, and is accepted.
    expect((await put({ timeZone: before.timeZone })).status).toBe(200);
  });

  it("moves the slots not yet started to a new time zone when confirmed: same dates and times, new instants, their bookings' and reminders with them", async () => {
    const before = (await read()).body.data;
    expect(before.timeZone).toBe("UTC");
    const serviceId = await insertService({ name: `Zone ${uniqueWord()}`, priceCents: 2000, duration: 60 });
    try {
      const date = isoDay(3);
      const ahead = await insertSlot({ serviceId, date, startTime: "10:00", endTime: "11:00" });
      const behind = await insertSlot({ serviceId, date: isoDay(-2), startTime: "10:00", endTime: "11:00" });
      const booking = await bookAndPay(customer.accessToken, serviceId, ahead);
      const reminders = () => pool.query(`SELECT key FROM "EmailDelivery" WHERE "bookingId" = $1 AND kind = 'reminder' ORDER BY key`, [booking]).then((result) => result.rows.map((row) => row.key));
      await pollUntil(reminders, (keys) => keys.length === before.reminderOffsetsMinutes.length);
      const times = async (slot: string) => (await pool.query(`SELECT date::text, "startTime", "endTime", "startsAt", "endsAt" FROM "Slot" WHERE id = $1`, [slot])).rows[0];
      const occupied = async () => (await pool.query(`SELECT "occupiedFrom", "occupiedUntil" FROM "Booking" WHERE id = $1`, [booking])).rows[0];
      const { rows } = await pool.query(`SELECT count(*)::int AS n FROM "Slot" WHERE "startsAt" > now()`);

      // Cape Verde keeps UTC-1 all year: 10:00 there is 11:00 UTC.
      const answer = await put({ timeZone: "Atlantic/Cape_Verde", phone: "+880 2-5505-0333", confirmTimeZoneChange: true });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ timeZone: "Atlantic/Cape_Verde", phone: "+880 2-5505-0333" });
      expect(await times(ahead)).toEqual({ date, startTime: "10:00", endTime: "11:00", startsAt: new Date(`${date}T11:00:00.000Z`), endsAt: new Date(`${date}T12:00:00.000Z`) });
      expect(await occupied()).toEqual({ occupiedFrom: new Date(`${date}T11:00:00.000Z`), occupiedUntil: new Date(`${date}T12:00:00.000Z`) });
      // A slot already past keeps the instant it happened at.
      expect((await times(behind)).startsAt).toEqual(new Date(`${isoDay(-2)}T10:00:00.000Z`));
      // Every slot that had not started moved (the demo's included): none is left at its old instant.
      const drifted = await pool.query(`SELECT count(*)::int AS n FROM "Slot" WHERE "startsAt" > now() AND "startsAt" <> (date + "startTime"::time) AT TIME ZONE 'Atlantic/Cape_Verde'`);
      expect(drifted.rows[0].n).toBe(0);
      expect((await pool.query(`SELECT count(*)::int AS n FROM "Slot" WHERE "startsAt" > now()`)).rows[0].n).toBeGreaterThanOrEqual(rows[0].n);
      // The booking's history says so, and its reminders follow it to the new instant.
      const retimed = (await pool.query(`SELECT "actorRole", payload FROM "DomainEvent" WHERE "bookingId" = $1 AND type = 'booking.retimed'`, [booking])).rows;
      expect(retimed).toEqual([{ actorRole: "admin", payload: expect.objectContaining({ timeZone: "Atlantic/Cape_Verde", previousTimeZone: "UTC", to: expect.objectContaining({ startTime: "10:00", startsAt: `${date}T11:00:00.000Z` }) }) }]);
      const offsets = (await read()).body.data.reminderOffsetsMinutes;
      // The worker's relay queues them in its own time: on a busy machine, more than a few seconds.
      await pollUntil(reminders, (keys) => keys.length === offsets.length * 2, 30_000);
      expect(await reminders()).toEqual(expect.arrayContaining(offsets.map((offset) => `reminder:${booking}:${offset}:${date}T11:00:00.000Z`)));
      // The customer still reads 10:00.
      const mine = await api<{ slot: { startTime: string; startsAt: string } }>(`/api/my-bookings/${booking}`, { headers: bearer(customer.accessToken) });
      expect(mine.body.data.slot).toMatchObject({ startTime: "10:00", startsAt: `${date}T11:00:00.000Z` });

      // And back: the instants are UTC's again.
      const back = await put({ timeZone: "UTC", phone: before.phone, confirmTimeZoneChange: true });
      expect(back.status).toBe(200);
      expect((await times(ahead)).startsAt).toEqual(new Date(`${date}T10:00:00.000Z`));
      expect(await occupied()).toEqual({ occupiedFrom: new Date(`${date}T10:00:00.000Z`), occupiedUntil: new Date(`${date}T11:00:00.000Z`) });
    } finally {
      if ((await read()).body.data.timeZone !== "UTC") await put({ timeZone: "UTC", confirmTimeZoneChange: true });
      await removeServices([serviceId]);
    }
  });
});

describe("GET and PUT /api/pages/{slug}", () => {
  it("shows anyone the FAQ's Markdown", async () => {
    const answer = await api<{ slug: string; markdown: string }>("/api/pages/faq");
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual(expect.objectContaining({ slug: "faq", markdown: expect.stringContaining("## ") }));
  });

  it("answers 404 for a page that does not exist, for readers and admins alike (after checking the text)", async () => {
    expect((await api("/api/pages/cookies")).status).toBe(404);
    expect((await api("/api/pages/cookies", { method: "PUT", ...json({ markdown: "# Hi" }, bearer(admin.accessToken)) })).status).toBe(404);
  });

  it("lets only admins write, and refuses empty text", async () => {
    const body = { markdown: "## Is this new?\n\nYes." };
    expect((await api("/api/pages/terms", { method: "PUT", ...json(body) })).status).toBe(401);
    expect((await api("/api/pages/terms", { method: "PUT", ...json(body, bearer(customer.accessToken)) })).status).toBe(403);
    const empty = await api("/api/pages/terms", { method: "PUT", ...json({ markdown: "   " }, bearer(admin.accessToken)) });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ field: "markdown", message: "Write the page's text" }]);
    const written = await api<{ markdown: string }>("/api/pages/terms", { method: "PUT", ...json(body, bearer(admin.accessToken)) });
    expect(written.status).toBe(200);
    expect((await api<{ markdown: string }>("/api/pages/terms")).body.data.markdown).toBe(body.markdown);
  });

  it("shows raw HTML in the Markdown as text and drops unsafe links on the page", async () => {
    const markdown = "## A <script>alert('x')</script> question\n\nSee [this](javascript:alert(1)) and [that](https://example.com).";
    expect((await api("/api/pages/privacy", { method: "PUT", ...json({ markdown }, bearer(admin.accessToken)) })).status).toBe(200);
    const html = await fetch(`${process.env.BASE_URL}/privacy`).then((response) => response.text());
    expect(html).toContain("&lt;script&gt;alert('x')&lt;/script&gt;");
    expect(html).not.toContain("<script>alert(");
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('href="https://example.com"');
  });
});

describe("the shop's words on its pages", () => {
  const page = (path: string) => fetch(`${BASE_URL}${path}`).then((response) => response.text());
  const created: string[] = [];
  afterAll(async () => {
    await removeServices(created);
  });

  it("shows the hero and section words the shop wrote on the home page, and the catalogue's again once emptied", async () => {
    const words = { heroTitle: `Shine ${randomUUID().slice(0, 6)} in Banani`, heroText: "Hand washes on Road 11 since 2019.", heroButtonLabel: "Pick a time", featuredTitle: "Our best washes", featuredText: "Chosen by the team.", reviewsTitle: "Drivers say", reviewsText: "Real reviews from real visits." };
    const answer = await put(words);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject(words);
    const html = await pollUntil(() => page("/"), (text) => text.includes(words.heroTitle));
    for (const text of Object.values(words)) expect(html).toContain(text);
    expect(html).not.toContain("A spotless car, without the wait");

    expect((await put({ heroTitle: "", heroText: "", heroButtonLabel: "", featuredTitle: "", featuredText: "", reviewsTitle: "", reviewsText: "" })).status).toBe(200);
    const again = await pollUntil(() => page("/"), (text) => !text.includes(words.heroTitle));
    expect(again).toContain("A spotless car, without the wait");
    expect(again).toContain("Book a Slot");
  });

  it("shows as many featured services as the settings say, not a fixed six", async () => {
    // Older than every demo service: the home page shows the oldest featured ones first.
    for (let i = 0; i < 7; i += 1) created.push(await insertService({ name: `Featured ${i + 1} ${randomUUID().slice(0, 6)}`, priceCents: 1000, createdAt: new Date(Date.UTC(2001, 0, 1 + i)) }));
    await pool.query(`UPDATE "Service" SET "isFeatured" = true WHERE id = ANY($1::uuid[])`, [created]);
    const names = (await pool.query(`SELECT name FROM "Service" WHERE id = ANY($1::uuid[]) ORDER BY "createdAt"`, [created])).rows.map((row) => row.name as string);

    expect((await put({ featuredShown: 7 })).status).toBe(200);
    const seven = await pollUntil(() => page("/"), (text) => text.includes(names[6]));
    for (const name of names) expect(seven).toContain(name);
    expect(seven).toContain("Top 7");

    expect((await put({ featuredShown: 6 })).status).toBe(200);
    const six = await pollUntil(() => page("/"), (text) => !text.includes(names[6]));
    expect(six).toContain(names[5]);
  });

  it("fills {{cancelNotice}} and the other settings named in the FAQ and terms with what the settings say now", async () => {
    const markdown = "## Can I cancel?\n\nUp to {{cancelNotice}} before ({{cancelNoticeHours}} h), at {{businessName}}. Held for {{hold}} ({{holdMinutes}}). {{unknown}} stays.";
    for (const slug of ["faq", "terms"]) expect((await api(`/api/pages/${slug}`, { method: "PUT", ...json({ markdown }, bearer(admin.accessToken)) })).status).toBe(200);
    expect((await put({ cancellationNoticeHours: 12, holdMinutes: 5, businessName: "Banani Auto Spa" })).status).toBe(200);
    for (const path of ["/faq", "/terms"]) {
      expect(await page(path)).toContain("Up to 12 hours before (12 h), at Banani Auto Spa. Held for 5 minutes (5). {{unknown}} stays.");
    }
    // The REST read keeps what the admin wrote, for editing.
    expect((await api<{ markdown: string }>("/api/pages/faq")).body.data.markdown).toBe(markdown);
    expect((await put({ cancellationNoticeHours: 1 })).status).toBe(200);
    expect(await page("/faq")).toContain("Up to 1 hour before (1 h)");
  });

  it("says how long the shop's hold is on a test checkout that has ended", async () => {
    expect((await put({ holdMinutes: 5 })).status).toBe(200);
    const service = await insertService({ name: `Hold Words ${randomUUID().slice(0, 6)}`, priceCents: 2500 });
    created.push(service);
    const slot = await insertSlotAt(service, new Date(Date.now() + 3 * 86_400_000), 30);
    const customer = await insertCustomer("holdwords");
    const booked = await api<{ _id: string; payment_url: string }>("/api/bookings", { method: "POST", ...json({ service, slot }, bearer(customer.token)) });
    expect(booked.status).toBe(201);
    expect((await api(`/api/my-bookings/${booked.body.data._id}/cancel`, { method: "POST", ...json({}, bearer(customer.token)) })).status).toBe(200);
    const checkout = await fetch(booked.body.data.payment_url).then((response) => response.text());
    expect(checkout).toContain("This checkout has ended");
    expect(checkout).toContain("its hold on the slot (5 minutes) ran out");
    expect(checkout).not.toContain("30-minute");
  });
});

describe("POST and DELETE /api/settings/logo", () => {
  type WithLogo = Settings & { logoUrl: string | null };
  const upload = (bytes: Uint8Array, type: string, name: string, token = admin.accessToken) => {
    const body = new FormData();
    body.set("file", new Blob([new Uint8Array(bytes)], { type }), name);
    return api<WithLogo>("/api/settings/logo", { method: "POST", headers: bearer(token), body });
  };
  const fileStatus = async (url: string) => (await fetch(`${BASE_URL}${url}`)).status;

  it("takes an admin's PNG as the logo, fitted within 512 pixels with its transparency, shown by the settings and the header", async () => {
    const png = await sharp({ create: { width: 800, height: 400, channels: 4, background: { r: 0, g: 90, b: 200, alpha: 0.5 } } }).png().toBuffer();
    const { status, body } = await upload(png, "image/png", "logo.png");
    expect(status).toBe(200);
    expect(body.data.logoUrl).toMatch(/^\/uploads\/logos\/[0-9a-f-]{36}\.webp$/);
    const logo = body.data.logoUrl!;
    expect((await read()).body.data).toMatchObject({ logoUrl: logo });

    const served = await fetch(`${BASE_URL}${logo}`);
    expect(served.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ width: 512, height: 256, hasAlpha: true });
    expect(await (await fetch(`${BASE_URL}/services`)).text()).toContain(`src="${logo}"`);

    // A new one replaces it, and the old file is gone.
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#123456" } }).jpeg().toBuffer();
    const replaced = await upload(jpeg, "image/jpeg", "logo.jpg");
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.logoUrl).not.toBe(logo);
    expect(await fileStatus(logo)).toBe(404);
    expect(await fileStatus(replaced.body.data.logoUrl!)).toBe(200);
  });

  it("judges the file by its bytes and its size, and keeps the logo it had when refusing one", async () => {
    const kept = (await read()).body.data as WithLogo;
    const text = await upload(new TextEncoder().encode("not an image at all"), "image/png", "logo.png");
    expect(text.status).toBe(400);
    expect(text.body.message).toBe("The logo must be a PNG, JPEG or WebP image.");
    const huge = await upload(new Uint8Array(2 * 1024 * 1024 + 1), "image/png", "big.png");
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe("The logo must be 2 MB or smaller.");
    const none = await api("/api/settings/logo", { method: "POST", headers: bearer(admin.accessToken), body: new FormData() });
    expect(none.status).toBe(400);
    const asCustomer = await upload(new TextEncoder().encode("x"), "image/png", "logo.png", customer.accessToken);
    expect(asCustomer.status).toBe(403);
    expect(((await read()).body.data as WithLogo).logoUrl).toBe(kept.logoUrl);
  });

  it("removes the logo for admins only: the site shows its own mark again and the file is gone", async () => {
    const before = ((await read()).body.data as WithLogo).logoUrl;
    expect((await api("/api/settings/logo", { method: "DELETE", headers: bearer(customer.accessToken) })).status).toBe(403);
    const removed = await api<WithLogo>("/api/settings/logo", { method: "DELETE", headers: bearer(admin.accessToken) });
    expect(removed.status).toBe(200);
    expect(removed.body.data.logoUrl).toBeNull();
    expect(((await read()).body.data as WithLogo).logoUrl).toBeNull();
    if (before?.startsWith("/uploads/logos/")) expect(await fileStatus(before)).toBe(404);
  });
});
