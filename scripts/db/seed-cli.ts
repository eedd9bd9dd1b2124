/** npm run db:seed: fills an empty database (DATABASE_URL, or the embedded one) with demo data. */
import { applyMigrations } from "./migrate";
import { seedDemoData } from "./seed";
import { withDevelopmentDatabase } from "./dev-database";

withDevelopmentDatabase(async (url) => {
  await applyMigrations(url);
  console.log((await seedDemoData(url)) ? "Demo data added." : "The database already has data: nothing seeded.");
}).then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
