import { api, BASE_URL, bearer, json, pool, registerAdmin, removeCreatedUsers, uniqueWord, type SignedIn } from "./support";

/**
 * /services (no query) is served from Next.js's cache; a change an admin
 * makes shows there at once, on the instance that made it. A catalogue query
 * is rendered per request.
 */
const word = uniqueWord();
let admin: SignedIn;
const created: string[] = [];

beforeAll(async () => {
  admin = await registerAdmin();
});

afterAll(async () => {
  await pool.query(`DELETE FROM "Service" WHERE id = ANY($1::uuid[])`, [created]);
  await removeCreatedUsers();
  await pool.end();
});

const catalogue = async (query = "") => {
  const response = await fetch(`${BASE_URL}/services${query}`);
  return { cache: response.headers.get("x-nextjs-cache"), cacheControl: response.headers.get("cache-control"), html: await response.text() };
};

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
