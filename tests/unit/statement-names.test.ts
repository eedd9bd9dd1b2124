import { PREPARED_STATEMENTS_MAX, statementNames } from "@/lib/server/database/statement-names";

describe("prepared statement names", () => {
  it("gives the same text the same name every time, and different texts different names", () => {
    const nameOf = statementNames();
    const search = nameOf({ sql: 'SELECT id FROM "Service" WHERE name ILIKE $1' });
    const byId = nameOf({ sql: 'SELECT id FROM "Service" WHERE id = $1' });
    expect(search).toEqual(expect.any(String));
    expect(byId).toEqual(expect.any(String));
    expect(byId).not.toBe(search);
    expect(nameOf({ sql: 'SELECT id FROM "Service" WHERE name ILIKE $1' })).toBe(search);
    expect(nameOf({ sql: 'SELECT id FROM "Service" WHERE id = $1' })).toBe(byId);
  });

  it("names at most the cap's number of texts; later texts go unnamed and the named ones keep their names", () => {
    const nameOf = statementNames(3);
    const named = ["SELECT 1", "SELECT 2", "SELECT 3"].map((sql) => nameOf({ sql }));
    expect(new Set(named).size).toBe(3);
    expect(nameOf({ sql: "SELECT 4" })).toBeUndefined();
    expect(nameOf({ sql: "SELECT 5" })).toBeUndefined();
    expect(["SELECT 1", "SELECT 2", "SELECT 3"].map((sql) => nameOf({ sql }))).toEqual(named);
  });

  it("keeps separate names per generator (one per client) and caps at a few hundred by default", () => {
    expect(PREPARED_STATEMENTS_MAX).toBeGreaterThanOrEqual(100);
    const nameOf = statementNames();
    for (let i = 0; i < PREPARED_STATEMENTS_MAX; i++) expect(nameOf({ sql: `SELECT ${i}` })).toBeDefined();
    expect(nameOf({ sql: "SELECT 'one more'" })).toBeUndefined();
    expect(statementNames()({ sql: "SELECT 'one more'" })).toBeDefined();
  });
});
