/**
 * npm run backup -- <file.tar>             the database and the upload folder, into one archive
 * npm run restore -- <file.tar> [--force]  both back (an empty database and folder, unless --force)
 *
 * DATABASE_URL (or, without it, the embedded development database) and
 * UPLOAD_DIR (default `uploads`), as the app reads them, .env included.
 * pg_dump and pg_restore must be of the server's major version (PATH, PG_BIN:
 * scripts/db/pg-tools.ts).
 */
import path from "node:path";
import { createBackup, restoreBackup } from "./backup";
import { withDevelopmentDatabase } from "./dev-database";

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const force = rest.includes("--force");
  const files = rest.filter((arg) => arg !== "--force");
  if ((command !== "backup" && command !== "restore") || files.length !== 1 || (force && command === "backup")) {
    throw new Error("Usage: npm run backup -- <file.tar>, or npm run restore -- <file.tar> [--force]");
  }
  const uploadDir = path.resolve(process.env.UPLOAD_DIR || "uploads");
  if (process.env.UPLOADTHING_TOKEN) console.log("Uploads go to uploadthing here (UPLOADTHING_TOKEN), which keeps them: only the local upload folder is in a backup.");
  await withDevelopmentDatabase(async (databaseUrl) => {
    if (command === "backup") await createBackup({ databaseUrl, uploadDir, file: files[0] });
    else await restoreBackup({ databaseUrl, uploadDir, file: files[0], force });
  });
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
