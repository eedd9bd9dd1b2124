/**
 * @jest-environment node
 */
import { isPreparedStatementFailure, noticePreparedStatementFailure, preparedStatementsHold, preparedStatementsWork, type ProbeConnection } from "@/lib/server/database/prepared-statements";

/**
 * Behind a connection pooler in transaction mode that does not carry prepared
 * statements (PgBouncer before 1.21), the app's named statements fail: the
 * probe must tell, whatever the pooler's order of server connections.
 */

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: "ERROR" });

/** How Prisma 7 reports a driver error from a query (PrismaClientKnownRequestError's meta). */
const prismaError = (code: string, message: string) =>
  Object.assign(new Error("Invalid `db.user.create()` invocation"), { code: "P2010", meta: { driverAdapterError: { cause: { originalCode: code, originalMessage: message, kind: "postgres" } } } });

describe("isPreparedStatementFailure", () => {
  it("recognises a statement missing from, or taken on, the server connection, as pg and as Prisma report it", () => {
    expect(isPreparedStatementFailure(pgError("26000", 'prepared statement "spotless_12" does not exist'))).toBe(true);
    expect(isPreparedStatementFailure(pgError("42P05", 'prepared statement "spotless_0" already exists'))).toBe(true);
    expect(isPreparedStatementFailure(prismaError("26000", 'prepared statement "spotless_3" does not exist'))).toBe(true);
    expect(isPreparedStatementFailure(prismaError("42P05", 'prepared statement "s1" already exists'))).toBe(true);
    // PgBouncer's own words, whatever code it sends them with.
    expect(isPreparedStatementFailure(new Error('prepared statement "spotless_7" does not exist'))).toBe(true);
  });

  it("leaves every other failure alone", () => {
    expect(isPreparedStatementFailure(pgError("23505", 'duplicate key value violates unique constraint "User_email_key"'))).toBe(false);
    expect(isPreparedStatementFailure(prismaError("40P01", "deadlock detected"))).toBe(false);
    expect(isPreparedStatementFailure(new Error("connect ECONNREFUSED 127.0.0.1:6432"))).toBe(false);
    expect(isPreparedStatementFailure(pgError("26000", "invalid cursor name"))).toBe(false);
    expect(isPreparedStatementFailure(null)).toBe(false);
    expect(isPreparedStatementFailure("prepared")).toBe(false);
  });
});

/**
 * A stand-in for the way to the database. Each server connection keeps the
 * statements prepared on it. Like pg, a client connection sends a statement's
 * text (Parse) the first time it runs a name and only the name after that.
 * `carries`: each client keeps one server connection (PostgreSQL itself, or a
 * pooler that carries prepared statements); otherwise every query goes to the
 * server connection the pooler picks: the one released last (PgBouncer's
 * default) or the next in turn (its server_round_robin).
 */
function database(mode: "carries" | "last-released" | "round-robin", servers = 3) {
  const prepared = Array.from({ length: servers }, () => new Set<string>());
  const idle = prepared.map((_, index) => index);
  let turn = 0;
  let sessions = 0;
  const pick = (): number => {
    if (mode === "round-robin") return turn++ % servers;
    return idle[idle.length - 1];
  };
  return async (): Promise<ProbeConnection> => {
    const own = sessions++ % servers;
    const known = new Set<string>();
    return {
      async query({ name }) {
        const server = mode === "carries" ? own : pick();
        if (!known.has(name)) {
          if (prepared[server].has(name)) throw pgError("42P05", `prepared statement "${name}" already exists`);
          prepared[server].add(name);
          known.add(name);
        } else if (!prepared[server].has(name)) {
          throw pgError("26000", `prepared statement "${name}" does not exist`);
        }
        idle.splice(idle.indexOf(server), 1);
        idle.push(server);
      },
      async end() {},
    };
  };
}

describe("preparedStatementsHold", () => {
  it("holds where each connection keeps its own server connection", async () => {
    expect(await preparedStatementsHold(database("carries"))).toBe(true);
  });

  it("fails behind a pooler that hands each query to the server connection released last", async () => {
    expect(await preparedStatementsHold(database("last-released"))).toBe(false);
  });

  it("fails behind a pooler that hands the queries round", async () => {
    expect(await preparedStatementsHold(database("round-robin"))).toBe(false);
  });

  it("passes other errors on (a database that does not answer is not a verdict)", async () => {
    const down = async (): Promise<ProbeConnection> => {
      throw new Error("connect ECONNREFUSED 127.0.0.1:6432");
    };
    await expect(preparedStatementsHold(down)).rejects.toThrow("ECONNREFUSED");
  });
});

describe("a request that failed so", () => {
  const saved = { ...process.env };
  afterAll(() => {
    process.env = saved;
  });

  it("makes the instance report prepared statements as not working, once logged with the fix", async () => {
    process.env.DATABASE_URL = "postgresql://spotless@127.0.0.1:6432/spotless";
    process.env.DATABASE_PREPARED_STATEMENTS = "true";
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    noticePreparedStatementFailure(prismaError("26000", 'prepared statement "spotless_4" does not exist'));
    noticePreparedStatementFailure(prismaError("42P05", 'prepared statement "spotless_4" already exists'));
    expect(await preparedStatementsWork()).toBe(false);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0][0])).toMatch(/DATABASE_PREPARED_STATEMENTS=false/);
    logged.mockRestore();
  });
});
