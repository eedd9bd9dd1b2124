import { randomBytes } from "node:crypto";
import { TestEnvironment } from "jest-environment-node";
import type { EnvironmentContext, JestEnvironmentConfig } from "@jest/environment";
import { createDatabase } from "../support/postgres";

/**
 * The domain tests' Jest environment: before a test file loads anything, a
 * database of its own is made from the run's migrated template
 * (template-start.ts) and named in its DATABASE_URL, so that lib/db connects
 * there when the file first imports it. The databases go with the run's
 * cluster when it stops (the client's pool, which its file cannot end, then
 * has ended with the worker). The domain's clock may be set (TEST_CLOCK_SECRET, as the API
 * suite's servers have it: support.ts's `at`), and payments go through the
 * built-in test checkout whatever a developer's .env says. A file may add variables of its own, read before it
 * loads anything: a docblock `@jest-environment-options {"env": {"NAME": "value"}}`.
 */
export default class DomainEnvironment extends TestEnvironment {
  private readonly fileEnv: Record<string, string>;

  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    this.fileEnv = ((config.projectConfig.testEnvironmentOptions as { env?: Record<string, string> }).env ?? {}) as Record<string, string>;
  }

  async setup() {
    await super.setup();
    const template = process.env.SPOTLESS_TEST_TEMPLATE;
    if (!template) throw new Error("SPOTLESS_TEST_TEMPLATE is not set: run the domain tests with `npm test -- domain`");
    Object.assign(this.global.process.env, {
      DATABASE_URL: await createDatabase(undefined, { template }),
      TEST_CLOCK_SECRET: randomBytes(33).toString("base64url"),
      // The test checkout derives its session ids with it, as the app signs sessions.
      AUTH_SECRET: randomBytes(33).toString("base64url"),
      BUSINESS_TIMEZONE: "UTC",
      STRIPE_SECRET_KEY: "",
      UPLOADTHING_TOKEN: "",
      SMTP_URL: "",
      ...this.fileEnv,
    });
  }
}
