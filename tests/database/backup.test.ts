import { randomBytes, randomUUID } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { clusterWithDumpTools, createDatabase, recreateDatabase, runScript, type Cluster } from "./support";

/**
 * `npm run backup` and `npm run restore`: one archive holds the database and
 * the upload folder, and puts both back on an empty server; it refuses to
 * restore over data unless told --force.
 */
let cluster: Cluster;
let url: string;
let work: string;
let uploadDir: string;
let archive: string;

const env = () => ({ DATABASE_URL: url, UPLOAD_DIR: uploadDir });
const backup = () => runScript("scripts/db/backup-cli.ts", ["backup", archive], env());
const restore = (...flags: string[]) => runScript("scripts/db/backup-cli.ts", ["restore", archive, ...flags], env());

/** What the site holds: each table's rows, the bookings' states, and whose avatar is where. */
async function contents() {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const [{ rows: counts }, { rows: bookings }, { rows: avatars }, { rows: migrations }] = [
      await client.query(`SELECT (SELECT count(*) FROM "User") AS users, (SELECT count(*) FROM "Service") AS services, (SELECT count(*) FROM "Slot") AS slots,
                                 (SELECT count(*) FROM "Review") AS reviews, (SELECT count(*) FROM "Bay") AS bays, (SELECT count(*) FROM "ServicePhoto") AS photos`),
      await client.query(`SELECT md5(string_agg(concat_ws('|', id, status, payment, "bayId"), ',' ORDER BY id)) AS digest, count(*) FROM "Booking"`),
      await client.query(`SELECT email, image FROM "User" WHERE image IS NOT NULL ORDER BY email`),
      await client.query(`SELECT count(*) FROM _prisma_migrations`),
    ];
    return { counts: counts[0], bookings: bookings[0], avatars, migrations: migrations[0] };
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  cluster = await clusterWithDumpTools();
  url = await createDatabase(cluster.url);
  work = await mkdtemp(path.join(os.tmpdir(), "spotless-backup-test-"));
  uploadDir = path.join(work, "uploads");
  archive = path.join(work, "site.tar");
  await runScript("scripts/db/seed-cli.ts", [], { DATABASE_URL: url });
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
  if (work) await rm(work, { recursive: true, force: true });
}, 60_000);

describe("a backup", () => {
  const avatar = randomBytes(256);
  const name = `${randomUUID()}.png`;
  let before: Awaited<ReturnType<typeof contents>>;

  it("holds the database and the uploaded files, and restores both into an empty database and folder", async () => {
    // An avatar as the site stores one: the file in the upload folder, its address on the account.
    await mkdir(path.join(uploadDir, "avatars"), { recursive: true });
    await writeFile(path.join(uploadDir, "avatars", name), avatar);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`UPDATE "User" SET image = $1 WHERE email = 'customer@spotless.test'`, [`/uploads/avatars/${name}`]);
    await client.end();
    before = await contents();
    expect(Number(before.bookings.count)).toBeGreaterThan(0);

    expect(await backup()).toMatch(/holds the database and 1 uploaded files/);
    await expect(backup()).rejects.toThrow(/already exists/);

    // A new server: an empty database and no upload folder.
    await recreateDatabase(url);
    await rm(uploadDir, { recursive: true, force: true });

    const said = await restore();
    expect(said).toMatch(/The database is restored/);
    expect(said).toMatch(/1 uploaded files are back/);
    expect(await contents()).toEqual(before);
    expect(await readFile(path.join(uploadDir, "avatars", name))).toEqual(avatar);
  }, 180_000);

  it("refuses to restore over a database that holds data, and replaces it when told --force", async () => {
    const refused = await restore().then(
      () => null,
      (error: { output: string; code: number }) => error,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.output).toMatch(/nothing was changed.*--force/);

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DELETE FROM "Review"`);
    await client.end();
    await writeFile(path.join(uploadDir, "avatars", `${randomUUID()}.png`), "made after the backup");

    const said = await restore("--force");
    expect(said).toMatch(/Replacing the database's contents/);
    expect(await contents()).toEqual(before);
    expect(await readFile(path.join(uploadDir, "avatars", name))).toEqual(avatar);
    expect(await readdir(path.join(uploadDir, "avatars"))).toEqual([name]);
  }, 180_000);
});
