import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { copyFile, link, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { findPgProgram, serverMajor } from "./pg-tools";
import { listMigrations } from "./schema-engine";

const run = promisify(execFile);

/**
 * One backup of a Spotless site: a .tar archive holding
 * - `spotless-backup.json`: what it holds (format, when, the server's major version, the upload count),
 * - `database.dump`: the whole database, as pg_dump's custom format,
 * - `uploads/`: the upload folder (UPLOAD_DIR: avatars, service photos, logos).
 *
 * The two are taken at one moment: the database's snapshot is exported first,
 * the upload folder is copied at once (hard links where the archive is made on
 * the same disk, so that a file the site deletes meanwhile is still held), and
 * pg_dump then dumps exactly that snapshot. Files are added before the rows
 * that name them, so every file a row of the dump names is in the copy;
 * any that is not (lost from the disk before) is listed.
 */
const MANIFEST = "spotless-backup.json";
const DUMP = "database.dump";
const UPLOADS = "uploads";
const FORMAT = 1;

type Manifest = { format: number; takenAt: string; postgres: number; database: string; uploads: number; missingUploads: string[] };

export type BackupOptions = { databaseUrl: string; uploadDir: string; file: string; log?: (line: string) => void };

/** libpq's connection string without its password, which goes in PGPASSWORD (not on a command line others can read). */
function forLibpq(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { dbname: url.toString(), env: { ...process.env, ...(password && { PGPASSWORD: password }) } };
}

const databaseLabel = (databaseUrl: string) => {
  const url = new URL(databaseUrl);
  return `database ${url.pathname.slice(1)} on ${url.hostname}:${url.port || 5432}`;
};

/** Every file under `from` into `to`: a hard link where both are on one disk, else a copy. Returns how many. */
async function copyTree(from: string, to: string): Promise<number> {
  await mkdir(to, { recursive: true });
  let files = 0;
  for (const entry of await readdir(from, { withFileTypes: true }).catch(() => [])) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) files += await copyTree(source, target);
    else if (entry.isFile()) {
      await link(source, target).catch(() => copyFile(source, target));
      files++;
    }
  }
  return files;
}

/** The local upload files the database names (`/uploads/<folder>/<name>`), as paths inside the upload folder. */
async function namedUploads(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ url: string }>(`
    SELECT image AS url FROM "User" WHERE image LIKE '/uploads/%'
    UNION SELECT "logoUrl" FROM "BusinessSettings" WHERE "logoUrl" LIKE '/uploads/%'
    UNION SELECT variant->>'url' FROM "ServicePhoto", jsonb_array_elements(variants) AS variant WHERE variant->>'url' LIKE '/uploads/%'`);
  return rows.map((row) => row.url.slice("/uploads/".length)).sort();
}

export async function createBackup({ databaseUrl, uploadDir, file, log = console.log }: BackupOptions): Promise<Manifest> {
  if (existsSync(file)) throw new Error(`${file} already exists: choose another name (a backup never overwrites a file).`);
  const major = await serverMajor(databaseUrl);
  const pgDump = await findPgProgram("pg_dump", major);
  log(`Backing up the ${databaseLabel(databaseUrl)} (PostgreSQL ${major}, with ${pgDump}) and the upload folder ${uploadDir} into ${file}`);

  const staging = await mkdtemp(path.join(path.dirname(path.resolve(file)), ".spotless-backup-"));
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    // The snapshot pg_dump will dump, held open until it has; the folder is copied as of the same moment.
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const [{ snapshot }] = (await client.query<{ snapshot: string }>("SELECT pg_export_snapshot() AS snapshot")).rows;
    const uploads = await copyTree(uploadDir, path.join(staging, UPLOADS));
    const { dbname, env } = forLibpq(databaseUrl);
    await run(pgDump, ["--format=custom", `--snapshot=${snapshot}`, `--file=${path.join(staging, DUMP)}`, `--dbname=${dbname}`], { env, maxBuffer: 16 * 1024 * 1024 });
    const named = await namedUploads(client);
    await client.query("COMMIT");

    const missingUploads = named.filter((name) => !existsSync(path.join(staging, UPLOADS, name)));
    const manifest: Manifest = { format: FORMAT, takenAt: new Date().toISOString(), postgres: major, database: new URL(databaseUrl).pathname.slice(1), uploads, missingUploads };
    await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const partial = `${file}.partial`;
    await run("tar", ["-cf", partial, "-C", staging, MANIFEST, DUMP, UPLOADS]);
    await rename(partial, file);

    log(`Done: ${file} (${((await stat(file)).size / 1_048_576).toFixed(1)} MB) holds the database and ${uploads} uploaded files.`);
    if (missingUploads.length > 0) {
      log(`Warning: ${missingUploads.length} files the database names were not in ${uploadDir} (missing before the backup): ${missingUploads.join(", ")}`);
    }
    return manifest;
  } finally {
    await client.end().catch(() => {});
    await rm(staging, { recursive: true, force: true });
  }
}

export type RestoreOptions = BackupOptions & { force?: boolean };

export type RestoreResult = { manifest: Manifest; pendingMigrations: string[] };

/** Tables, views and sequences outside PostgreSQL's own schemas. */
async function relationCount(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ count: string }>(`
    SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname <> 'information_schema' AND n.nspname NOT LIKE 'pg\\_%'`);
  return Number(rows[0].count);
}

const fileCount = async (folder: string): Promise<number> => {
  let files = 0;
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => [])) if (entry.isFile()) files++;
  return files;
};

/**
 * Puts a backup back: the database from its dump (pg_restore, in one
 * transaction) and the upload folder from its copy. An empty database and
 * upload folder only, unless `force`: then what they hold is dropped first
 * (every schema of the database, every file of the folder).
 */
export async function restoreBackup({ databaseUrl, uploadDir, file, force = false, log = console.log }: RestoreOptions): Promise<RestoreResult> {
  if (!existsSync(file)) throw new Error(`${file} does not exist.`);
  const staging = await mkdtemp(path.join(path.dirname(path.resolve(file)), ".spotless-restore-"));
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await run("tar", ["-xf", file, "-C", staging]);
    const manifest = JSON.parse(await readFile(path.join(staging, MANIFEST), "utf8").catch(() => "null")) as Manifest | null;
    if (manifest?.format !== FORMAT || !existsSync(path.join(staging, DUMP))) throw new Error(`${file} is not a Spotless backup (npm run backup makes them).`);
    const major = await serverMajor(databaseUrl);
    const pgRestore = await findPgProgram("pg_restore", major);
    log(`Restoring ${file} (taken ${manifest.takenAt} from PostgreSQL ${manifest.postgres}: the database and ${manifest.uploads} uploaded files) into the ${databaseLabel(databaseUrl)} (PostgreSQL ${major}, with ${pgRestore}) and ${uploadDir}`);

    await client.connect();
    const [relations, files] = [await relationCount(client), await fileCount(uploadDir)];
    if ((relations > 0 || files > 0) && !force) {
      throw new Error(
        `The ${databaseLabel(databaseUrl)} holds ${relations} tables, views or sequences and ${uploadDir} holds ${files} files: ` +
          "nothing was changed. Restore into an empty database and folder, or add --force to replace what they hold.",
      );
    }
    if (relations > 0) {
      log("Replacing the database's contents (--force): dropping its schemas.");
      const { rows } = await client.query<{ name: string }>(`SELECT nspname AS name FROM pg_namespace WHERE nspname <> 'information_schema' AND nspname NOT LIKE 'pg\\_%'`);
      await client.query("BEGIN");
      for (const { name } of rows) await client.query(`DROP SCHEMA ${client.escapeIdentifier(name)} CASCADE`);
      await client.query("CREATE SCHEMA public");
      await client.query("COMMIT");
    }
    const { dbname, env } = forLibpq(databaseUrl);
    await run(pgRestore, ["--no-owner", "--single-transaction", "--exit-on-error", `--dbname=${dbname}`, path.join(staging, DUMP)], { env, maxBuffer: 16 * 1024 * 1024 });
    log("The database is restored.");

    if (files > 0) {
      log(`Replacing the upload folder's ${files} files (--force).`);
      await rm(uploadDir, { recursive: true, force: true });
    }
    const restored = await copyTree(path.join(staging, UPLOADS), uploadDir);
    log(`${restored} uploaded files are back in ${uploadDir}.`);

    const applied = new Set(
      (await client.query<{ name: string }>(`SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`)).rows.map((row) => row.name),
    );
    const pendingMigrations = (await listMigrations()).migrationDirectories.map((directory) => directory.path).filter((name) => !applied.has(name));
    if (pendingMigrations.length > 0) log(`The backup is from an earlier release: run \`npm run db:deploy\` to apply its ${pendingMigrations.length} newer migrations before starting the app.`);
    return { manifest, pendingMigrations };
  } finally {
    await client.end().catch(() => {});
    await rm(staging, { recursive: true, force: true });
  }
}
