// @ts-check
/**
 * After `next build`: a Brotli (.br, quality 11) and a gzip (.gz, level 9)
 * copy of each script and style sheet the build wrote under <build>/static,
 * which server.mjs sends instead of compressing the file on every request
 * (lib/http/precompressed.mjs says why). A copy no smaller than its file is
 * not written. The build folder is lib/config/build-dir.mjs's, as for the
 * build.
 *
 * Usage: node scripts/precompress-static.mjs
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { BUILD_DIR } from "../lib/config/build-dir.mjs";
import { ENCODINGS, PRECOMPRESSED_TYPES } from "../lib/http/precompressed.mjs";

const root = path.join(path.resolve(import.meta.dirname, ".."), BUILD_DIR, "static");
const compressors = {
  br: (/** @type {Buffer} */ bytes) =>
    promisify(brotliCompress)(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
  gzip: (/** @type {Buffer} */ bytes) => promisify(gzip)(bytes, { level: 9 }),
};

const files = (await readdir(root, { recursive: true, encoding: "utf8" })).filter((file) => path.extname(file) in PRECOMPRESSED_TYPES);
let before = 0;
let after = 0;
// A few at a time: zlib runs on libuv's thread pool.
const queue = [...files];
await Promise.all(
  Array.from({ length: 4 }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const source = path.join(root, file);
      const bytes = await readFile(source);
      before += bytes.length;
      for (const [encoding, suffix] of ENCODINGS) {
        const copy = await compressors[encoding](bytes);
        if (copy.length < bytes.length) await writeFile(source + suffix, copy);
        if (encoding === "br") after += Math.min(copy.length, bytes.length);
      }
    }
  }),
);
console.log(`Precompressed ${files.length} scripts and style sheets: ${Math.round(before / 1024)} kB, ${Math.round(after / 1024)} kB with Brotli`);
