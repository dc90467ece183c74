import { describe, expect, it } from "vitest";
import { readUserPick, userPickFields } from "./user-pick";

describe("readUserPick", () => {
  it.each([
    [
      { toUserId: "u-1", toUserIdSearch: "Maria Lopez (employer@example.org)" },
      { id: "u-1", query: "Maria Lopez (employer@example.org)" },
    ],
    [
      { toUserId: "", toUserIdSearch: "  lakeside  " },
      { id: "", query: "lakeside" },
    ],
    [{}, { id: "", query: "" }],
  ])("%j -> %j", (fields, pick) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    expect(readUserPick(form, "toUserId")).toEqual(pick);
  });

  it("names the typed-text field after the id field", () => {
    expect(userPickFields("owner")).toEqual({ id: "owner", search: "ownerSearch" });
  });
});
