import { describe, expect, it } from "vitest";
import {
  alreadyPaidMessage,
  declineCodes,
  declineMessages,
  isDeclineCode,
  sandboxBehaviourOf,
  sandboxCards,
  sandboxTestCards,
} from "./Gateway.ts";
import { isAlreadyPaidMessage } from "./Payment.ts";
import { addonPrices, jobBaseCost, jobCost, postedJobCost } from "./Pricing.ts";

describe("the sandbox gateway's test cards", () => {
  it("approves 4242 4242 4242 4242 and any number it does not list", () => {
    expect(sandboxBehaviourOf(sandboxCards.approve)).toBe("approve");
    expect(sandboxBehaviourOf(sandboxCards.approveMastercard)).toBe("approve");
  });

  it("gives each documented decline number its decline", () => {
    expect(sandboxBehaviourOf(sandboxCards.genericDecline)).toBe("card_declined");
    expect(sandboxBehaviourOf(sandboxCards.insufficientFunds)).toBe("insufficient_funds");
    expect(sandboxBehaviourOf(sandboxCards.expiredCard)).toBe("expired_card");
    expect(sandboxBehaviourOf(sandboxCards.incorrectCvc)).toBe("incorrect_cvc");
    expect(sandboxBehaviourOf(sandboxCards.processingError)).toBe("processing_error");
    expect(sandboxBehaviourOf(sandboxCards.declineAfterSave)).toBe("declineAfterSave");
  });

  it("lists every documented card with what paying with it does, for the local trial's payment step", () => {
    const cards = sandboxTestCards();
    expect(cards.map((card) => card.number)).toEqual(Object.values(sandboxCards));
    expect(cards[0]).toEqual({ number: "4242424242424242", outcome: "Approved" });
    expect(cards.find((card) => card.number === sandboxCards.expiredCard)?.outcome).toBe(
      "Your card has expired. Try another card.",
    );
    expect(cards.find((card) => card.number === sandboxCards.declineAfterSave)?.outcome).toBe(
      "Saved, then every later charge is declined (a failed renewal)",
    );
  });

  it("has a distinct message for every decline code", () => {
    const messages = declineCodes.map((code) => declineMessages[code]);
    expect(new Set(messages).size).toBe(declineCodes.length);
    expect(isDeclineCode("expired_card")).toBe(true);
    expect(isDeclineCode("approve")).toBe(false);
  });

  it("words 'already paid' so the client's rule recognises it", () => {
    expect(alreadyPaidMessage("Job post jpt_1")).toBe("Job post jpt_1 is already paid. Aborting");
    expect(isAlreadyPaidMessage(alreadyPaidMessage("Job post jpt_1"))).toBe(true);
  });
});

describe("the cost of a posted job", () => {
  it("is the base cost plus the subscribed add-ons, as jobCost counts one quoted address", () => {
    const addons = [
      { addonType: "boost", subscribed: true },
      { addonType: "hyperlink", subscribed: true, externalUrl: "https://example.com" },
      { addonType: "promote", subscribed: false },
    ] as const;
    expect(postedJobCost(addons)).toBe(jobBaseCost + addonPrices.boost + addonPrices.hyperlink);
    expect(postedJobCost([])).toBe(jobBaseCost);
    expect(jobCost({ addresses: [{ cost: jobBaseCost }], addons })).toBe(postedJobCost(addons));
  });
});
