// @ts-check
import v8 from "node:v8";

/**
 * V8 settings server.mjs applies as it starts, beside the ones package.json's start script passes on the
 * command line. These live here rather than in the start script because not every supported Node.js
 * release knows them, and Node.js 20 refuses to start on a command-line flag it does not know.
 *
 * `--no-maglev-destroy-on-background`: V8's Maglev compiler (on from Node.js 22) compiles hot functions on
 * a helper thread; the V8 of Node.js 24 (13.6) then hands each finished job back to a helper thread to be
 * freed (Node.js 22's V8, 12.4, has no such setting; this one is set from V8 13 on). Under a
 * steady load those frees fall behind and the jobs' memory piles up: during eight seconds of the catalogue
 * search at one connection, V8's compiler memory rose from 20 MB to a 66-70 MB peak, and glibc kept most
 * of it resident (236-246 MB afterwards). Freed on the main thread as each job finishes, it peaked at 27-29
 * MB (189-195 MB afterwards), with as many requests per second (369-377 against 362-374).
 */
const MAGLEV_DESTROY_ON_BACKGROUND = "maglev-destroy-on-background";
/** The first V8 release (major) given the setting: Node.js 24's. */
const FROM_V8_MAJOR = 13;

/** A command-line V8 flag's name, without `--`, `no-` or a value, dashes for underscores. */
const flagName = (arg) => /^--(?:no-)?([\w-]+)/.exec(arg)?.[1]?.replaceAll("_", "-");

/**
 * The flags to set for this V8 release: none before FROM_V8_MAJOR, and none the command line already
 * chose (`node --maglev-destroy-on-background server.mjs` keeps V8's default).
 *
 * @param {{ v8Version: string; execArgv: readonly string[] }} runtime
 * @returns {string[]}
 */
export function runtimeV8Flags({ v8Version, execArgv }) {
  if (Number.parseInt(v8Version, 10) < FROM_V8_MAJOR) return [];
  if (execArgv.some((arg) => flagName(arg) === MAGLEV_DESTROY_ON_BACKGROUND)) return [];
  return [`--no-${MAGLEV_DESTROY_ON_BACKGROUND}`];
}

/** Sets runtimeV8Flags() for this process; server.mjs calls it first, before the application's code loads. */
export function applyRuntimeV8Flags() {
  for (const flag of runtimeV8Flags({ v8Version: process.versions.v8, execArgv: process.execArgv })) v8.setFlagsFromString(flag);
}
