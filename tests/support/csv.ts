/**
 * A CSV file as a spreadsheet reads it (RFC 4180 quoting), with the
 * separator its locale uses: `,`, or `;` in much of Europe, or a tab.
 */
export function parseCsv(text: string, separator: "," | ";" | "\t" = ","): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) row.push(cell), (cell = "");
    else if (char === "\r" && text[i + 1] === "\n") row.push(cell), rows.push(row), (row = []), (cell = ""), i++;
    else cell += char;
  }
  if (cell || row.length) row.push(cell), rows.push(row);
  return rows;
}

/** The same file cut by a careless importer: at every separator and line break, quotes or not. */
export const naiveCells = (text: string): string[] => text.split(/[,;\t\r\n]/);

/** What a spreadsheet would run as a formula: a cell beginning with =, +, -, @, a tab or a carriage return. */
export const FORMULA_START = /^[=+\-@\t\r]/;
