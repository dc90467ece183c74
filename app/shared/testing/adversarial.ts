import { expect } from "vitest";

// The ReDoS test's inputs and clock, shared by the tests that feed every validator and search
// parameter 1 MB of what makes a backtracking pattern slow (docs/security.md, "Linear validation").

const SIZE = 1024 * 1024;
/** The one timing bound the security issue asks for: a linear check of 1 MB takes a few ms. */
export const LINEAR_BUDGET_MS = 50;

function fill(unit: string, tail = ""): string {
  return unit.repeat(Math.ceil((SIZE - tail.length) / unit.length)).slice(0, SIZE - tail.length) + tail;
}

// Each is 1 MB (UTF-16 units) built from a repeated unit that many patterns partly match,
// most with a last character that makes the match fail only at the very end.
export const ADVERSARIAL_INPUTS: ReadonlyArray<readonly [name: string, value: string]> = [
  ["tag openings <a", fill("<a")],
  ["tag openings < /", fill("< /")],
  ["spaces", fill(" ")],
  ["spaces then a letter", fill(" ", "x")],
  ["tabs and line breaks", fill("\t\r\n ")],
  ["a@", fill("a@")],
  ["a. then @", fill("a.", "@")],
  ["letters then !", fill("a", "!")],
  ["digits", fill("1")],
  ["digits then a letter", fill("1", "x")],
  ["digits and dots", fill("1.")],
  ["times 9am-", fill("9am-")],
  ["phone-like +1 (", fill("+1 (")],
  ["dashes", fill("-")],
  ["slashes", fill("/")],
  ["backslashes", fill("\\")],
  ["percent signs", fill("%")],
  ["dotted key a.", fill("a.", "!")],
  ["accented letters", fill("é")],
  ["Arabic letters", fill("ابت ")],
  ["astral symbols", fill("😀")],
  ["combining marks", fill("a\u0301\u0302")],
  ["lone surrogates", fill("\ud800")],
];

/**
 * Runs `check` on an input and fails unless one run answered within the budget. Up to five
 * runs, because on a shared machine (two cores, parallel test files) a run can lose the CPU
 * for a while; a super-linear check of 1 MB takes seconds to hours, so no retry hides one (a
 * run over 20 times the budget ends the tries).
 */
export function expectLinear(name: string, check: () => unknown): void {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 5 && best > LINEAR_BUDGET_MS; run++) {
    const start = performance.now();
    check();
    best = Math.min(best, performance.now() - start);
    if (best > 20 * LINEAR_BUDGET_MS) break;
  }
  expect(best, `${name}: best of up to 5 runs, in ms`).toBeLessThan(LINEAR_BUDGET_MS);
}
