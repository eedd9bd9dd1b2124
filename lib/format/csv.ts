/**
 * CSV as spreadsheets read it (RFC 4180, CRLF line ends), safe to open:
 * a cell a spreadsheet would take for a formula (one beginning with =, +,
 * -, @, a tab or a carriage return) is prefixed with an apostrophe, so it
 * is shown as text and never run ("CSV injection"). Numbers are written as
 * numbers: a negative amount stays a number.
 */
export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = FORMULA_START.test(String(value)) ? `'${value}` : String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (values: readonly CsvValue[]): string => `${values.map(csvCell).join(",")}\r\n`;

/** The byte-order mark that tells spreadsheet programs the file is UTF-8. */
export const UTF8_BOM = "\uFEFF";
