/**
 * npm run db:migrate -- <name>   create a migration from schema changes (dev database)
 * npm run db:deploy              apply committed migrations to DATABASE_URL
 *
 * Without DATABASE_URL, both use the embedded development database.
 */
import { createMigration, applyMigrations } from "./migrate";
import { withDevelopmentDatabase } from "./dev-database";

async function main() {
  const [command, name = "migration"] = process.argv.slice(2);
  await withDevelopmentDatabase(async (url) => {
    if (command === "create") {
      const created = await createMigration(url, name.replace(/[^a-z0-9_]+/gi, "_").toLowerCase());
      console.log(created ? `Created and applied prisma/migrations/${created}` : "The schema matches the migrations: nothing to create.");
    } else if (command === "deploy") {
      const applied = await applyMigrations(url);
      console.log(applied.length ? `Applied ${applied.join(", ")}` : "The database is up to date.");
    } else {
      throw new Error(`Unknown command '${command}'. Use 'create <name>' or 'deploy'.`);
    }
  });
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
