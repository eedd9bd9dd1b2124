import { defineConfig } from "prisma/config";

// The connection string is only needed by commands that talk to a database;
// Spotless applies migrations itself (scripts/db), so none is required here.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/spotless" },
});
