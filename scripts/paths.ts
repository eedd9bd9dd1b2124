import { readFileSync } from "node:fs";
import path from "node:path";

export const projectRoot = path.resolve(__dirname, "..");

/** Next.js's own entry point: run with `node`, so that the pid held is the server's. */
export const nextBin = path.join(projectRoot, "node_modules/next/dist/bin/next");

/**
 * What `npm run build` runs (package.json's build script says the same), each with `node`: Next.js's
 * build, then the scripts' and style sheets' compressed copies server.mjs sends. The test run and the
 * benchmarks build with these.
 */
export const productionBuild = [
  { name: "Production build", args: [nextBin, "build"] },
  { name: "Precompressed scripts and styles", args: [path.join(projectRoot, "scripts/precompress-static.mjs")] },
] as const;

/** Spotless's production server (`npm start`): Next.js's handler, told each connection's address. */
export const serverEntry = path.join(projectRoot, "server.mjs");

/**
 * What `npm start` runs after `node`: its settings for V8 (package.json's
 * start script, `node [flags] server.mjs`), then server.mjs. The test
 * run and the benchmarks start the server with these, so that they measure
 * the server people run.
 */
export function serverArgs(): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(projectRoot, "package.json"), "utf8")) as { scripts: { start: string } };
  const [command, ...args] = scripts.start.trim().split(/\s+/);
  if (command !== "node" || args.at(-1) !== "server.mjs" || !args.slice(0, -1).every((flag) => flag.startsWith("--"))) {
    throw new Error(`package.json's start script must read "node [--flags] server.mjs", not "${scripts.start}"`);
  }
  return [...args.slice(0, -1), serverEntry];
}
