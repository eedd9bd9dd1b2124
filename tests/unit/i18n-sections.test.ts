import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { messages } from "@/lib/messages";
import { LOCALES } from "@/lib/i18n/locales";
import { apiText } from "@/lib/http/api-language";
import { API_OVERLAYS, SECTION_OVERLAYS, sectionWordsIn } from "@/lib/i18n/section-overlays";
import { collectWords, formatPositional, inLanguage, textIn, type Overlay, type SectionWords } from "@/lib/i18n/sections";

/** The argument names a message uses (`0`, `1_one`), through plurals, selects and tags. */
function argumentNames(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time) into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      into.add(element.value);
      for (const option of Object.values(element.options)) argumentNames(option.value, into);
    }
    if (element.type === TYPE.tag) argumentNames(element.children, into);
  }
  return into;
}

type Problem = string;

/** What is wrong with a translation of a section (or a group of one) beside its English. */
function problemsOf(english: unknown, overlay: Overlay, path: string, complete: boolean): Problem[] {
  const problems: Problem[] = [];
  const englishTree = english as Record<string, unknown>;
  for (const [key, translated] of Object.entries(overlay)) {
    const at = `${path}.${key}`;
    if (!(key in englishTree)) {
      problems.push(`${at}: no such English message`);
      continue;
    }
    const value = englishTree[key];
    if (typeof translated === "string") {
      if (typeof value === "string") {
        if (translated.trim() === "") problems.push(`${at}: empty`);
        continue;
      }
      if (typeof value !== "function") {
        problems.push(`${at}: English is a group, the translation a message`);
        continue;
      }
      try {
        for (const name of argumentNames(parse(translated))) {
          const match = /^(\d+)(?:_\w+)?$/.exec(name);
          if (!match) problems.push(`${at}: {${name}} is not an argument by position`);
          else if (Number(match[1]) >= Math.max((value as (...args: unknown[]) => string).length, 1)) problems.push(`${at}: {${name}}: the English function takes ${(value as () => string).length} argument(s)`);
        }
      } catch (error) {
        problems.push(`${at}: does not parse as ICU (${(error as Error).message})`);
      }
    } else if (typeof value === "string" || typeof value === "function") problems.push(`${at}: English is a message, the translation a group`);
    else problems.push(...problemsOf(value, translated, at, complete));
  }
  if (complete)
    for (const [key, value] of Object.entries(englishTree)) {
      if (key in overlay) continue;
      if (typeof value === "string" || typeof value === "function") problems.push(`${path}.${key}: missing`);
      else if (value && typeof value === "object") problems.push(`${path}.${key}: missing group`);
    }
  return problems;
}

describe("the translations of the TypeScript sections", () => {
  describe.each(LOCALES.filter((locale) => locale !== "en"))("%s", (locale) => {
    const overlays = SECTION_OVERLAYS[locale] ?? {};

    it("has a file for each section, and none for a section that does not exist", () => {
      expect(Object.keys(overlays).sort()).toEqual(Object.keys(messages).sort());
    });

    it.each(Object.keys(messages))("%s: a section begun is finished, every message parses and takes only the English arguments", (name) => {
      const overlay = overlays[name] ?? {};
      const begun = Object.keys(overlay).length > 0;
      expect(problemsOf(messages[name as keyof typeof messages], overlay, name, begun)).toEqual([]);
    });

    it("translates the admin area's own sections", () => {
      for (const name of ["admin", "dashboard"]) expect(Object.keys(overlays[name] ?? {}).length).toBeGreaterThan(0);
    });

    it("the REST API's translations name English messages", () => {
      const api = API_OVERLAYS[locale] ?? {};
      const problems = Object.entries(api).flatMap(([name, overlay]) =>
        name in messages ? problemsOf(messages[name as keyof typeof messages], overlay as Overlay, name, false) : [`${name}: no such section`],
      );
      expect(problems).toEqual([]);
    });
  });
});

describe("a section in another language", () => {
  const english = {
    save: "Save",
    saved: (w: { One: string }) => `${w.One} saved`,
    holds: (w: { one: string }, count: number) => `This ${w.one} has ${count} upcoming booking${count === 1 ? "" : "s"}`,
    untranslated: (name: string) => `Hello ${name}`,
    group: { cancel: "Cancel" },
  };
  const overlay: Overlay = {
    save: "সংরক্ষণ করুন",
    saved: "{0_One} সংরক্ষিত হয়েছে",
    holds: "এই {0_one}-এ {1, plural, one {# টি} other {# টি}} আসন্ন বুকিং আছে",
    group: { cancel: "বাতিল" },
  };
  const collected = { strings: {} as Record<string, string>, templates: {} as Record<string, string>, byPath: {} as Record<string, string> };
  collectWords(english, overlay, "demo", collected);
  const words: SectionWords = { intlTag: "bn-BD", ...collected };

  it("says fixed messages and groups in the language, and fills templates by position, objects by field", () => {
    const bn = inLanguage(english, "demo", words);
    expect(bn.save).toBe("সংরক্ষণ করুন");
    expect(bn.group.cancel).toBe("বাতিল");
    expect(bn.saved({ One: "বে" })).toBe("বে সংরক্ষিত হয়েছে");
    expect(bn.holds({ one: "বে" }, 12)).toBe("এই বে-এ ১২ টি আসন্ন বুকিং আছে");
  });

  it("keeps English where the language has no translation, and for English itself", () => {
    expect(inLanguage(english, "demo", words).untranslated("Rahim")).toBe("Hello Rahim");
    expect(inLanguage(english, "demo", null)).toBe(english);
    expect(textIn("Save", words)).toBe("সংরক্ষণ করুন");
    expect(textIn("Something else", words)).toBe("Something else");
    expect(textIn("Save", null)).toBe("Save");
  });

  it("writes numbers with the shop's digits", () => {
    expect(formatPositional("{0, plural, other {# টি বুকিং}}", [3], "bn-BD-u-nu-latn")).toBe("3 টি বুকিং");
    expect(formatPositional("{0, plural, other {# টি বুকিং}}", [3], "bn-BD")).toBe("৩ টি বুকিং");
    expect(formatPositional("{0, number}টি বুকিং, {1}", [12, "Plate 42"], "bn-BD")).toBe("১২টি বুকিং, Plate 42");
    expect(formatPositional("{0, number}টি বুকিং", [12], "bn-BD-u-nu-latn")).toBe("12টি বুকিং");
    // A plain argument is written as it is.
    expect(formatPositional("HTTP {0}", [503], "bn-BD")).toBe("HTTP 503");
  });
});

describe("a message written with values, said again in another language", () => {
  it("is found by its English text and said by the language's template with the same values", () => {
    const bn = sectionWordsIn("bn");
    const english = messages.waitlist.tooManyWaitlists(5);
    expect(english).toMatch(/^You are already on 5 waitlists/);
    expect(textIn(english, bn)).toMatch(/^আপনি আগে থেকেই ৫টি অপেক্ষমাণ তালিকায় আছেন/);
    expect(textIn(english, sectionWordsIn("bn", true))).toMatch(/^আপনি আগে থেকেই 5টি/);
    // The REST API says it too, for Accept-Language: bn.
    expect(apiText(english, "bn")).toBe(textIn(english, bn));
    expect(apiText(english, "en")).toBe(english);
  });

  it("says an argument that is a group of words (the shop's name for its bays) in the language too", () => {
    const english = messages.bays.holdsBookings(messages.bays.words.stations, 2);
    const said = textIn(english, sectionWordsIn("bn"));
    expect(said).toBe(inLanguage(messages.bays, "bays", sectionWordsIn("bn")).holdsBookings(inLanguage(messages.bays, "bays", sectionWordsIn("bn")).words.stations, 2));
    expect(said).not.toMatch(/station/i);
  });

  it("keeps the arity of the English functions, and the text of what nothing said", () => {
    expect(messages.waitlist.tooManyWaitlists.length).toBe(1);
    expect(textIn("You are already on 7 waitlists, made up", sectionWordsIn("bn"))).toBe("You are already on 7 waitlists, made up");
  });
});
