import { describe, expect, it } from "vitest";
import { areaMessages, messagesFor } from "./catalog.server";

// areaMessages picks a language's strings of some areas once and hands the same
// object to every later request (issue 14: no catalogue walk per request).

const request = (language: string) => new Request("http://localhost/", { headers: { Cookie: `lang=${language}` } });

describe("areaMessages", () => {
  it("holds every key of the areas asked for, and no other", () => {
    const picked = areaMessages(request("uk"), ["nav", "errors"]);
    const expected = Object.entries(messagesFor("uk")).filter(([key]) => /^(nav|errors)\./.test(key));
    expect(Object.entries(picked).sort()).toEqual(expected.sort());
  });

  it("is built once per language and set of areas, and cannot be changed by a request", () => {
    const first = areaMessages(request("fr"), ["nav", "errors"]);
    expect(areaMessages(request("fr"), ["nav", "errors"])).toBe(first);
    expect(areaMessages(request("es"), ["nav", "errors"])).not.toBe(first);
    expect(areaMessages(request("fr"), ["nav"])).not.toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });
});
