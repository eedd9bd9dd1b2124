/**
 * npm run db:migrate -- <name>   create a migration from schema changes (dev database)
 * npm run db:deploy              apply committed migrations to DATABASE_URL
 * npm run db:deploy -- --through <migration>
 *                                only up to that one (a database as an older release left it)
 *
 * Without DATABASE_URL, both use the embedded development database.
 */
import { createMigration, applyMigrations } from "./migrate";
import { withDevelopmentDatabase } from "./dev-database";

async function main() {
  const [command, ...args] = process.argv.slice(2);
  await withDevelopmentDatabase(async (url) => {
    if (command === "create") {
      const created = await createMigration(url, (args[0] ?? "migration").replace(/[^a-z0-9_]+/gi, "_").toLowerCase());
      console.log(created ? `Created and applied prisma/migrations/${created}` : "The schema matches the migrations: nothing to create.");
    } else if (command === "deploy") {
      const through = args[0] === "--through" ? args[1] : undefined;
      if (args.length > 0 && (!through || args.length > 2)) throw new Error("Usage: npm run db:deploy [-- --through <migration folder name>]");
      const applied = await applyMigrations(url, { through });
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
