import { z } from "zod";
import { catalogueQueryFromSearchParams } from "@/lib/validation/catalogue";
import { limitSchema, safeParseInput } from "@/lib/validation/common";
import { reviewInputSchema } from "@/lib/validation/reviews";

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
