import { z } from "zod";
import { catalogueQueryFromSearchParams, serviceListQuerySchema } from "@/lib/validation/catalogue";
import { limitSchema, MAX_INPUT_DEPTH, safeParseInput } from "@/lib/validation/common";
import { reviewInputSchema } from "@/lib/validation/reviews";
import { serviceInputSchema } from "@/lib/validation/admin";
import { loginSchema, newPasswordSchema, profileUpdateSchema, registerSchema } from "@/lib/validation/auth";
import { bookingNameSchema } from "@/lib/validation/booking";
import { jsonHasMoreValuesThan, jsonTooDeep } from "@/lib/validation/nesting.mjs";

describe("input with NUL characters (PostgreSQL cannot store them in text)", () => {
  it("is refused with the path of the field that holds one", () => {
    const parsed = safeParseInput(z.object({ items: z.array(z.object({ name: z.string() })) }), { items: [{ name: "ok" }, { name: "bad\u0000name" }] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ["items", 1, "name"], message: "must not contain a NUL character" });
  });

  it("is refused before the schema, even where the schema would accept any text", () => {
    expect(safeParseInput(reviewInputSchema, { rating: 5, comment: "A fine wash, thank you\u0000" }).success).toBe(false);
    expect(safeParseInput(reviewInputSchema, { rating: 5, comment: "A fine wash, thank you" })).toMatchObject({ success: true, data: { rating: 5 } });
  });

  it("leaves other text alone, control characters and emoji included", () => {
    expect(safeParseInput(z.string(), "tab\there 😀")).toEqual({ success: true, data: "tab\there 😀" });
  });

  it("drops a catalogue search holding one, like any invalid filter, instead of failing the page", () => {
    const query = catalogueQueryFromSearchParams({ searchTerm: "wash\u0000", sort: "price" });
    expect(query.searchTerm).toBeUndefined();
    expect(query.sort).toBe("price");
  });
});

describe("a list's page size", () => {
  const limit = limitSchema(10);

  it("reads a limit above 100 as 100, as the old API did", () => {
    expect(limit.parse("99999")).toBe(100);
    expect(limit.parse(101)).toBe(100);
    expect(limit.parse("100")).toBe(100);
  });

  it("reads a limit that is not a number as the default", () => {
    expect(limit.parse("99999page=1")).toBe(10);
    expect(limit.parse("abc")).toBe(10);
    expect(limit.parse("0x10")).toBe(10);
    expect(limit.parse(undefined)).toBe(10);
    expect(limit.parse("")).toBe(10);
  });

  it("still refuses sizes that are numbers but make no sense", () => {
    for (const bad of ["0", "-3", "2.5", 0, -1]) expect(limit.safeParse(bad).success).toBe(false);
  });
});

describe("deeply nested input", () => {
  const nested = (depth: number) => JSON.parse(`${"[".repeat(depth)}${"]".repeat(depth)}`);

  it("is refused as invalid, however deep, without exhausting the stack", () => {
    for (const depth of [MAX_INPUT_DEPTH + 1, 5_000, 100_000]) {
      const parsed = safeParseInput(z.unknown(), { field: nested(depth) });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]).toMatchObject({ path: ["field"], message: "is nested too deeply" });
    }
  });

  it("is read as usual up to MAX_INPUT_DEPTH levels", () => {
    expect(MAX_INPUT_DEPTH).toBe(32);
    expect(safeParseInput(z.unknown(), nested(MAX_INPUT_DEPTH)).success).toBe(true);
    expect(safeParseInput(z.unknown(), nested(MAX_INPUT_DEPTH + 1)).success).toBe(false);
  });

  it("is judged the same on JSON text before it is parsed (jsonTooDeep), naming the same field", () => {
    const deep = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
    const texts = [
      deep(MAX_INPUT_DEPTH),
      deep(MAX_INPUT_DEPTH + 1),
      `{"email":${deep(MAX_INPUT_DEPTH - 1)},"password":"x"}`,
      `{"email":"a@b.co","password":${deep(MAX_INPUT_DEPTH)}}`,
      `{"a":"x","b\\u0022\\"[{":{"c":${deep(MAX_INPUT_DEPTH)}}}`,
      `[1,"[[[",{"x":[2]},${deep(MAX_INPUT_DEPTH)}]`,
      `{"text":"${"[".repeat(100)}\\"${"{".repeat(100)}"}`,
    ];
    for (const text of texts) {
      const parsed = safeParseInput(z.unknown(), JSON.parse(text));
      const found = jsonTooDeep(text);
      expect({ text, tooDeep: found !== null, path: found?.path }).toEqual({ text, tooDeep: !parsed.success, path: parsed.error?.issues[0].path });
    }
    // Not JSON at all: judged by its brackets (JSON.parse refuses it next).
    expect(jsonTooDeep(`{"a":${"[".repeat(MAX_INPUT_DEPTH + 5)}`)).toEqual({ path: ["a"] });
  });

  it("counts a body's values on its text (jsonHasMoreValuesThan): every item and member at any depth, none inside strings", () => {
    const value = { a: [1, 2, { b: "x,y,[z]", c: [] }], d: "\\\",", e: { f: null } };
    const text = JSON.stringify(value);
    // Five containers opened and five separators: a count of ten (the top object's first member is its opening brace).
    expect(jsonHasMoreValuesThan(text, 10)).toBe(false);
    expect(jsonHasMoreValuesThan(text, 9)).toBe(true);
    const many = JSON.stringify([Object.fromEntries(Array.from({ length: 100_000 }, (_, index) => [`k${index}`, 0]))]);
    expect(jsonHasMoreValuesThan(many, 10_000)).toBe(true);
    expect(jsonHasMoreValuesThan(JSON.stringify([{ email: "x".repeat(1_000_000) }]), 10_000)).toBe(false);
  });

  it("costs about the same however deep, within the limit: as many values at the deepest level allowed as in one flat list", () => {
    const VALUES = 20_000;
    let deepWide: unknown = Array.from({ length: VALUES }, (_, index) => index);
    for (let level = 1; level < MAX_INPUT_DEPTH; level += 1) deepWide = [deepWide];
    const flat = Array.from({ length: VALUES + MAX_INPUT_DEPTH }, (_, index) => index);
    expect(safeParseInput(z.unknown(), deepWide).success).toBe(true);
    // The process's CPU time (not the clock's) for three checks: what other processes do on a busy machine does not count.
    const cost = (value: unknown) => {
      const started = process.cpuUsage();
      for (let check = 0; check < 3; check += 1) safeParseInput(z.unknown(), value);
      const used = process.cpuUsage(started);
      return used.user + used.system;
    };
    const median = (costs: number[]) => [...costs].sort((a, b) => a - b)[Math.floor(costs.length / 2)];
    const deepCosts: number[] = [];
    const flatCosts: number[] = [];
    // In turns, after a first round that only warms up the code.
    for (let round = 0; round < 8; round += 1) {
      const [deep, plain] = [cost(deepWide), cost(flat)];
      if (round === 0) continue;
      deepCosts.push(deep);
      flatCosts.push(plain);
    }
    // Walking the input is linear in its size: nesting alone must not multiply the work (it once copied the path for every
    // value: some 33 times the flat cost). About even on a quiet machine; a busy one was seen at 3 times, hence the margin.
    expect(median(deepCosts)).toBeLessThan(10 * median(flatCosts));
  }, 120_000);

  it("still reports a NUL character by its path, in the order the fields come", () => {
    const parsed = safeParseInput(z.unknown(), { a: [["ok", "x\u0000"]], b: "y\u0000" });
    expect(parsed.error?.issues[0].path).toEqual(["a", 0, 1]);
  });
});

describe("text that shows nothing", () => {
  const INVISIBLE_ONLY = ["", " ", "\u200b", "\u200b\u200b\u200b", " \u00a0\u2003\t\n", "\ufeff\u200c\u200d\u2060", "\u3164\u3164", "\u2800"];

  it.each(INVISIBLE_ONLY.map((text) => [JSON.stringify(text), text]))("refuses %s as a name, an address, a review, a service name and a booking name", (_label, text) => {
    expect(safeParseInput(registerSchema.shape.firstName, text).success).toBe(false);
    expect(safeParseInput(registerSchema.shape.address, text).success).toBe(false);
    expect(safeParseInput(profileUpdateSchema, { lastName: text }).success).toBe(false);
    expect(safeParseInput(reviewInputSchema, { rating: 5, comment: text.repeat(20) }).success).toBe(false);
    expect(safeParseInput(serviceInputSchema.shape.name, text).success).toBe(false);
    expect(safeParseInput(serviceInputSchema.shape.description, text).success).toBe(false);
    expect(safeParseInput(bookingNameSchema, text).success).toBe(false);
  });

  it("refuses a password made only of spaces or zero-width characters", () => {
    for (const password of ["        ", "\u200b".repeat(12), " \u200b".repeat(6)]) {
      expect(safeParseInput(newPasswordSchema, password).error?.issues[0].message).toBe("* Password must contain visible characters");
    }
    // Spaces inside (or around) a real password are part of it.
    expect(safeParseInput(newPasswordSchema, " correct horse ")).toEqual({ success: true, data: " correct horse " });
  });

  it("trims invisible characters from both ends and stores text in NFC", () => {
    expect(safeParseInput(registerSchema.shape.firstName, "\u200b Zoe\u0308 \u200b").data).toBe("Zoë");
    expect(safeParseInput(registerSchema.shape.firstName, "Jo\u200bhn").data).toBe("Jo\u200bhn");
    // A password is compared in NFC: the composed and decomposed ë are the same password.
    expect(safeParseInput(loginSchema, { email: "a@b.co", password: "Zoe\u0308#2026!" }).data?.password).toBe("Zoë#2026!");
  });

  it("counts only visible characters towards a review's 15", () => {
    expect(safeParseInput(reviewInputSchema, { rating: 5, comment: `Great${"\u200b".repeat(20)}wash` }).success).toBe(false);
    expect(safeParseInput(reviewInputSchema, { rating: 5, comment: "Great wash, thanks" }).success).toBe(true);
  });
});

describe("numbers", () => {
  const service = { name: "Wash", description: "Foam", duration: 30, price: 10 };

  it("accept decimal notation only: '0x10', '1e1' and 'Infinity' are not numbers", () => {
    for (const notDecimal of ["0x10", "1e1", "Infinity", "0b11", " 1_0 "]) {
      expect(serviceInputSchema.safeParse({ ...service, price: notDecimal }).success).toBe(false);
      expect(serviceInputSchema.safeParse({ ...service, duration: notDecimal }).success).toBe(false);
      expect(serviceListQuerySchema.safeParse({ min: notDecimal }).success).toBe(false);
      expect(serviceListQuerySchema.safeParse({ page: notDecimal }).success).toBe(false);
    }
    expect(serviceListQuerySchema.parse({ min: " 16 ", max: "20.5", page: "2" })).toMatchObject({ min: 16, max: 20.5, page: 2 });
  });

  it("refuse a price that is not whole cents, however it is written", () => {
    for (const price of [1e-9, 0.001, "0.001", 1e-7, 10.005, 0.1 + 0.2]) {
      expect(serviceInputSchema.safeParse({ ...service, price }).success).toBe(false);
    }
    for (const price of [0.01, 19.9, "19.90", 99999.99, 1e2]) {
      expect(serviceInputSchema.safeParse({ ...service, price }).success).toBe(true);
    }
  });
});

describe("a review's stars", () => {
  it("asks for a choice when none was made, and names the range when one is out of it", () => {
    const comment = "A fine wash, thank you";
    expect(reviewInputSchema.safeParse({ comment }).error?.issues).toEqual([expect.objectContaining({ path: ["rating"], message: "Choose a rating from 1 to 5 stars" })]);
    for (const rating of [0, 6, 2.5]) {
      expect(reviewInputSchema.safeParse({ rating, comment }).error?.issues).toEqual([expect.objectContaining({ path: ["rating"], message: "must be a whole number of stars from 1 to 5" })]);
    }
    expect(reviewInputSchema.safeParse({ rating: 1, comment }).success).toBe(true);
  });
});
