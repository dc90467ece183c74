import { describe, expect, it } from "vitest";
import { initials } from "./profile-header";

describe("initials", () => {
  it.each([
    ["Amina Yusuf", "AY"],
    ["amina", "A"],
    ["J", "J"],
    ["  Jean  Paul  Sartre ", "JP"],
    ["Élodie Ünal", "ÉÜ"],
    ["", ""],
  ])("%s → %s", (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
