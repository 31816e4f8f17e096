import { describe, expect, it } from "vitest";
import {
  type AddonSelection,
  addonLabels,
  addonPrices,
  addonsTotal,
  formatPrice,
  isAddonType,
  isHyperlinkUrl,
  jobCost,
} from "./Pricing.ts";

/** Boost ($200) and hyperlink ($100) chosen, promote not. */
const addons: readonly AddonSelection[] = [
  { addonType: "boost", subscribed: true },
  { addonType: "hyperlink", subscribed: true, externalUrl: "https://apply.example" },
  { addonType: "promote", subscribed: false, externalUrl: "ignored" },
];

describe("pricing", () => {
  it("prices boost 200, hyperlink 100, promote 100", () => {
    expect(addonPrices).toEqual({ boost: 200, hyperlink: 100, promote: 100 });
    expect(addonLabels.noAddons).toBe("No add-ons");
  });

  it("adds up the subscribed add-ons only", () => {
    expect(addonsTotal(addons)).toBe(300);
    expect(addonsTotal([])).toBe(0);
  });

  it("costs each address's quoted base plus the add-ons", () => {
    expect(jobCost({ addresses: [{ cost: 300 }], addons: addons })).toBe(600);
    expect(
      jobCost({
        addresses: [{ cost: 300 }, { cost: null }, {}],
        addons: [{ addonType: "promote", subscribed: true }],
      }),
    ).toBe(600);
    expect(jobCost({ addresses: [], addons: addons })).toBe(0);
  });

  it("recognises add-on types and formats prices", () => {
    expect(isAddonType("boost")).toBe(true);
    expect(isAddonType("noAddons")).toBe(false);
    expect(formatPrice(1200)).toBe("$1,200.00");
  });
});

describe("isHyperlinkUrl: the hyperlink add-on's address, one rule for the wizard and the server", () => {
  it("takes an http(s) address of a site, up to 2,048 characters", () => {
    for (const url of ["https://summit.example.com/apply", "http://a.co", `https://a.co/${"x".repeat(2035)}`])
      expect(isHyperlinkUrl(url), url).toBe(true);
  });
  it("refuses another scheme, a host without a dot, a non-address and anything longer", () => {
    for (const url of [
      "ftp://a.co/file",
      "javascript:alert(1)",
      "https://localhost/apply",
      "acme",
      "",
      `https://a.co/${"x".repeat(2036)}`,
    ])
      expect(isHyperlinkUrl(url), url.slice(0, 40)).toBe(false);
  });
});
