import { z } from "zod";
import { catalogueQueryFromSearchParams } from "@/lib/validation/catalogue";
import { safeParseInput } from "@/lib/validation/common";
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
