/**
 * Prisma's schema engine (the part behind `prisma migrate`) compiled to
 * WebAssembly, driven through the pg driver adapter. Spotless uses it instead of
 * the CLI's native engine binary, which Prisma downloads on first use: this way
 * creating and applying migrations works on a machine without that download,
 * and writes the same migration files and `_prisma_migrations` rows as the CLI.
 */
import { readFile, readdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory, ColumnTypeEnum } from "@prisma/driver-adapter-utils";
import type {
  SqlDriverAdapter,
  SqlMigrationAwareDriverAdapterFactory,
  SqlQuery,
  SqlQueryable,
} from "@prisma/driver-adapter-utils";

import { projectRoot } from "../paths";

export const schemaPath = path.join(projectRoot, "prisma/schema.prisma");
export const migrationsDir = path.join(projectRoot, "prisma/migrations");

// The schema describer reads catalog columns of Postgres's internal `"char"`
// type (oid 18; e.g. pg_constraint.contype, which PostgreSQL 18 also fills for
// NOT NULL constraints). The pg adapter has no mapping for it; the engine reads
// such columns as single characters, so they are reported as Character.
const PG_CHAR_OID = 18;
const PG_TEXT_OID = 25;

type RawIO = (query: SqlQuery) => Promise<{ fields: { dataTypeID: number }[]; rows: unknown[][] }>;

function withCharColumns(adapter: SqlDriverAdapter): SqlQueryable["queryRaw"] {
  const performIO = (adapter as unknown as { performIO: RawIO }).performIO.bind(adapter);
  const queryRaw = adapter.queryRaw;
  return async (query) => {
    const charColumns: number[] = [];
    const view = Object.create(adapter, {
      performIO: {
        value: async (q: SqlQuery) => {
          const result = await performIO(q);
          result.fields.forEach((field, index) => {
            if (field.dataTypeID === PG_CHAR_OID) {
              field.dataTypeID = PG_TEXT_OID;
              charColumns.push(index);
            }
          });
          return result;
        },
      },
    });
    const resultSet = await queryRaw.call(view, query);
    for (const index of charColumns) resultSet.columnTypes[index] = ColumnTypeEnum.Character;
    return resultSet;
  };
}

function poolConfig(url: string, database?: string): pg.PoolConfig {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 5432),
    user: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    database: database ?? parsed.pathname.slice(1),
    max: 4,
  };
}

/**
 * The adapter as the engine needs it: catalog `"char"` columns readable, and
 * each migration script run as one query, so that it applies in one
 * transaction (the adapter's own executeScript splits on ';').
 */
function forSchemaEngine(adapter: SqlDriverAdapter, pool: pg.Pool): SqlDriverAdapter {
  return Object.assign(Object.create(adapter), {
    queryRaw: withCharColumns(adapter),
    executeScript: async (script: string) => {
      await pool.query(script);
    },
  }) as SqlDriverAdapter;
}

function adapterFactory(url: string): SqlMigrationAwareDriverAdapterFactory {
  const connect = async (database?: string, onDispose?: () => Promise<void>) => {
    const pool = new pg.Pool(poolConfig(url, database));
    const adapter = await new PrismaPg(pool).connect();
    const wrapped = forSchemaEngine(adapter, pool);
    wrapped.dispose = async () => {
      await pool.end();
      await onDispose?.();
    };
    return wrapped;
  };
  return {
    provider: "postgres",
    adapterName: "@prisma/adapter-pg",
    connect: () => connect(),
    // The engine replays migrations into a throw-away database to diff them.
    connectToShadowDb: async () => {
      const name = `spotless_shadow_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
      const admin = new pg.Client(poolConfig(url));
      await admin.connect();
      await admin.query(`CREATE DATABASE "${name}"`);
      await admin.end();
      return connect(name, async () => {
        const cleanup = new pg.Client(poolConfig(url));
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await cleanup.end();
      });
    },
  };
}

type EngineModule = typeof import("@prisma/schema-engine-wasm");
type SchemaEngine = Awaited<ReturnType<EngineModule["SchemaEngine"]["new"]>>;

// The wasm-bindgen glue keeps views of the instance's memory: instantiate once
// per process and share it between engines.
let engineModule: Promise<EngineModule> | undefined;
const loadEngineModule = () => (engineModule ??= instantiateEngineModule());

async function instantiateEngineModule(): Promise<EngineModule> {
  // The engine reports a Rust panic's message here before throwing.
  (globalThis as Record<string, unknown>).PRISMA_WASM_PANIC_REGISTRY = {
    set_message: (message: string) => console.error(`Prisma schema engine panic: ${message}`),
  };
  // Node 20 cannot import a .wasm file as an ES module: instantiate it by hand
  // with the wasm-bindgen glue as its import object.
  const require = createRequire(__filename);
  const dir = path.dirname(require.resolve("@prisma/schema-engine-wasm"));
  const glue = await import(pathToFileURL(path.join(dir, "schema_engine_bg.js")).href);
  const bytes = await readFile(path.join(dir, "schema_engine_bg.wasm"));
  const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": glue });
  glue.__wbg_set_wasm(instance.exports);
  (instance.exports as { __wbindgen_start: () => void }).__wbindgen_start();
  return glue as EngineModule;
}

export async function openSchemaEngine(url: string): Promise<SchemaEngine> {
  const engine = await loadEngineModule();
  const schema = await readFile(schemaPath, "utf8");
  const logs = process.env.SPOTLESS_MIGRATE_DEBUG ? (line: string) => console.error(line) : () => {};
  return engine.SchemaEngine.new(
    { datamodels: [[schemaPath, schema]] },
    logs,
    bindMigrationAwareSqlAdapterFactory(adapterFactory(url)),
  );
}

export async function readSchema() {
  return { files: [{ path: schemaPath, content: await readFile(schemaPath, "utf8") }] };
}

export async function listMigrations() {
  const entries = await readdir(migrationsDir, { withFileTypes: true }).catch(() => []);
  const directories = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort()
      .map(async (name) => {
        const file = path.join(migrationsDir, name, "migration.sql");
        const content = await readFile(file, "utf8").then(
          (value) => ({ tag: "ok" as const, value }),
          (error: Error) => ({ tag: "error" as const, value: error.message }),
        );
        return { path: name, migrationFile: { path: "migration.sql", content } };
      }),
  );
  const lockPath = path.join(migrationsDir, "migration_lock.toml");
  return {
    baseDir: migrationsDir,
    lockfile: { path: lockPath, content: await readFile(lockPath, "utf8").catch(() => null) },
    shadowDbInitScript: "",
    migrationDirectories: directories,
  };
}

export const noFilters = { externalTables: [], externalEnums: [] };
