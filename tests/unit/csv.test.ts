import { csvCell, csvRow } from "@/lib/format/csv";
import { sortableInstantIn } from "@/lib/format/time";
import { FORMULA_START, naiveCells, parseCsv } from "../support/csv";

describe("CSV cells", () => {
  it("prefixes what a spreadsheet would run as a formula with an apostrophe", () => {
    expect(csvCell("=HYPERLINK(\"http://evil.test\")")).toBe(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(csvCell("+1 555 0100")).toBe("'+1 555 0100");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe(`"'\tcmd"`);
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

  it("quotes commas, semicolons, tabs, quotes and line breaks (RFC 4180) and ends rows with CRLF", () => {
    expect(csvCell('Smith, "Jr"')).toBe('"Smith, ""Jr"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("Wash; wax")).toBe('"Wash; wax"');
    expect(csvCell("Wash\twax")).toBe('"Wash\twax"');
    expect(csvRow(["a", 1, "b,c", "ü ☃"])).toBe('a,1,"b,c",ü ☃\r\n');
  });

  it("guards every part a spreadsheet could split out at a comma, semicolon, tab or line break", () => {
    expect(csvCell("x;=1+1;")).toBe(`"x;'=1+1;"`);
    expect(csvCell("a,@SUM(A1)")).toBe(`"a,'@SUM(A1)"`);
    expect(csvCell("a\t+1")).toBe(`"a\t'+1"`);
    expect(csvCell("a\n-1\r=2")).toBe(`"a\n'-1\r'=2"`);
    expect(csvCell("\t=1")).toBe(`"'\t'=1"`);
    expect(csvCell("a;;=1")).toBe(`"a;;'=1"`);
    // Only a part's first character counts, as for the whole cell.
    expect(csvCell("Wash; -10% today")).toBe('"Wash; -10% today"');
  });

  it.each([",", ";", "\t"] as const)("reads back, split on %j, with no cell that starts like a formula", (separator) => {
    const hostile = ["x;=1+1;", "Søren, =HYPERLINK(\"http://evil.test\")", "a\t+cmd|' /C calc'!A0", "@SUM(A1);-2", "two\n=lines", "plain"];
    const file = csvRow(["Name", "Note"]) + hostile.map((text) => csvRow([text, text])).join("");
    for (const row of parseCsv(file, separator)) for (const cell of row) expect(cell).not.toMatch(FORMULA_START);
    for (const cell of naiveCells(file)) expect(cell).not.toMatch(FORMULA_START);
    // Read with its own separator, every cell is what was written, apostrophes aside.
    expect(parseCsv(file).slice(1).map((row) => row[0].replace(/'(?=[=+\-@\t\r])/g, ""))).toEqual(hostile);
  });
});

describe("export times", () => {
  it("are written on the shop's clock, sortable", () => {
    expect(sortableInstantIn("2026-07-01T12:30:00Z", "America/New_York")).toBe("2026-07-01 08:30");
    expect(sortableInstantIn("2026-01-01T02:15:00Z", "Europe/Berlin")).toBe("2026-01-01 03:15");
    expect(sortableInstantIn(new Date("2026-12-31T23:59:00Z"), "UTC")).toBe("2026-12-31 23:59");
  });
});
