import { api, BASE_URL, bearer, bookAndPay, insertCustomer, insertSlot, isoDay, json, pool, registerAdmin, registerCustomer, removeCreatedUsers, removeServices, uniqueWord, type SignedIn } from "./support";

/**
 * The home page, /services (no query) and a service's page without a chosen
 * day are served from Next.js's cache; a change shows there at once, on the
 * instance that made it. A catalogue query, or a service page that chooses a
 * day, is rendered per request.
 */
const word = uniqueWord();
let admin: SignedIn;
const created: string[] = [];

beforeAll(async () => {
  admin = await registerAdmin();
});

afterAll(async () => {
  await removeServices(created);
  await removeCreatedUsers();
  await pool.end();
});

const catalogue = async (query = "") => {
  const response = await fetch(`${BASE_URL}/services${query}`);
  return { cache: response.headers.get("x-nextjs-cache"), cacheControl: response.headers.get("cache-control"), html: await response.text() };
};

describe("the cached home page", () => {
  const home = async (query = "") => {
    const response = await fetch(`${BASE_URL}/${query}`);
    return { status: response.status, cache: response.headers.get("x-nextjs-cache"), cacheControl: response.headers.get("cache-control"), html: await response.text() };
  };

  it("is served from the cache, whatever its query, and shows an approved review and a hidden one at once", async () => {
    await home();
    const cached = await home();
    expect(cached).toMatchObject({ status: 200, cache: "HIT" });
    expect(cached.cacheControl).toMatch(/s-maxage=60/);
    expect(await home("?utm_source=newsletter")).toMatchObject({ status: 200, cache: "HIT" });
    expect(cached.html).not.toContain(word);

    const reviewer = await insertCustomer("home-reviewer");
    const written = await api<{ _id: string }>("/api/review/create", { method: "POST", ...json({ rating: 4, comment: `The home page shows this review ${word}` }, bearer(reviewer.token)) });
    expect(written.status).toBe(201);
    // Its author has no completed visit: it shows once the shop has approved it, and at once then.
    expect((await home()).html).not.toContain(word);
    const approved = await api(`/api/review/${written.body.data._id}`, { method: "PUT", ...json({ approved: true }, bearer(admin.accessToken)) });
    expect(approved.status).toBe(200);
    expect((await home()).html).toContain(`The home page shows this review ${word}`);

    const hidden = await api(`/api/review/${written.body.data._id}`, { method: "PUT", ...json({ hidden: true }, bearer(admin.accessToken)) });
    expect(hidden.status).toBe(200);
    expect((await home()).html).not.toContain(word);
  });
});

describe("the cached catalogue page", () => {
  it("is served from the cache, and shows an admin's new, renamed and deleted services at once", async () => {
    await catalogue();
    const cached = await catalogue();
    expect(cached.cache).toBe("HIT");
    expect(cached.cacheControl).toMatch(/s-maxage=60/);
    expect(cached.html).not.toContain(word);

    const added = await api<{ _id: string }>("/api/services", { method: "POST", ...json({ name: `Cached ${word}`, description: "A service that shows up in the cached catalogue page", price: 12, duration: 30 }, bearer(admin.accessToken)) });
    expect(added.status).toBe(201);
    created.push(added.body.data._id);
    expect((await catalogue()).html).toContain(`Cached ${word}`);

    const renamed = await api(`/api/services/${added.body.data._id}`, { method: "PUT", ...json({ name: `Renamed ${word}` }, bearer(admin.accessToken)) });
    expect(renamed.status).toBe(200);
    const afterRename = (await catalogue()).html;
    expect(afterRename).toContain(`Renamed ${word}`);
    expect(afterRename).not.toContain(`Cached ${word}`);

    expect((await api(`/api/services/${added.body.data._id}`, { method: "DELETE", headers: bearer(admin.accessToken) })).status).toBe(200);
    expect((await catalogue()).html).not.toContain(word);
  });

  it("renders a search per request, from the database as it is", async () => {
    const { rows } = await pool.query(
      `INSERT INTO "Service" (id, name, description, "priceCents", duration, "updatedAt") VALUES (gen_random_uuid(), $1, 'Written straight to the database', 900, 30, now()) RETURNING id`,
      [`Direct ${word}`],
    );
    created.push(rows[0].id);
    const searched = await catalogue(`?searchTerm=${word}`);
    expect(searched.cache).toBeNull();
    expect(searched.html).toContain(`Direct ${word}`);
  });
});

describe("a service's cached page", () => {
  // The day's slots as the page offers them: each button names its times, and says why when it cannot be booked.
  const page = async (serviceId: string, query = "") => {
    const response = await fetch(`${BASE_URL}/service/${serviceId}${query}`);
    const html = await response.text();
    const slots = [...html.matchAll(/aria-label="(\d\d:\d\d (?:to \d\d:\d\d|[^"]*\(\d\d:\d\d to \d\d:\d\d\))[^"]*)"/g)].map((match) => match[1]);
    return { status: response.status, cache: response.headers.get("x-nextjs-cache"), cacheControl: response.headers.get("cache-control"), title: /<h1[^>]*>([^<]*)</.exec(html)?.[1], slots };
  };

  it("is served from the cache, and shows a booking, a cancellation and a new slot at once", async () => {
    const added = await api<{ _id: string }>("/api/services", { method: "POST", ...json({ name: `Page ${word}`, description: "A service whose page is served from the cache", price: 20, duration: 30 }, bearer(admin.accessToken)) });
    expect(added.status).toBe(201);
    const serviceId = added.body.data._id;
    created.push(serviceId);
    const day = isoDay(4);
    const slotId = await insertSlot({ serviceId, date: day, startTime: "09:00", endTime: "09:30" });
    await insertSlot({ serviceId, date: day, startTime: "09:30", endTime: "10:00" });

    await page(serviceId);
    const cached = await page(serviceId);
    expect(cached.status).toBe(200);
    expect(cached.cache).toBe("HIT");
    expect(cached.cacheControl).toMatch(/s-maxage=30/);
    expect(cached.title).toBe(`Page ${word}`);
    expect(cached.slots).toEqual(["09:00 to 09:30", "09:30 to 10:00"]);

    // A customer takes 09:00's only place: the next visit shows it taken.
    const customer = await registerCustomer();
    const bookingId = await bookAndPay(customer.accessToken, serviceId, slotId);
    expect((await page(serviceId)).slots).toEqual(["09:00 Full: every place is taken (09:00 to 09:30)", "09:30 to 10:00"]);

    // They cancel: free again.
    const cancelled = await api(`/api/my-bookings/${bookingId}/cancel`, { method: "POST", ...json({}, bearer(customer.accessToken)) });
    expect(cancelled.status).toBe(200);
    expect((await page(serviceId)).slots).toEqual(["09:00 to 09:30", "09:30 to 10:00"]);

    // The admin opens more times that day: they show.
    const generated = await api("/api/slots/generate", { method: "POST", ...json({ service: serviceId, from: day, to: day, weekdays: [0, 1, 2, 3, 4, 5, 6], opening: "10:00", closing: "11:00", slotMinutes: 30 }, bearer(admin.accessToken)) });
    expect(generated.status).toBe(201);
    // (Generated slots take the shop's bays as their places; other services may be using some: "12 left".)
    const bookable = (range: string) => expect.stringMatching(new RegExp(`^${range}(, \\d+ left)?$`));
    expect((await page(serviceId)).slots).toEqual(["09:00 to 09:30", "09:30 to 10:00", bookable("10:00 to 10:30"), bookable("10:30 to 11:00")]);
  });

  it("renders a chosen day per request, and answers an unknown service with not found", async () => {
    const { rows } = await pool.query(
      `INSERT INTO "Service" (id, name, description, "priceCents", duration, "updatedAt") VALUES (gen_random_uuid(), $1, 'Written straight to the database', 900, 30, now()) RETURNING id`,
      [`Day ${word}`],
    );
    const serviceId = rows[0].id as string;
    created.push(serviceId);
    const day = isoDay(5);
    await page(serviceId);
    // Written behind the application's back: only a page rendered for the request can know.
    await insertSlot({ serviceId, date: day, startTime: "14:00", endTime: "14:30" });
    const chosen = await page(serviceId, `?date=${day}`);
    expect(chosen.cache).toBeNull();
    expect(chosen.slots).toEqual(["14:00 to 14:30"]);

    expect((await page("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await page("not-an-id")).status).toBe(404);
  });
});
