import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { catalogues } from "@/lib/i18n/catalogue";
import { LOCALES } from "@/lib/i18n/locales";

type Tree = { [key: string]: string | Tree };

/** Every message of a section tree, by its dotted key. */
function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") found.set(path, value);
    else for (const [inner, message] of flatten(value, path)) found.set(inner, message);
  }
  return found;
}

/** The arguments a message takes, with their kind ('plural', 'select', 'date', ... or 'argument'). */
function argumentsOf(elements: MessageFormatElement[], into = new Map<string, string>()): Map<string, string> {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
        if (!into.has(element.value)) into.set(element.value, "argument");
        break;
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        into.set(element.value, "argument");
        break;
      case TYPE.plural:
        into.set(element.value, "plural");
        for (const option of Object.values(element.options)) argumentsOf(option.value, into);
        break;
      case TYPE.select:
        into.set(element.value, "select");
        for (const option of Object.values(element.options)) argumentsOf(option.value, into);
        break;
      case TYPE.tag:
        into.set(element.value, "tag");
        argumentsOf(element.children, into);
        break;
      default:
        break;
    }
  }
  return into;
}

const english = catalogues.en as unknown as Record<string, Tree>;
const sections = Object.keys(english);

describe("the message catalogue", () => {
  it("has sections", () => {
    expect(sections).toEqual(expect.arrayContaining(["site", "mail", "texts", "language"]));
    expect(flatten(english.site).size).toBeGreaterThan(10);
  });

  describe.each(LOCALES.filter((locale) => locale !== "en"))("%s", (locale) => {
    const other = catalogues[locale] as unknown as Record<string, Tree>;

    it("has exactly English's sections", () => {
      expect(Object.keys(other).sort()).toEqual([...sections].sort());
    });

    it.each(sections)("has every key of English's %s section, and no other", (section) => {
      expect([...flatten(other[section]).keys()].sort()).toEqual([...flatten(english[section]).keys()].sort());
    });

    it.each(sections)("takes the same arguments as English in each message of %s", (section) => {
      const theirs = flatten(other[section]);
      for (const [key, message] of flatten(english[section])) {
        const expected = Object.fromEntries(argumentsOf(parse(message, { requiresOtherClause: true })));
        const translated = theirs.get(key);
        if (translated === undefined) continue; // reported by the test above
        expect({ key, args: Object.fromEntries(argumentsOf(parse(translated, { requiresOtherClause: true }))) }).toEqual({ key, args: expected });
      }
    });
  });

  it.each(LOCALES)("parses every %s message as ICU MessageFormat", (locale) => {
    const tree = catalogues[locale] as unknown as Record<string, Tree>;
    const failures: string[] = [];
    for (const section of Object.keys(tree)) {
      for (const [key, message] of flatten(tree[section])) {
        try {
          parse(message, { requiresOtherClause: true });
        } catch (error) {
          failures.push(`${section}.${key}: ${(error as Error).message}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
