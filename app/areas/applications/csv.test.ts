import { describe, expect, it } from "vitest";
import { csvDocument, csvResponse } from "./csv";

const BOM = "\uFEFF";

describe("csvDocument", () => {
  it("starts with a byte order mark and ends every line with CRLF", () => {
    expect(csvDocument(["Month", "Hires"], [["2026-03", 2]])).toBe(`${BOM}Month,Hires\r\n2026-03,2\r\n`);
  });

  it("quotes cells holding a comma, a quote or a line break, doubling quotes", () => {
    const csv = csvDocument(["Company"], [["Foods, Inc."], ['The "Best" Bakery'], ["Line one\nline two"]]);
    expect(csv).toBe(`${BOM}Company\r\n"Foods, Inc."\r\n"The ""Best"" Bakery"\r\n"Line one\nline two"\r\n`);
  });

  it("writes Arabic and Dari names as UTF-8, unchanged", () => {
    const csv = csvDocument(["Name"], [["أمينة حداد"], ["فریبا احمدی"]]);
    expect(csv).toBe(`${BOM}Name\r\nأمينة حداد\r\nفریبا احمدی\r\n`);
    expect(Buffer.from(csv, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it.each([
    ["=SUM(A1:A9)", "'=SUM(A1:A9)"],
    ["+1+2", "'+1+2"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tTab", "'\tTab"],
    ['=HYPERLINK("http://x.example","Click")', `"'=HYPERLINK(""http://x.example"",""Click"")"`],
  ])("writes %j as text, not a formula: %j", (value, cell) => {
    expect(csvDocument(["Name"], [[value]])).toBe(`${BOM}Name\r\n${cell}\r\n`);
  });

  it("leaves numbers, empty cells and ordinary text alone", () => {
    expect(csvDocument(["a", "b", "c", "d"], [[-1.5, null, "Lakeside Foods", "a=b"]])).toBe(
      `${BOM}a,b,c,d\r\n-1.5,,Lakeside Foods,a=b\r\n`,
    );
  });
});

describe("csvResponse", () => {
  it("is a UTF-8 CSV attachment", async () => {
    const response = csvResponse("report.csv", csvDocument(["x"], []));
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="report.csv"');
    expect(new Uint8Array(await response.arrayBuffer()).subarray(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });
});
