/**
 * What the English sections said with values lately: each message a section's function wrote (a
 * refusal with a count, "Bay saved"), by its text, with the function's path and arguments. A door that
 * answers in another language (a server action, the REST API) looks a message up here to say it again in
 * that language's template, with the same values (lib/i18n/sections.ts: textIn). A function is pure, so
 * whichever call wrote a text, its path and arguments say it again exactly; the store keeps the latest
 * few thousand, each request needing its own only for the moment between writing and answering.
 */
export type Saying = { path: string; args: readonly unknown[] };

const LIMIT = 4000;
const recent = new Map<string, Saying>();

/** Remembers that `text` is what the section function at `path` said with `args`. */
export function remember(text: string, saying: Saying): void {
  recent.delete(text);
  recent.set(text, saying);
  if (recent.size > LIMIT) recent.delete(recent.keys().next().value as string);
}

/** How `text` was said, when a section's function said it lately. */
export const sayingOf = (text: string): Saying | undefined => recent.get(text);

/**
 * `sections` (lib/messages/index.ts) with each function remembering what it says: same shape, same
 * texts, and each function keeps its arity (the translations' test reads it).
 */
export function remembering<T>(sections: T, path = ""): T {
  if (typeof sections === "function") {
    const english = sections as unknown as (...args: unknown[]) => unknown;
    const wrapped = (...args: unknown[]) => {
      const text = english(...args);
      if (typeof text === "string") remember(text, { path, args });
      return text;
    };
    Object.defineProperty(wrapped, "length", { value: english.length });
    return wrapped as unknown as T;
  }
  if (Array.isArray(sections)) return sections.map((item, index) => remembering(item, `${path}.${index}`)) as unknown as T;
  if (sections && typeof sections === "object")
    return Object.fromEntries(Object.entries(sections).map(([key, value]) => [key, remembering(value, path ? `${path}.${key}` : key)])) as T;
  return sections;
}
