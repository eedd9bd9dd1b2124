// Generates the Prisma client after `npm install`. The client generator is
// WebAssembly; the CLI only needs a schema-engine path to exist, so it gets a
// stand-in instead of downloading a native binary.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import path from "node:path";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const env = {
  ...process.env,
  CHECKPOINT_DISABLE: "1",
  PRISMA_HIDE_UPDATE_MESSAGE: "1",
  PRISMA_SCHEMA_ENGINE_BINARY:
    process.env.PRISMA_SCHEMA_ENGINE_BINARY ??
    path.join(root, "scripts/prisma/schema-engine-unavailable.sh"),
};
const prismaCli = path.join(root, "node_modules/prisma/build/index.js");
const result = spawnSync(process.execPath, [prismaCli, "generate"], { cwd: root, env, stdio: "inherit" });
process.exit(result.status ?? 1);
