import { describe, expect, it } from "vitest";
import { MAX_PHONE_INPUT, parsePhone } from "./phone";
import { ADVERSARIAL_INPUTS, expectLinear } from "./testing/adversarial";

describe("parsePhone", () => {
  it.each([
    ["(773) 555-0142", "+17735550142"],
    ["773-555-0142", "+17735550142"],
    ["773.555.0142", "+17735550142"],
    ["7735550142", "+17735550142"],
    ["1 773 555 0142", "+17735550142"],
    ["+1 (773) 555-0142", "+17735550142"],
    ["  773 555 0142  ", "+17735550142"],
  ])("reads the US number %j", (typed, e164) => {
    expect(parsePhone(typed)).toEqual({ ok: true, phone: e164 });
  });

  it.each([
    ["Afghanistan", "+93 70 123 4567", "+93701234567"],
    ["Syria", "+963 944 567 890", "+963944567890"],
    ["Ukraine", "+380 50 123 4567", "+380501234567"],
    ["DR Congo", "+243 81 234 5678", "+243812345678"],
    ["Venezuela", "+58 412-1234567", "+584121234567"],
    ["Ukraine, with 00", "00380 50 123 4567", "+380501234567"],
    ["Afghanistan, from the US with 011", "011 93 70 123 4567", "+93701234567"],
    ["Afghanistan, in Persian digits", "+۹۳ ۷۰ ۱۲۳ ۴۵۶۷", "+93701234567"],
    ["Syria, in Arabic-Indic digits", "+٩٦٣ ٩٤٤ ٥٦٧ ٨٩٠", "+963944567890"],
  ])("reads a number from %s", (_, typed, e164) => {
    expect(parsePhone(typed)).toEqual({ ok: true, phone: e164 });
  });

  it.each([
    ["empty", ""],
    ["spaces only", "   "],
    ["too few digits", "555-01"],
    ["too many digits", "+1 773 555 0142 0142"],
    ["letters", "773-555-CALL"],
    ["words around it", "call 773 555 0142"],
    ["an extension", "773 555 0142 ext 12"],
    ["a plus in the middle", "773+555+0142"],
    ["two plus signs", "++93 70 123 4567"],
    ["an email address", "amina@example.org"],
    ["over the length limit", `+1 773 555 0142${" ".repeat(MAX_PHONE_INPUT)}x`],
    ["digits over the length limit", "1".repeat(MAX_PHONE_INPUT + 1)],
  ])("refuses %s as no phone number", (_, typed) => {
    expect(parsePhone(typed)).toEqual({ ok: false, error: "validation.phoneInvalid" });
  });

  it.each([
    ["a US area code that does not exist", "(200) 555-0142"],
    ["an Afghan number of no network", "+93 10 123 4567"],
  ])("refuses %s as a number no one has", (_, typed) => {
    expect(parsePhone(typed)).toEqual({ ok: false, error: "validation.phoneUnknown" });
  });

  it("answers 1 MB of adversarial input in linear time", () => {
    for (const [name, value] of ADVERSARIAL_INPUTS) {
      expectLinear(name, () => expect(parsePhone(value)).toMatchObject({ ok: false }));
    }
    // Just inside the limit, the parser itself runs: still nothing to fear.
    expectLinear("32 characters", () => parsePhone("+1 (".repeat(8)));
  });
});
