/**
 * cn (lib/utils.ts) merges Tailwind classes with a table of the groups this project writes, not
 * tailwind-merge's whole configuration. It must merge exactly as tailwind-merge would: for every class
 * the source holds (each word of every string literal in app/, components/ and lib/), it knows the
 * class as tailwind-merge does, and every pair of them with the same variants merges to the same
 * classes. Merging a list depends only on which pairs replace one another, so that covers every list.
 * A new class that fails here needs its group (or its conflicts) in lib/utils.ts.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { cn } from "@/lib/utils";

const root = path.join(__dirname, "../..");

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(full);
    // lib/utils.ts holds the rules, not classes.
    if (full === path.join(root, "lib/utils.ts")) return [];
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [full] : [];
  });
}

const words = new Set<string>();
for (const file of ["app", "components", "lib"].flatMap((folder) => sourceFiles(path.join(root, folder)))) {
  for (const literal of readFileSync(file, "utf8").matchAll(/"([^"\n]*)"|'([^'\n]*)'|`([^`]*)`/g)) {
    for (const word of (literal[1] ?? literal[2] ?? literal[3]).split(/\s+/)) if (word) words.add(word);
  }
}

/** A class tailwind-merge knows: twice over, it keeps one. */
const known = [...words].filter((word) => twMerge(`${word} ${word}`) === word);

/** The variants a class is written with, in any order, and its `!`. */
const variantsOf = (word: string) => {
  const parts = word.split(/:(?![^[(]*[\])])/);
  const base = parts.pop()!;
  return [...parts].sort().join(":") + (base.startsWith("!") || base.endsWith("!") ? "!" : "");
};

test("the source's classes are found", () => {
  expect(known.length).toBeGreaterThan(500);
  expect(known).toEqual(expect.arrayContaining(["px-4", "size-9", "text-sm", "hover:bg-accent", "[&_svg]:pointer-events-none"]));
});

test("cn knows each of the source's classes as tailwind-merge does", () => {
  const differ = [...words].filter((word) => cn(`${word} ${word}`) !== twMerge(`${word} ${word}`));
  expect(differ).toEqual([]);
});

test("cn merges every pair of the source's classes as tailwind-merge does", () => {
  const byVariants = new Map<string, string[]>();
  for (const word of known) byVariants.set(variantsOf(word), [...(byVariants.get(variantsOf(word)) ?? []), word]);
  const differ: string[] = [];
  for (const same of byVariants.values()) {
    for (const first of same) {
      for (const second of same) {
        const pair = `${first} ${second}`;
        if (cn(pair) !== twMerge(pair)) differ.push(`${pair} -> ${cn(pair)} (tailwind-merge: ${twMerge(pair)})`);
      }
    }
  }
  expect(differ).toEqual([]);
});

test("lists merge as tailwind-merge merges them", () => {
  const lists = [
    "inline-flex h-9 gap-2 rounded-md px-4 py-2 shadow-xs fixed right-4 bottom-20 z-40 size-12 rounded-full shadow-lg",
    "inline-flex gap-2 rounded-md h-8 gap-1.5 rounded-md px-3",
    "h-9 px-4 py-2 size-(--cell-size) p-0 select-none aria-disabled:opacity-50",
    "text-sm/6 leading-none text-lg",
    "hover:focus:bg-accent focus:hover:bg-muted !p-2 p-3!",
  ];
  for (const list of lists) expect(cn(list)).toBe(twMerge(list));
});
