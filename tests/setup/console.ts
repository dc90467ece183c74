import { afterEach, beforeEach, expect, vi, type MockInstance } from "vitest";

// A console.error during a test fails it, unless the test calls expectConsoleError().
let errorSpy: MockInstance<typeof console.error>;
let expected = false;

beforeEach(() => {
  expected = false;
  errorSpy = vi.spyOn(console, "error");
});

afterEach(() => {
  const calls = errorSpy.mock.calls;
  errorSpy.mockRestore();
  if (!expected) expect(calls, "unexpected console.error").toEqual([]);
});

export function expectConsoleError(): void {
  expected = true;
  errorSpy.mockImplementation(() => undefined);
}
