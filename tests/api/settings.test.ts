import { api, bearer, json, keepShopSettings, pool, registerAdmin, registerCustomer, removeCreatedUsers, type SignedIn } from "./support";

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
    [{ reminderOffsetsMinutes: [0] }, "reminderOffsetsMinutes.0"],
    [{ reminderOffsetsMinutes: [1, 2, 3, 4, 5, 6] }, "reminderOffsetsMinutes"],
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

  it("takes a currency code in any case and stores it upper case, and charges in it", async () => {
    const answer = await put({ currency: "eur" });
    expect(answer.status).toBe(200);
    expect(answer.body.data.currency).toBe("EUR");
    const page = await fetch(`${process.env.BASE_URL}/services`).then((response) => response.text());
    expect(page).toContain("€");
    await put({ currency: "USD" });
  });

  it("refuses a new time zone while future slots exist (409, saying why), and keeps the old one", async () => {
    const before = (await read()).body.data;
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM "Slot" WHERE "startsAt" > now()`);
    expect(rows[0].n).toBeGreaterThan(0);
    const other = before.timeZone === "Asia/Dhaka" ? "Europe/Berlin" : "Asia/Dhaka";
    const answer = await put({ timeZone: other, phone: "+880 2-5505-0111" });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/time zone cannot change while \d+ future slots? exists?/);
    const after = (await read()).body.data;
    expect(after.timeZone).toBe(before.timeZone);
    expect(after.phone).toBe(before.phone);
    // The same zone again is no change, and is accepted.
    expect((await put({ timeZone: before.timeZone })).status).toBe(200);
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
