import { csvCell, csvRow } from "@/lib/format/csv";
import { sortableInstantIn } from "@/lib/format/time";

describe("CSV cells", () => {
  it("prefixes what a spreadsheet would run as a formula with an apostrophe", () => {
    expect(csvCell("=HYPERLINK(\"http://evil.test\")")).toBe(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(csvCell("+1 555 0100")).toBe("'+1 555 0100");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("\rcmd")).toBe(`"'\rcmd"`);
  });

  it("leaves ordinary text and numbers alone, negative numbers included", () => {
    expect(csvCell("Full Valet")).toBe("Full Valet");
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell(45.5)).toBe("45.5");
    expect(csvCell(-12)).toBe("-12");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(Number.NaN)).toBe("");
  });

  it("quotes commas, quotes and line breaks (RFC 4180) and ends rows with CRLF", () => {
    expect(csvCell('Smith, "Jr"')).toBe('"Smith, ""Jr"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvRow(["a", 1, "b,c", "ü ☃"])).toBe('a,1,"b,c",ü ☃\r\n');
  });
});

describe("export times", () => {
  it("are written on the shop's clock, sortable", () => {
    expect(sortableInstantIn("2026-07-01T12:30:00Z", "America/New_York")).toBe("2026-07-01 08:30");
    expect(sortableInstantIn("2026-01-01T02:15:00Z", "Europe/Berlin")).toBe("2026-01-01 03:15");
    expect(sortableInstantIn(new Date("2026-12-31T23:59:00Z"), "UTC")).toBe("2026-12-31 23:59");
  });
});
