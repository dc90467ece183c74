import { stringify } from "csv-stringify/sync";

/** One cell of a CSV download: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | null;

// A spreadsheet runs a cell that starts with one of these as a formula: a name
// typed as "=HYPERLINK(…)" would become a link in the agency's spreadsheet
// (OWASP "CSV injection"). A leading apostrophe makes the program show it as text.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A CSV file: the header and the rows, comma-separated, quoted where a cell
 * holds a comma, quote or line break, lines ended by CRLF (RFC 4180). It starts
 * with a UTF-8 byte order mark, without which Excel reads UTF-8 as the
 * system's code page and Arabic and Dari names turn into mojibake.
 */
export function csvDocument(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return stringify([header, ...rows], {
    bom: true,
    record_delimiter: "windows",
    // The library quotes only cells holding the whole CRLF; a lone line break
    // in a note would otherwise start a new row in a spreadsheet.
    quoted_match: /[\r\n]/,
    cast: { string: (value) => (FORMULA_START.test(value) ? `'${value}` : value) },
  });
}

/** The download's answer: a CSV attachment that no cache keeps (it holds people's names). */
export function csvResponse(filename: string, body: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
