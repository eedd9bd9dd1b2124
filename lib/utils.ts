import { clsx, type ClassValue } from "clsx";
import { createTailwindMerge } from "tailwind-merge";

/**
 * Joins class names (clsx) and lets a later Tailwind class replace an earlier one it conflicts with
 * (`cn("px-4 py-2", "p-0")` is `"p-0"`): tailwind-merge, made with `createTailwindMerge` from a
 * configuration of only the class groups and values this project writes, not tailwind-merge's default
 * configuration of all of Tailwind (about 6 kB of gzipped script in every page's browser code). Group
 * names are tailwind-merge's. `tests/unit/class-merge.test.ts` checks that `cn` merges every class the
 * source holds, and every pair of them, exactly as tailwind-merge's default `twMerge` does; a class this
 * configuration does not know is kept as it is, so a new class that fails that test needs its value, or
 * its group and the group's conflicts, below (tailwind-merge's default configuration has them).
 */
export function cn(...inputs: ClassValue[]) {
  return merge(clsx(inputs));
}

// Values. tailwind-merge's `validators` come as one object (all of them, about 1 kB of gzipped script),
// so the few needed are written here: any value (colors), a number (a spacing step), an arbitrary value
// (`[...]`, `(--var)`) and an arbitrary length (`[11px]`).
const any = () => true;
const number = (value: string) => !!value && !Number.isNaN(Number(value));
const arbitrary = (value: string) => /^(\[.+\]|\(.+\))$/.test(value);
const length = (value: string) => /^\[[\d.]+[a-z]+\]$/.test(value);
const words = (list: string) => list.split(" ");
const spacing = [number, "px", arbitrary];
const inset = ["full", ...spacing];
const sizing = words("auto full fit min max dvh screen").concat(spacing as string[]);
const sizes = words("xs sm md lg xl 2xl 3xl 4xl 5xl 6xl");
const width = ["", number, length];
/** Groups named as their classes' prefix, with the same values. */
const prefixed = (names: string, values: unknown[]) => Object.fromEntries(words(names).map((name) => [name, [{ [name]: values }]]));
const sides = (group: string, names: string) => words(names).map((name) => group + name);

const merge = createTailwindMerge(() => ({
  cacheSize: 100,
  theme: {},
  // In tailwind-merge's order: where two groups' classes start alike, the first group's values are tried first.
  classGroups: {
    aspect: [{ aspect: ["square", arbitrary] }],
    "container-type": ["@container"],
    display: words("block inline-block inline flex inline-flex table table-caption table-cell table-row grid inline-grid contents hidden"),
    sr: words("sr-only not-sr-only"),
    float: [{ float: words("right left none") }],
    "object-fit": [{ object: words("contain cover") }],
    "object-position": [{ object: words("center left") }],
    ...prefixed("overflow overflow-x overflow-y", words("auto hidden visible")),
    position: words("static fixed absolute relative sticky"),
    ...prefixed("inset inset-x inset-y top right bottom left", inset),
    visibility: words("visible invisible"),
    z: [{ z: [number, arbitrary] }],
    basis: [{ basis: inset }],
    "flex-direction": [{ flex: words("row col col-reverse") }],
    "flex-wrap": [{ flex: ["wrap"] }],
    flex: [{ flex: [number, "none"] }],
    ...prefixed("grow shrink", ["", number]),
    "grid-cols": [{ "grid-cols": [number, arbitrary] }],
    "col-start-end": [{ col: [{ span: ["full", number] }] }],
    "col-start": [{ "col-start": [number] }],
    "row-start-end": [{ row: [{ span: [number] }] }],
    ...prefixed("gap gap-x gap-y", spacing),
    "justify-content": [{ justify: words("start end center between") }],
    "justify-self": [{ "justify-self": ["start"] }],
    "align-content": [{ content: ["start"] }],
    "align-items": [{ items: words("start end center baseline") }],
    "align-self": [{ self: words("start end center") }],
    "place-items": [{ "place-items": ["center"] }],
    ...prefixed("p px py pt pr pb pl", spacing),
    ...prefixed("m mx my mt mr mb ml", ["auto", ...spacing]),
    ...prefixed("space-y scroll-mt", spacing),
    ...prefixed("size w min-w h min-h max-h", sizing),
    "max-w": [{ "max-w": ["none", "prose", ...sizes, ...spacing] }],
    "font-size": [{ text: ["base", ...sizes, length] }],
    "font-weight": [{ font: words("light normal medium semibold bold") }],
    "font-family": [{ font: [any] }],
    "fvn-spacing": ["tabular-nums"],
    tracking: [{ tracking: words("tight wide") }],
    "line-clamp": [{ "line-clamp": [number] }],
    leading: [{ leading: ["none", "tight", "relaxed", ...spacing] }],
    "list-style-type": [{ list: words("disc decimal none") }],
    "text-alignment": [{ text: words("left center right") }],
    "text-color": [{ text: [any] }],
    "text-decoration": words("underline line-through no-underline"),
    "text-decoration-thickness": [{ decoration: [number] }],
    "text-decoration-color": [{ decoration: [any] }],
    "underline-offset": [{ "underline-offset": [number] }],
    "text-transform": ["uppercase"],
    "text-overflow": ["truncate"],
    "vertical-align": [{ align: words("top middle") }],
    whitespace: [{ whitespace: words("nowrap pre-line pre-wrap") }],
    break: [{ break: words("words all") }],
    content: [{ content: [arbitrary] }],
    "bg-color": [{ bg: [any] }],
    "gradient-to": [{ to: [any] }],
    rounded: [{ rounded: ["", "full", ...sizes, arbitrary] }],
    "border-w": [{ border: width }],
    ...Object.fromEntries(words("t r b l").map((side) => [`border-w-${side}`, [{ [`border-${side}`]: width }]])),
    "divide-y": [{ "divide-y": width }],
    "border-style": [{ border: ["dashed"] }],
    "border-color": [{ border: [any] }],
    "outline-style": [{ outline: words("none hidden") }],
    "outline-w": [{ outline: width }],
    shadow: [{ shadow: ["", "none", ...sizes, arbitrary] }],
    "ring-w": [{ ring: width }],
    "ring-color": [{ ring: [any] }],
    opacity: [{ opacity: [number] }],
    "drop-shadow": [{ "drop-shadow": [""] }],
    "backdrop-blur": [{ "backdrop-blur": ["", arbitrary] }],
    "border-collapse": [{ border: ["collapse"] }],
    caption: [{ caption: ["bottom"] }],
    transition: [{ transition: ["", "colors", "opacity", "shadow", "transform", "none", arbitrary] }],
    duration: [{ duration: [number] }],
    animate: [{ animate: words("none spin pulse") }],
    ...prefixed("translate-x translate-y", inset),
    accent: [{ accent: [any] }],
    appearance: [{ appearance: ["auto"] }],
    cursor: [{ cursor: words("default pointer not-allowed") }],
    "pointer-events": [{ "pointer-events": ["none"] }],
    select: [{ select: ["none"] }],
    fill: [{ fill: [any] }],
  },
  // What a class replaces besides its own group's: a later `p-0` replaces `px-4`, `size-9` replaces `w-` and `h-`.
  conflictingClassGroups: {
    overflow: ["overflow-x", "overflow-y"],
    inset: ["inset-x", "inset-y", "top", "right", "bottom", "left"],
    "inset-x": ["right", "left"],
    "inset-y": ["top", "bottom"],
    flex: ["basis", "grow", "shrink"],
    gap: ["gap-x", "gap-y"],
    p: sides("p", "x y t r b l"),
    px: sides("p", "r l"),
    py: sides("p", "t b"),
    m: sides("m", "x y t r b l"),
    mx: sides("m", "r l"),
    my: sides("m", "t b"),
    size: ["w", "h"],
    "font-size": ["leading"],
    "line-clamp": ["display", "overflow"],
    "border-w": sides("border-w-", "t r b l"),
  },
  // `text-sm/6` also sets the line height.
  conflictingClassGroupModifiers: { "font-size": ["leading"] },
  // Variants whose order changes what they select; the others are compared in any order (`hover:focus:` is `focus:hover:`).
  orderSensitiveModifiers: words("* ** after backdrop before details-content file first-letter first-line marker placeholder selection"),
}));
