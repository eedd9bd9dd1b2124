import { api, insertService, pool, removeServices, uniqueWord } from "./support";

type Service = { _id: string; name: string; description: string; price: number; duration: number; isDeleted: boolean; createdAt: string };

const word = uniqueWord();
const fixtures: string[] = [];
const DAY = 86_400_000;

beforeAll(async () => {
  // Five live services sharing a word, with distinct prices and ages, and one removed one.
  const base = Date.now() - 10 * DAY;
  const rows = [
    { name: `Alpha ${word} wash`, priceCents: 1000, createdAt: new Date(base + 1 * DAY) },
    { name: `Bravo polish`, description: `Polish, found by its ${word.toUpperCase()} description`, priceCents: 5000, createdAt: new Date(base + 2 * DAY) },
    { name: `Charlie ${word} wax`, priceCents: 2500, createdAt: new Date(base + 3 * DAY) },
    { name: `Delta ${word} vacuum`, priceCents: 7550, createdAt: new Date(base + 4 * DAY) },
    { name: `Echo ${word} check`, priceCents: 4000, createdAt: new Date(base + 5 * DAY) },
  ];
  for (const row of rows) fixtures.push(await insertService(row));
  fixtures.push(await insertService({ name: `Removed ${word} service`, priceCents: 3000, isDeleted: true }));
});

afterAll(async () => {
  await removeServices(fixtures);
  await pool.end();
});

const names = (services: Service[]) => services.map((s) => s.name.split(" ")[0]);

describe("GET /api/services", () => {
  it("reads a limit above 100 as 100, and a limit that is not a number as the default", async () => {
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM "Service" WHERE NOT "isDeleted"`);
    const all = await api<Service[]>("/api/services?limit=99999");
    expect(all.status).toBe(200);
    expect(all.body.data).toHaveLength(Math.min(100, rows[0].n));
    expect(all.body.totalDoc).toBe(rows[0].n);
    const malformed = await api<Service[]>("/api/services?limit=99999page=1");
    expect(malformed.status).toBe(200);
    expect(malformed.body.data).toHaveLength(Math.min(10, rows[0].n));
  });

  it("lists live services newest first, 10 a page, with the total", async () => {
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM "Service" WHERE NOT "isDeleted"`);
    const { status, contentType, body } = await api<Service[]>("/api/services");
    expect(status).toBe(200);
    expect(contentType).toContain("application/json");
    expect(body.success).toBe(true);
    expect(typeof body.message).toBe("string");
    expect(body.totalDoc).toBe(rows[0].n);
    expect(body.data).toHaveLength(Math.min(10, rows[0].n));
    const created = body.data.map((s) => Date.parse(s.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(body.data.every((s) => s.isDeleted === false)).toBe(true);
  });

  it("shows a service with the contract's fields: _id, price in dollars, duration in minutes", async () => {
    const { body } = await api<Service[]>(`/api/services?searchTerm=${word}&sort=-price&limit=1`);
    expect(body.data[0]).toMatchObject({ _id: fixtures[3], name: `Delta ${word} vacuum`, price: 75.5, duration: 30, isDeleted: false });
  });

  it("searches names and descriptions, ignoring case, and never shows removed services", async () => {
    const { body } = await api<Service[]>(`/api/services?searchTerm=${word.toUpperCase()}`);
    expect(body.totalDoc).toBe(5);
    expect(names(body.data).sort()).toEqual(["Alpha", "Bravo", "Charlie", "Delta", "Echo"]);
  });

  it("finds, for a search of several words, the services holding every one of them, in the name or the description, in any order", async () => {
    const search = async (term: string) => names((await api<Service[]>(`/api/services?searchTerm=${encodeURIComponent(term)}&sort=createdAt`)).body.data);
    // "wash" is only in Alpha's name, the word in every name but Bravo's (whose description has it).
    expect(await search(`wash ${word}`)).toEqual(["Alpha"]);
    expect(await search(`  ${word.toUpperCase()}   WASH `)).toEqual(["Alpha"]);
    expect(await search(`polish ${word}`)).toEqual(["Bravo"]);
    expect(await search(`${word} description polish found`)).toEqual(["Bravo"]);
    // Every word must be somewhere: one missing word leaves the service out.
    expect(await search(`${word} wash wax`)).toEqual([]);
    // The demo catalogue: "Foam pre-wash, hand wash" is Exterior Cleaning's.
    expect(await search("foam wash exterior")).toEqual(["Exterior"]);
  });

  it("treats % and _ in a search as plain characters", async () => {
    const { body } = await api<Service[]>(`/api/services?searchTerm=${encodeURIComponent("%")}`);
    expect(body.totalDoc).toBe(0);
    const underscore = await api<Service[]>(`/api/services?searchTerm=_`);
    expect(underscore.body.totalDoc).toBe(0);
  });

  it.each([
    ["price", ["Alpha", "Charlie", "Echo", "Bravo", "Delta"]],
    ["-price", ["Delta", "Bravo", "Echo", "Charlie", "Alpha"]],
    ["createdAt", ["Alpha", "Bravo", "Charlie", "Delta", "Echo"]],
    ["-createdAt", ["Echo", "Delta", "Charlie", "Bravo", "Alpha"]],
  ])("sorts by %s", async (sort, expected) => {
    const { body } = await api<Service[]>(`/api/services?searchTerm=${word}&sort=${sort}`);
    expect(names(body.data)).toEqual(expected);
  });

  it("filters by a price range in dollars, bounds included", async () => {
    const { body } = await api<Service[]>(`/api/services?searchTerm=${word}&min=25&max=50&sort=price`);
    expect(names(body.data)).toEqual(["Charlie", "Echo", "Bravo"]);
    expect(body.totalDoc).toBe(3);
  });

  it("applies a lone minimum or maximum, and reads 0 as no bound", async () => {
    expect(names((await api<Service[]>(`/api/services?searchTerm=${word}&min=50&sort=price`)).body.data)).toEqual(["Bravo", "Delta"]);
    expect(names((await api<Service[]>(`/api/services?searchTerm=${word}&max=25&sort=price`)).body.data)).toEqual(["Alpha", "Charlie"]);
    expect((await api(`/api/services?searchTerm=${word}&min=0&max=0`)).body.totalDoc).toBe(5);
  });

  it("pages through results without overlap, keeping the total", async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => api<Service[]>(`/api/services?searchTerm=${word}&sort=price&limit=2&page=${page}`)));
    expect(pages.map((p) => names(p.body.data))).toEqual([["Alpha", "Charlie"], ["Echo", "Bravo"], ["Delta"]]);
    expect(pages.every((p) => p.body.totalDoc === 5)).toBe(true);
    const beyond = await api<Service[]>(`/api/services?searchTerm=${word}&limit=2&page=4`);
    expect(beyond.status).toBe(200);
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.totalDoc).toBe(5);
  });

  it.each([
    ["page=-1", "page"],
    ["page=0", "page"],
    ["page=abc", "page"],
    ["limit=0", "limit"],
    ["limit=-2", "limit"],
    ["limit=1.5", "limit"],
    ["min=50&max=10", "max"],
    ["min=-1", "min"],
    ["max=ten", "max"],
    ["sort=name", "sort"],
  ])("refuses %s with 400 JSON naming the field", async (query, field) => {
    const { status, contentType, body } = await api(`/api/services?${query}`);
    expect(status).toBe(400);
    expect(contentType).toContain("application/json");
    expect(body.success).toBe(false);
    expect(body.errors?.map((e) => e.field)).toEqual([field]);
    expect(body.message).toContain(`'${field}'`);
  });
});

describe("GET /api/services/{id}", () => {
  it("returns one live service", async () => {
    const { status, body } = await api<Service>(`/api/services/${fixtures[0]}`);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ _id: fixtures[0], name: `Alpha ${word} wash`, description: expect.any(String), price: 10, duration: 30 });
  });

  it("answers 404 JSON for an unknown id and for a removed service", async () => {
    for (const id of ["6a1f0c3e-2b4d-4c8e-9f1a-0b2c3d4e5f60", fixtures[5]]) {
      const { status, body } = await api(`/api/services/${id}`);
      expect(status).toBe(404);
      expect(body).toEqual({ success: false, message: "Service not found" });
    }
  });

  it("answers 400 JSON naming the id when it is not an id", async () => {
    for (const id of ["not-an-id", "123", encodeURIComponent("' OR 1=1 --")]) {
      const { status, body } = await api(`/api/services/${id}`);
      expect(status).toBe(400);
      expect(body.errors?.map((e) => e.field)).toEqual(["id"]);
    }
  });
});

describe("the rest of /api", () => {
  it.each(["/api/no/such/route", "/api/auth/no-such-action"])("answers the unknown path %s with 404 JSON, not the HTML page", async (path) => {
    for (const method of ["GET", "POST"]) {
      const { status, contentType, body } = await api(path, { method });
      expect(status).toBe(404);
      expect(contentType).toContain("application/json");
      expect(body).toEqual({ success: false, message: "No API route matches this path" });
    }
  });

  it("answers a method a route does not offer with 405 JSON", async () => {
    const { status, contentType, body } = await api("/api/slots/availability", { method: "POST" });
    expect(status).toBe(405);
    expect(contentType).toContain("application/json");
    expect(body.success).toBe(false);
  });
});
