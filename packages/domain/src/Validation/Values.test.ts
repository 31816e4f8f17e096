import { describe, expect, it } from "vitest";
import { acceptedCountryNames, addressFromComponents, checkUsAddressChoice, streetLine } from "./Address.ts";
import { Amount, isAmount } from "./Amount.ts";
import {
  cardErrorKindOf,
  cardErrorKinds,
  cardErrorMessage,
  cardTokenStatuses,
  paymentPhases,
} from "./Card.ts";
import { ApiDate, isApiDate } from "./Date.ts";
import { formErrors } from "./formErrors.ts";
import { clampLogoCropSize, isLogoCropSize, LogoCrop, logoCrop } from "./LogoCrop.ts";
import { isResetCode, resetCodeLength } from "./ResetCode.ts";

describe("US address choice", () => {
  it("accepts the spec's country names", () => {
    expect(acceptedCountryNames).toEqual(["EE. UU.", "USA", "EUA", "US", "U.S."]);
  });

  it.each(["EE. UU.", "USA", "EUA", "US", "U.S.", " USA "])(
    "accepts a suggestion ending in %j",
    (country) => {
      expect(checkUsAddressChoice(["Austin", "TX", country])).toEqual({ ok: true });
    },
  );

  it.each([
    ["Toronto", "ON", "Canada"],
    ["Paris", "France"],
    ["Austin", "TX", "usa"],
  ])("refuses %j as not from the US", (...terms) => {
    expect(checkUsAddressChoice(terms)).toEqual({ ok: false, message: "Addresses should be from the US" });
  });

  it.each([[["USA"]], [[]]])("refuses %j as no address", (terms) => {
    expect(checkUsAddressChoice(terms)).toEqual({
      ok: false,
      message: "Select a valid address, city, or zip code",
    });
  });

  it("builds an address from map components, state as its code, coordinates as [lng, lat]", () => {
    const address = addressFromComponents(
      [
        { long_name: "100", short_name: "100", types: ["street_number"] },
        { long_name: "Congress Avenue", short_name: "Congress Ave", types: ["route"] },
        { long_name: "Austin", short_name: "Austin", types: ["locality", "political"] },
        { long_name: "Texas", short_name: "TX", types: ["administrative_area_level_1", "political"] },
        { long_name: "United States", short_name: "US", types: ["country", "political"] },
        { long_name: "78701", short_name: "78701", types: ["postal_code"] },
      ],
      "100 Congress Avenue, Austin, TX, USA",
      { lat: 30.26, lng: -97.74 },
    );
    expect(address).toEqual({
      streetNumber: "100",
      streetName: "Congress Avenue",
      city: "Austin",
      state: "TX",
      country: "US",
      zip: "78701",
      description: "100 Congress Avenue, Austin, TX, USA",
      coordinates: [-97.74, 30.26],
    });
    expect(streetLine(address)).toBe("100 Congress Avenue");
  });

  it("reads a state given by name and leaves missing parts empty", () => {
    const byName = addressFromComponents(
      [{ long_name: "Ohio", short_name: "Ohio", types: ["administrative_area_level_1"] }],
      "Ohio, USA",
      { lat: 40, lng: -83 },
    );
    expect(byName).toMatchObject({ state: "OH", city: "", zip: "", country: "", streetNumber: "" });
    expect(streetLine(byName)).toBe("");
    const unknown = addressFromComponents(
      [{ long_name: "Ontario", short_name: "ON", types: ["administrative_area_level_1"] }],
      "Ontario",
      { lat: 50, lng: -85 },
    );
    expect(unknown.state).toBe("ON");
    expect(addressFromComponents([], "", { lat: 0, lng: 0 }).state).toBe("");
  });
});

describe("API date", () => {
  it.each([
    ["2024-03-07", true],
    ["2024-02-29", true],
    ["2023-02-29", false],
    ["2024-13-01", false],
    ["2024-3-7", false],
    ["03/07/2024", false],
    ["2024-03-07T00:00:00Z", false],
  ])("reads %j as a date: %s", (value, valid) => {
    expect(isApiDate(value)).toBe(valid);
    const result = formErrors(ApiDate, value);
    expect(result.ok ? [] : result.errors._form).toEqual(valid ? [] : ["Enter a date as YYYY-MM-DD"]);
  });
});

describe("amount", () => {
  it.each([
    ["0", true],
    ["12345678", true],
    ["12345678.9", true],
    ["12345678.99", true],
    ["123456789", false],
    ["1.234", false],
    ["1.", false],
    ["-1", false],
    ["", false],
  ])("reads %j as an amount: %s", (value, valid) => {
    expect(isAmount(value)).toBe(valid);
    const result = formErrors(Amount, value);
    expect(result.ok ? [] : result.errors._form).toEqual(
      valid ? [] : ["Enter an amount of up to 8 digits and 2 decimals"],
    );
  });
});

describe("logo crop", () => {
  it("has the bounds 200 to 700 in steps of 10", () => {
    expect(logoCrop).toEqual({ min: 200, max: 700, step: 10 });
  });

  it.each([
    [190, false],
    [200, true],
    [205, false],
    [210, true],
    [700, true],
    [710, false],
    [250.5, false],
  ])("accepts a size of %d: %s", (size, valid) => {
    expect(isLogoCropSize(size)).toBe(valid);
    expect(formErrors(LogoCrop, { size, top: 0, left: 0 }).ok).toBe(valid);
  });

  it("reports the bounds message", () => {
    expect(formErrors(LogoCrop, { size: 100, top: 0, left: 0 })).toEqual({
      ok: false,
      errors: { size: ["Choose a size from 200 to 700 in steps of 10"] },
    });
  });

  it.each([
    [100, 200],
    [204, 200],
    [205, 210],
    [699, 700],
    [900, 700],
    [Number.NaN, 200],
  ])("brings %d within the bounds as %d", (size, clamped) => {
    expect(clampLogoCropSize(size)).toBe(clamped);
  });
});

describe("card messages", () => {
  it.each([
    ["number", "Invalid credit card number."],
    ["expiration", "Invalid expiration date."],
    ["securityNumber", "Invalid security number."],
    ["fails", "Validation fails."],
    ["unknown", "Unknown error."],
    ["missingToken", "Validation error."],
  ] as const)("says %s: %j", (kind, message) => {
    expect(cardErrorMessage(kind)).toBe(message);
  });

  it("covers every kind", () => {
    expect(cardErrorKinds).toHaveLength(6);
    expect(cardTokenStatuses).toEqual(["success", "error", "validation"]);
    expect(paymentPhases).toEqual(["tokenFetch", "cardValidation", "charging", "success", "error"]);
  });

  it.each([
    ["ccnumber", "number"],
    ["card_number", "number"],
    ["Number", "number"],
    ["ccexp", "expiration"],
    ["expiration_date", "expiration"],
    ["cvv", "securityNumber"],
    ["CVC", "securityNumber"],
    ["security_code", "securityNumber"],
    ["zip", "unknown"],
    ["", "unknown"],
    [null, "unknown"],
    [undefined, "unknown"],
  ])("reads the field %j as %s", (field, kind) => {
    expect(cardErrorKindOf(field)).toBe(kind);
  });
});

describe("reset code", () => {
  it("is six digits, nothing else", () => {
    expect(resetCodeLength).toBe(6);
    expect(isResetCode("012345")).toBe(true);
    expect(isResetCode("12345")).toBe(false);
    expect(isResetCode("1234567")).toBe(false);
    expect(isResetCode("12345a")).toBe(false);
  });
});

describe("values at their edges", () => {
  it("reads a state from its long name when the short one is not a state code", () => {
    const address = addressFromComponents(
      [{ long_name: "California", short_name: "Calif.", types: ["administrative_area_level_1"] }],
      "Somewhere, California",
      { lat: 36.7, lng: -119.4 },
    );
    expect(address.state).toBe("CA");
  });

  it("calls a card error with no field name unknown", () => {
    expect(cardErrorKindOf("")).toBe("unknown");
    expect(cardErrorKindOf(null)).toBe("unknown");
  });

  it("refuses a year before 100, which the calendar would read as 19xx", () => {
    expect(isApiDate("0050-01-01")).toBe(false);
    expect(isApiDate("2050-01-01")).toBe(true);
  });
});
