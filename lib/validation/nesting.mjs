// @ts-check
/**
 * How deeply input may nest, and a check of JSON text against it before it
 * is parsed. Plain JavaScript, so that server.mjs (which screens server
 * actions' bodies before Next.js reads them) and the application share it.
 */

/**
 * How deeply input may nest (arrays in objects in arrays…): the deepest form
 * or endpoint needs three or four levels, and React's encoding of a server
 * action's arguments adds one or two.
 */
export const MAX_INPUT_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Where JSON text first nests deeper than `maxDepth` (more than `maxDepth`
 * arrays and objects inside one another), read in one pass without parsing
 * it: `{ path }` names the top-level field (or index) it happens under, as
 * the schemas' messages name fields, or `[]` when the text itself is too deep
 * at its top. Null when it is not. Brackets inside strings do not count; text
 * that is not JSON at all is judged by its brackets alone (JSON.parse refuses
 * it next).
 * @param {string} text
 * @param {number} [maxDepth]
 * @returns {{ path: (string | number)[] } | null}
 */
export function jsonTooDeep(text, maxDepth = MAX_INPUT_DEPTH) {
  let depth = 0;
  let inString = false;
  // At the top level: whether it is an array, the current element's index, or the current member's key (where its string starts and ends).
  let topIsArray = false;
  let index = 0;
  let stringStart = -1;
  let stringEnd = -1;
  let keyStart = -1;
  let keyEnd = -1;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (inString) {
      if (code === BACKSLASH) at += 1;
      else if (code === QUOTE) {
        inString = false;
        if (depth === 1) stringEnd = at;
      }
      continue;
    }
    if (code === QUOTE) {
      inString = true;
      if (depth === 1) stringStart = at;
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      depth += 1;
      if (depth === 1) topIsArray = code === OPEN_ARRAY;
      if (depth > maxDepth) return { path: depth === 1 ? [] : [topIsArray ? index : keyOf(text, keyStart, keyEnd)] };
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth -= 1;
    } else if (depth === 1 && code === COMMA) {
      index += 1;
    } else if (depth === 1 && code === COLON) {
      keyStart = stringStart;
      keyEnd = stringEnd;
    }
  }
  return null;
}

/**
 * Whether JSON text holds more than `maxValues` values (each array item and
 * object member counts, at any depth), counted in one pass without parsing
 * it: parsing, and then decoding and checking, a body of many tiny values
 * costs far more than one of few large ones of the same size. Separators
 * inside strings do not count.
 * @param {string} text
 * @param {number} maxValues
 */
export function jsonHasMoreValuesThan(text, maxValues) {
  let values = 0;
  let inString = false;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (inString) {
      if (code === BACKSLASH) at += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if ((code === COMMA || code === OPEN_ARRAY || code === OPEN_OBJECT) && ++values > maxValues) return true;
  }
  return false;
}

/**
 * The member's key as the parsed object would have it (its escapes read).
 * @param {string} text
 * @param {number} start
 * @param {number} end
 */
function keyOf(text, start, end) {
  if (start < 0 || end < start) return "";
  const quoted = text.slice(start, end + 1);
  try {
    return String(JSON.parse(quoted));
  } catch {
    return quoted.slice(1, -1);
  }
}
