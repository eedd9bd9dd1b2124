/**
 * CSV as spreadsheets read it (RFC 4180, CRLF line ends), safe to open
 * ("CSV injection"): nothing a spreadsheet could split out of a cell starts
 * like a formula. A spreadsheet set to another separator (`;` in much of
 * Europe, a tab) cuts unquoted text there, and a careless importer cuts
 * quoted text too, so:
 * - a cell holding a comma, semicolon, tab, quote or line break is quoted;
 * - the cell, and every part of it after a comma, semicolon, tab or line
 *   break, that begins with =, +, -, @, a tab or a carriage return gets an
 *   apostrophe first, so it is shown as text and never run.
 * Numbers are written as numbers: a negative amount stays a number.
 */
export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
/** Where a spreadsheet or an importer might start a new cell: each separator, kept by split(). */
const SPLIT_POINTS = /([,;\t\r\n])/;
const NEEDS_QUOTES = /[",;\t\r\n]/;

const guarded = (part: string) => (FORMULA_START.test(part) ? `'${part}` : part);

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  // Odd indices are the separators themselves; the cell's own start is guarded last, so a leading tab is too.
  const parts = String(value).split(SPLIT_POINTS);
  const text = guarded(parts.map((part, i) => (i % 2 === 0 ? guarded(part) : part)).join(""));
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (values: readonly CsvValue[]): string => `${values.map(csvCell).join(",")}\r\n`;

/** The byte-order mark that tells spreadsheet programs the file is UTF-8. */
export const UTF8_BOM = "\uFEFF";
