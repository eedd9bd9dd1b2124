import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { chown, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "@/scripts/net";
import { createDatabase, postgresUser } from "./support";

/**
 * Behind a real PgBouncer that cannot carry prepared statements (Debian's
 * 1.18, in transaction mode) the health check answers 503 and names the
 * setting that fixes it. Runs only where pgbouncer is installed
 * (`apt-get install pgbouncer`); tests/unit/prepared-statements.test.ts covers
 * the detection everywhere, with a stand-in for the pooler.
 */
const pgbouncer = (process.env.PATH ?? "").split(path.delimiter).map((folder) => path.join(folder, "pgbouncer")).find((file) => existsSync(file));
const withPgBouncer = pgbouncer ? describe : describe.skip;

withPgBouncer("behind PgBouncer before 1.21, in transaction mode", () => {
  let folder: string;
  let bouncer: ChildProcess;
  let bouncerUrl: string;

  beforeAll(async () => {
    const database = new URL(await createDatabase());
    folder = await mkdtemp(path.join(os.tmpdir(), "spotless-pgbouncer-"));
    const port = await freePort();
    await writeFile(path.join(folder, "users.txt"), `"${database.username}" "${decodeURIComponent(database.password)}"\n`);
    await writeFile(
      path.join(folder, "pgbouncer.ini"),
      [
        "[databases]",
        `spotless = host=${database.hostname} port=${database.port} dbname=${database.pathname.slice(1)}`,
        "[pgbouncer]",
        "listen_addr = 127.0.0.1",
        `listen_port = ${port}`,
        "unix_socket_dir =",
        "auth_type = plain",
        `auth_file = ${path.join(folder, "users.txt")}`,
        "pool_mode = transaction",
        "default_pool_size = 4",
      ].join("\n"),
    );
    // PgBouncer refuses to run as root: as PostgreSQL's own user then.
    const user = await postgresUser();
    if (user) await chown(folder, user.uid, user.gid);
    bouncer = spawn(pgbouncer!, [path.join(folder, "pgbouncer.ini")], { stdio: "ignore", ...(user ?? {}) });
    bouncerUrl = `postgresql://${database.username}:${database.password}@127.0.0.1:${port}/spotless`;
    for (const deadline = Date.now() + 20_000; ; ) {
      const client = new pg.Client({ connectionString: bouncerUrl });
      try {
        await client.connect();
        await client.end();
        break;
      } catch (error) {
        if (Date.now() > deadline || bouncer.exitCode !== null) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }, 60_000);

  afterAll(async () => {
    bouncer?.kill();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it("answers the health check with 503 and the setting that fixes it", async () => {
    process.env.DATABASE_URL = bouncerUrl;
    process.env.DATABASE_PREPARED_STATEMENTS = "true";
    const [{ checkHealth }, { messages }, { db }] = await Promise.all([import("@/lib/server/health"), import("@/lib/messages"), import("@/lib/db")]);
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      await expect(checkHealth()).rejects.toMatchObject({ kind: "unavailable", message: messages.api.preparedStatementsUnsupported });
      expect(messages.api.preparedStatementsUnsupported).toMatch(/DATABASE_PREPARED_STATEMENTS=false/);
      expect(logged).toHaveBeenCalledWith(messages.api.preparedStatementsUnsupported);
    } finally {
      logged.mockRestore();
      await db.$disconnect();
    }
  }, 60_000);
});
