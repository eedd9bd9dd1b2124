// @ts-check
import v8 from "node:v8";

/**
 * V8 settings server.mjs applies as it starts, beside the ones package.json's start script passes on the
 * command line. These live here rather than in the start script because not every supported Node.js
 * release knows them, and Node.js 20 refuses to start on a command-line flag it does not know.
 *
 * `--no-maglev-destroy-on-background`: V8's Maglev compiler (Node.js 22 and later) compiles hot functions
 * on a helper thread, and from V8 13 hands each finished job back to a helper thread to be freed. Under a
 * steady load the main thread finishes jobs faster than those frees run, so the jobs' memory piles up: with
 * it, the catalogue search at one connection for eight seconds took V8's compiler memory from 20 to about
 * 67 MB at its peak, and glibc kept most of that resident afterwards (236-246 MB against 190-195 MB without
 * it; requests per second the same, 362-374 against 369-373). Freed by the main thread as each job
 * finishes, the memory never piles up.
 */
const SETTINGS = [{ flag: "maglev-destroy-on-background", value: false, fromV8Major: 13 }];

/**
 * The flags to set for this V8 release: each setting its release knows, unless the command line already
 * chose it (`node --maglev-destroy-on-background server.mjs` keeps V8's default).
 *
 * @param {{ v8Version: string; execArgv: readonly string[] }} runtime
 * @returns {string[]}
 */
export function runtimeV8Flags({ v8Version, execArgv }) {
  const major = Number.parseInt(v8Version, 10);
  const chosen = (flag) => execArgv.some((arg) => /^--(no-)?([\w-]+)/.exec(arg)?.[2]?.replaceAll("_", "-") === flag);
  return SETTINGS.filter(({ flag, fromV8Major }) => major >= fromV8Major && !chosen(flag)).map(({ flag, value }) => (value ? `--${flag}` : `--no-${flag}`));
}

/** Sets runtimeV8Flags() for this process; server.mjs calls it first, before the application's code loads. */
export function applyRuntimeV8Flags() {
  for (const flag of runtimeV8Flags({ v8Version: process.versions.v8, execArgv: process.execArgv })) v8.setFlagsFromString(flag);
}
