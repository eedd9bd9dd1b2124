import path from "node:path";
import { loadEnvConfig } from "@next/env";
import { startEmbeddedPostgres } from "./embedded";
import { projectRoot } from "../paths";

// The scripts read .env files the way Next.js does, so both see one configuration.
loadEnvConfig(projectRoot, process.env.NODE_ENV !== "production");

export const DEV_DATA_DIR = path.join(projectRoot, ".data/postgres");
export const DEV_PORT = Number(process.env.SPOTLESS_PG_PORT ?? 54329);

/** Starts the embedded development cluster unless DATABASE_URL names a server. */
export async function openDevelopmentDatabase(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} };
  return startEmbeddedPostgres({ dataDir: DEV_DATA_DIR, port: DEV_PORT, database: "spotless", persistent: true });
}

export async function withDevelopmentDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const db = await openDevelopmentDatabase();
  try {
    return await work(db.url);
  } finally {
    await db.stop();
  }
}
