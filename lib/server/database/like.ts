/** LIKE treats % and _ as wildcards; a visitor's search means them literally. */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (char) => `\\${char}`);
