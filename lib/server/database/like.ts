/** LIKE treats % and _ as wildcards; a visitor's search means them literally. */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A visitor's search as its words, each once (whatever its case), in the order typed. */
export function searchWords(term: string | undefined): string[] {
  const words = new Map<string, string>();
  for (const word of (term ?? "").split(/\s+/)) if (word && !words.has(word.toLowerCase())) words.set(word.toLowerCase(), word);
  return [...words.values()];
}
