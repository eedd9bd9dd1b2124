import { searchWords } from "@/lib/server/database/like";
import { catalogueQueryFromSearchParams, priceRangeFormSchema, serviceListQuerySchema, availabilityQuerySchema } from "@/lib/validation/catalogue";

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join(".")) ?? [];

describe("the catalogue query", () => {
  it("defaults to page 1 of 10, newest first", () => {
    expect(serviceListQuerySchema.parse({})).toEqual({ sort: "-createdAt", page: 1, limit: 10 });
  });

  it("treats empty values as absent and reads numbers from text", () => {
    expect(serviceListQuerySchema.parse({ searchTerm: "  ", min: "", max: "40", page: "2", limit: "20", sort: "price" })).toEqual({
      max: 40,
      page: 2,
      limit: 20,
      sort: "price",
    });
  });

  it("trims the search term", () => {
    expect(serviceListQuerySchema.parse({ searchTerm: "  oil " }).searchTerm).toBe("oil");
  });

  it.each([
    [{ page: "-1" }, "page"],
    [{ page: "0" }, "page"],
    [{ page: "1.5" }, "page"],
    [{ page: "abc" }, "page"],
    [{ limit: "-4" }, "limit"],
    [{ limit: "0" }, "limit"],
    [{ min: "-5" }, "min"],
    [{ max: "lots" }, "max"],
    [{ sort: "name" }, "sort"],
    [{ min: "50", max: "10" }, "max"],
    [{ searchTerm: "x".repeat(101) }, "searchTerm"],
  ])("refuses %j, naming %s", (input, field) => {
    const result = serviceListQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(fieldsOf(result)).toEqual([field]);
  });

  it("reads a bound of 0 as no bound, as the old client sends it", () => {
    expect(serviceListQuerySchema.safeParse({ min: "0", max: "0" }).success).toBe(true);
    expect(serviceListQuerySchema.safeParse({ min: "30", max: "0" }).success).toBe(true);
  });

  it("on the page, drops malformed values instead of refusing the visitor", () => {
    expect(catalogueQueryFromSearchParams({ page: "-3", sort: "bogus", searchTerm: "wash", min: "5", max: "2", limit: "500" })).toEqual({
      searchTerm: "wash",
      min: 5,
      sort: "-createdAt",
      page: 1,
      limit: 10,
    });
    expect(catalogueQueryFromSearchParams({ page: ["3", "4"] }).page).toBe(3);
  });
});

describe("the price range form", () => {
  it("explains a maximum below the minimum next to the Max field", () => {
    const result = priceRangeFormSchema.safeParse({ min: "60", max: "20" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["max"], message: "Max must be greater than or equal to Min" });
  });

  it("accepts an open range", () => {
    expect(priceRangeFormSchema.parse({ min: "20", max: "" })).toEqual({ min: 20 });
  });
});

describe("the availability query", () => {
  const service = "3f1c8a52-9a43-4a43-8b1e-2f7d9b1c4e11";

  it("needs a service id and takes an optional real date", () => {
    expect(availabilityQuerySchema.parse({ service })).toEqual({ service });
    expect(availabilityQuerySchema.parse({ service, date: "2026-11-23" })).toEqual({ service, date: "2026-11-23" });
    expect(fieldsOf(availabilityQuerySchema.safeParse({ service, date: "2024-13-45" }))).toEqual(["date"]);
    expect(fieldsOf(availabilityQuerySchema.safeParse({ date: "2026-11-23" }))).toEqual(["service"]);
    expect(fieldsOf(availabilityQuerySchema.safeParse({ service: "42" }))).toEqual(["service"]);
  });
});

describe("a catalogue search's words", () => {
  it("are the words typed, each once whatever its case, in order", () => {
    expect(searchWords("  foam   wash SUV ")).toEqual(["foam", "wash", "SUV"]);
    expect(searchWords("Wash wash WASH foam")).toEqual(["Wash", "foam"]);
    expect(searchWords("")).toEqual([]);
    expect(searchWords(undefined)).toEqual([]);
  });
});
