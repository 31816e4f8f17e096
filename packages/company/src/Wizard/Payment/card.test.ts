import { ErrorText } from "@haulboard/domain";
import { describe, expect, it } from "vitest";
import { cardErrors, emptyCard, isCardValid, tokenizeBody } from "./card.ts";

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, "0");
const good = {
  number: "4242 4242 4242 4242",
  expiration: `12/${nextYear}`,
  securityNumber: "123",
  holder: "Dana Reyes",
};

describe("card checks as typed", () => {
  it("accepts a valid card and enables Pay", () => {
    expect(cardErrors(good, { number: true, expiration: true, securityNumber: true, holder: true })).toEqual(
      {},
    );
    expect(isCardValid(good)).toBe(true);
    expect(isCardValid(emptyCard)).toBe(false);
  });

  it("says nothing while a field can still become valid, and the spec's text once it cannot", () => {
    expect(cardErrors({ ...good, number: "4242 42" })).toEqual({});
    expect(cardErrors({ ...good, number: "4242 42" }, { number: true }).number).toBe(
      ErrorText.cardInvalidNumber,
    );
    expect(cardErrors({ ...good, number: "4242 4242 4242 4241" }, { number: true }).number).toBe(
      ErrorText.cardInvalidNumber,
    );
    expect(cardErrors({ ...good, expiration: "13/" }).expiration).toBe(ErrorText.cardInvalidExpiration);
    expect(cardErrors({ ...good, expiration: "01/20" }, { expiration: true }).expiration).toBe(
      ErrorText.cardInvalidExpiration,
    );
    expect(cardErrors({ ...good, securityNumber: "12345" }).securityNumber).toBe(
      ErrorText.cardInvalidSecurityNumber,
    );
    expect(cardErrors({ ...good, holder: "" }, { holder: true }).holder).toBe(ErrorText.cardValidationFails);
  });

  it("sends digits and MM/YY to the gateway", () => {
    expect(tokenizeBody({ ...good, expiration: `3/${nextYear}` })).toEqual({
      number: "4242424242424242",
      expirationDate: `03/${nextYear}`,
      cvv: "123",
      cardHolderName: "Dana Reyes",
    });
  });
});
