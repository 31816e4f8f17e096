import { describe, expect, it } from "vitest";
import { formatUsPhone, isCompleteUsPhone, phoneDigits, stripUsCountryCode } from "./Phone.ts";

describe("US phone", () => {
  it.each([
    ["", ""],
    ["1", "(1"],
    ["123", "(123"],
    ["1234", "(123)4"],
    ["123456", "(123)456"],
    ["1234567", "(123)456-7"],
    ["1234567890", "(123)456-7890"],
    ["(123) 456-7890", "(123)456-7890"],
    ["1 555 123 4567", "(555)123-4567"],
    ["15551234567", "(555)123-4567"],
    ["+1 (555) 123-4567", "(555)123-4567"],
    ["25551234567", "(255)512-3456"],
    ["123456789012", "(123)456-7890"],
    ["abc", ""],
  ])("formats %j as %j", (input, formatted) => {
    expect(formatUsPhone(input)).toBe(formatted);
  });

  it("keeps the ten national digits", () => {
    expect(phoneDigits("1 (555) 123-4567")).toBe("5551234567");
    expect(phoneDigits("555-123")).toBe("555123");
  });

  it("strips a leading +1 from the login response's phone", () => {
    expect(stripUsCountryCode("+15551234567")).toBe("5551234567");
    expect(stripUsCountryCode("5551234567")).toBe("5551234567");
  });

  it("recognises a complete number", () => {
    expect(isCompleteUsPhone("(555)123-4567")).toBe(true);
    expect(isCompleteUsPhone("(555)123-456")).toBe(false);
  });
});

describe("the US country code", () => {
  it("is taken off only at the start", () => {
    expect(stripUsCountryCode("+14055550142")).toBe("4055550142");
    expect(stripUsCountryCode("405555+10")).toBe("405555+10");
  });
});
