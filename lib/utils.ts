import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names (clsx) and lets a later Tailwind class replace an earlier one it conflicts with
 * (`cn("px-4 py-2", "p-0")` is `"p-0"`), as tailwind-merge does: its algorithm, with a table of the
 * class groups this project writes instead of tailwind-merge's whole configuration (about 8 kB of
 * gzipped script that every page's browser code carried). `tests/unit/class-merge.test.ts` checks
 * that it merges every class the source holds, and every pair of them, exactly as tailwind-merge does;
 * a class it does not know is kept as it is.
 */
export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}

// A class's group, from its base (its variants and `!` taken off, a leading `-` too): the first rule that
// matches; `$1` is the rule's first capture. Ordered from the most specific.
const SIDE = "(?:x|y|s|e|t|r|b|l)";
const CORNER = "(?:s|e|t|r|b|l|ss|se|ee|es|tl|tr|br|bl)";
const SIZE_WORD = "(?:xs|sm|base|lg|[2-9]?xl)";
const ARBITRARY = "(?:\\[.+\\]|\\(.+\\))";
const LENGTH = "(?:\\[(?:length:)?[\\d.]+(?:px|rem|em)\\]|\\(length:.+\\))";
// Values: a spacing step, and what widths, heights and offsets also take.
const STEP = `(?:\\d+(?:\\.\\d+)?|px|auto|${ARBITRARY})`;
const EXTENT = `(?:${STEP}|\\d+/\\d+|full|screen|[dsl]v[hw]|fit|min|max|none|prose|xs|sm|md|lg|[2-7]?xl)`;
const rule = (pattern: string, group: string) => [new RegExp(`^(?:${pattern})$`), group] as const;
const RULES = [
  rule("block|inline-block|inline|flex|inline-flex|table|inline-table|table-caption|table-cell|table-column|table-column-group|table-footer-group|table-header-group|table-row-group|table-row|flow-root|grid|inline-grid|contents|list-item|hidden", "display"),
  rule("static|fixed|absolute|relative|sticky", "position"),
  rule("visible|invisible|collapse", "visibility"),
  rule("sr-only|not-sr-only", "sr"),
  rule("truncate|text-ellipsis|text-clip", "text-overflow"),
  rule("uppercase|lowercase|capitalize|normal-case", "text-transform"),
  rule("underline|overline|line-through|no-underline", "text-decoration"),
  rule("tabular-nums|proportional-nums", "fvn-spacing"),
  rule("@container", "container-type"),
  rule("\\[(--[\\w-]+|[a-z-]+):.+\\]", "arbitrary..$1"),
  rule(`inset-(x|y)-${EXTENT}`, "inset-$1"),
  rule(`inset-${EXTENT}`, "inset"),
  rule(`(top|right|bottom|left|basis)-${EXTENT}`, "$1"),
  rule("(z|order)-(?:\\d+|auto|" + ARBITRARY + ")", "$1"),
  rule("flex-(?:row|row-reverse|col|col-reverse)", "flex-direction"),
  rule("flex-(?:wrap|wrap-reverse|nowrap)", "flex-wrap"),
  rule("flex-(?:\\d+|\\d+/\\d+|auto|initial|none)|flex-" + ARBITRARY, "flex"),
  rule("(grow|shrink)(?:-.+)?", "$1"),
  rule("grid-cols-.+", "grid-cols"),
  rule("col-start-.+", "col-start"),
  rule("col-(?:auto|span-.+)", "col-start-end"),
  rule("row-(?:auto|span-.+)", "row-start-end"),
  rule(`gap-(x|y)-${STEP}`, "gap-$1"),
  rule(`gap-${STEP}`, "gap"),
  rule("justify-(?:start|end|center|between|around|evenly|stretch|baseline|normal)", "justify-content"),
  rule("justify-self-.+", "justify-self"),
  rule("content-(?:normal|center|start|end|between|around|evenly|baseline|stretch)", "align-content"),
  rule("content-(?:none|" + ARBITRARY + ")", "content"),
  rule("items-.+", "align-items"),
  rule("self-.+", "align-self"),
  rule("place-items-.+", "place-items"),
  rule(`(p|px|py|pt|pr|pb|pl|ps|pe|m|mx|my|mt|mr|mb|ml|ms|me|space-x|space-y|scroll-mt)-${STEP}`, "$1"),
  rule(`(w|h|size|min-w|max-w|min-h|max-h)-${EXTENT}`, "$1"),
  rule("(leading|tracking|line-clamp)-.+", "$1"),
  rule(`text-(?:${SIZE_WORD}|${LENGTH})`, "font-size"),
  rule("text-(?:left|center|right|justify|start|end)", "text-alignment"),
  rule("text-(?:wrap|nowrap|balance|pretty)", "text-wrap"),
  rule("text-.+", "text-color"),
  rule("font-(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black)", "font-weight"),
  rule("font-.+", "font-family"),
  rule("list-(?:none|disc|decimal)", "list-style-type"),
  rule("underline-offset-.+", "underline-offset"),
  rule("decoration-(?:\\d+|auto|from-font)", "text-decoration-thickness"),
  rule("decoration-(?:solid|double|dotted|dashed|wavy)", "text-decoration-style"),
  rule("decoration-.+", "text-decoration-color"),
  rule("whitespace-.+", "whitespace"),
  rule("break-(?:normal|words|all|keep)", "break"),
  rule("align-.+", "vertical-align"),
  rule("bg-(?:fixed|local|scroll|auto|cover|contain|none|repeat.*|no-repeat|clip-.+|origin-.+|linear-.+|radial.*|conic.*|top.*|bottom.*|left.*|right.*|center)", "bg-other"),
  rule("bg-.+", "bg-color"),
  rule("to-.+", "gradient-to"),
  rule("border-(?:collapse|separate)", "border-collapse"),
  rule("border-(?:solid|dashed|dotted|double|hidden|none)", "border-style"),
  rule("border(?:-\\d+)?", "border-w"),
  rule(`border-(${SIDE})(?:-\\d+)?`, "border-w-$1"),
  rule(`border-(${SIDE})-.+`, "border-color-$1"),
  rule("border-.+", "border-color"),
  rule(`rounded-(${CORNER})(?:-.+)?`, "rounded-$1"),
  rule("rounded(?:-.+)?", "rounded"),
  rule(`shadow(?:-(?:2xs|xs|sm|md|lg|xl|2xl|none|\\[.+\\]))?`, "shadow"),
  rule("drop-shadow(?:-(?:xs|sm|md|lg|xl|2xl|none))?", "drop-shadow"),
  rule(`ring(?:-\\d+|-${LENGTH}|-\\[\\d+px\\])?`, "ring-w"),
  rule("ring-.+", "ring-color"),
  rule("outline(?:-\\d+)?", "outline-w"),
  rule("outline-(?:solid|dashed|dotted|double|none|hidden)", "outline-style"),
  rule("transition(?:-(?:all|colors|opacity|shadow|transform|none|\\[.+\\]))?", "transition"),
  rule("animate-(?:spin|ping|pulse|bounce|none)|animate-" + ARBITRARY, "animate"),
  rule("(duration|cursor|pointer-events|appearance|accent|caption|float|opacity|aspect|fill|translate-x|translate-y)-.+", "$1"),
  rule("select-(?:none|text|all|auto)", "select"),
  rule("object-(?:contain|cover|fill|none|scale-down)", "object-fit"),
  rule("object-(?:bottom|center|left|left-bottom|left-top|right|right-bottom|right-top|top)|object-" + ARBITRARY, "object-position"),
  rule("overflow-(x|y)-.+", "overflow-$1"),
  rule("overflow-.+", "overflow"),
  rule("backdrop-blur(?:-.+)?", "backdrop-blur"),
  rule("divide-y(?:-\\d+)?", "divide-y"),
] as const;

// What a class of a group replaces besides its own group (a later `p-0` replaces `px-4`; `size-9` replaces `w-` and `h-`).
const sides = (prefix: string, names: string) => names.split(" ").map((name) => `${prefix}${name}`);
const CONFLICTS: Record<string, string[]> = {
  p: sides("p", "x y s e bs be t r b l"),
  px: sides("p", "s e r l"),
  py: sides("p", "bs be t b"),
  m: sides("m", "x y s e bs be t r b l"),
  mx: sides("m", "s e r l"),
  my: sides("m", "bs be t b"),
  size: ["w", "h"],
  gap: ["gap-x", "gap-y"],
  inset: ["inset-x", "inset-y", "inset-bs", "inset-be", "start", "end", "top", "right", "bottom", "left"],
  "inset-x": ["start", "end", "right", "left"],
  "inset-y": ["inset-bs", "inset-be", "top", "bottom"],
  flex: ["basis", "grow", "shrink"],
  overflow: ["overflow-x", "overflow-y"],
  "line-clamp": ["display", "overflow"],
  "font-size": ["leading"],
  "fvn-spacing": ["fvn-normal"],
  rounded: sides("rounded-", "s e t r b l ss se ee es tl tr br bl"),
  "border-w": sides("border-w-", "x y s e bs be t r b l"),
  "border-color": sides("border-color-", "x y s e bs be t r b l"),
};

function classGroup(base: string): string | undefined {
  const name = base.startsWith("-") && base.length > 1 ? base.slice(1) : base;
  for (const [pattern, group] of RULES) {
    const match = pattern.exec(name);
    if (match) return group.replace("$1", match[1] ?? "");
  }
  return undefined;
}

// Variants whose order changes what they select; the others are compared in any order (`hover:focus:` is `focus:hover:`).
const ORDERED_VARIANTS = new Set(["*", "**", "after", "backdrop", "before", "details-content", "file", "first-letter", "first-line", "marker", "placeholder", "selection"]);

function variantKey(variants: string[]) {
  const sorted: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant.startsWith("[") || ORDERED_VARIANTS.has(variant)) {
      sorted.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  return [...sorted, ...run.sort()].join(":");
}

/** A class's variants, its base, whether it is `!important`, and where a `/` modifier starts in its base. */
function parseClass(name: string) {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  let slash: number | undefined;
  for (let index = 0; index < name.length; index++) {
    const character = name[index];
    if (depth === 0 && character === ":") {
      variants.push(name.slice(start, index));
      start = index + 1;
    } else if (depth === 0 && character === "/") slash = index;
    else if (character === "[" || character === "(") depth++;
    else if (character === "]" || character === ")") depth--;
  }
  let base = name.slice(start);
  const important = base.endsWith("!") || base.startsWith("!");
  if (base.endsWith("!")) base = base.slice(0, -1);
  else if (base.startsWith("!")) base = base.slice(1);
  return { variants, base, important, slash: slash !== undefined && slash > start ? slash - start : undefined };
}

const merged = new Map<string, string>();

/** tailwind-merge's mergeClassList: from the last class to the first, a class is dropped when a later one replaced its group. */
function mergeClasses(classList: string) {
  const known = merged.get(classList);
  if (known !== undefined) return known;
  const taken: string[] = [];
  const kept: string[] = [];
  const names = classList.trim().split(/\s+/);
  for (let index = names.length - 1; index >= 0; index--) {
    const name = names[index];
    const { variants, base, important, slash } = parseClass(name);
    let withModifier = slash !== undefined;
    let group = classGroup(withModifier ? base.slice(0, slash) : base);
    if (!group && withModifier) {
      group = classGroup(base);
      withModifier = false;
    }
    if (!group) {
      kept.push(name);
      continue;
    }
    const key = (variants.length > 1 ? variantKey(variants) : (variants[0] ?? "")) + (important ? "!" : "");
    if (taken.includes(key + group)) continue;
    taken.push(key + group);
    for (const other of CONFLICTS[group] ?? []) taken.push(key + other);
    // text-sm/6 also sets the line height.
    if (withModifier && group === "font-size") taken.push(key + "leading");
    kept.push(name);
  }
  const result = kept.reverse().join(" ");
  if (merged.size > 500) merged.clear();
  merged.set(classList, result);
  return result;
}
