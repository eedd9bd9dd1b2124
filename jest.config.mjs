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
 */
export default async function config() {
  const unit = await createJestConfig({
    displayName: "unit",
    testEnvironment: "jsdom",
    testMatch: ["<rootDir>/tests/unit/**/*.test.ts?(x)"],
    setupFilesAfterEnv: ["<rootDir>/tests/support/jest-dom.ts"],
    moduleNameMapper,
  })();
  const api = await createJestConfig({
    displayName: "api",
    testEnvironment: "node",
    testMatch: ["<rootDir>/tests/api/**/*.test.ts"],
    moduleNameMapper,
  })();
  return { projects: [unit, api] };
}
