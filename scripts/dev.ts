/**
 * `npm run dev`: with no configuration, starts the embedded PostgreSQL (data in
 * .data/postgres, kept across restarts); with DATABASE_URL, uses that server
 * and starts nothing. Either way it applies migrations, seeds demo data into
 * an empty database, then runs the Next.js development server.
 *
 * The server listens on loopback only (127.0.0.1:3000) unless given
 * `-H <host>` (e.g. `-H 0.0.0.0` for the network) and/or `-p <port>`; without
 * APP_URL, links in emails and payments point to where it listens
 * (scripts/dev-address.ts).
 */
import { spawn } from "node:child_process";
import { openDevelopmentDatabase } from "./db/dev-database";
import { applyMigrations } from "./db/migrate";
import { seedDemoData } from "./db/seed";
import { devAddress } from "./dev-address";
import { developmentAuthSecret } from "./dev-secret";
import { nextBin, projectRoot } from "./paths";

async function main() {
  const address = devAddress(process.argv.slice(2));
  const external = Boolean(process.env.DATABASE_URL);
  console.log(external ? "Using the database at DATABASE_URL." : "Starting the embedded PostgreSQL (.data/postgres)...");
  const database = await openDevelopmentDatabase();

  const applied = await applyMigrations(database.url);
  if (applied.length) console.log(`Applied migrations: ${applied.join(", ")}`);
  if (await seedDemoData(database.url)) console.log("Added the demo data (see the README for the demo accounts).");

  console.log(`Spotless: ${address.appUrl} (links in emails and payments point here; set APP_URL to change it)`);
  if (address.exposed) {
    console.warn(
      `Warning: the development server listens on ${address.hostname}, reachable from other machines. ` +
        "Its /dev/mailbox page shows every email it sends, password-reset links included, to anyone who can reach it.",
    );
  }
  const next = spawn(process.execPath, [nextBin, "dev", ...address.args], {
    cwd: projectRoot,
    stdio: "inherit",
    env: { ...process.env, APP_URL: address.appUrl, DATABASE_URL: database.url, AUTH_SECRET: await developmentAuthSecret(), NEXT_TELEMETRY_DISABLED: "1" },
  });

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    if (next.exitCode === null) next.kill("SIGTERM");
    await database.stop().catch(() => {});
    process.exit(code);
  };
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));
  next.on("exit", (code) => void stop(code ?? 0));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
