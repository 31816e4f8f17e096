import { describe, expect, it } from "vitest";
import { featureFlagDefaults, parseFlagValue, readFeatureFlags } from "./FeatureFlag.ts";

describe("feature flags", () => {
  it("defaults channels, socialLogin and pickers on and newLayout off", () => {
    expect(featureFlagDefaults).toEqual({
      channels: true,
      newLayout: false,
      socialLogin: true,
      pickers: true,
    });
    expect(readFeatureFlags("")).toEqual(featureFlagDefaults);
  });

  it.each([
    ["?newLayout=true", { newLayout: true }],
    ["newLayout=1", { newLayout: true }],
    ["?newLayout", { newLayout: true }],
    ["?newLayout=ON", { newLayout: true }],
    ["?channels=false", { channels: false }],
    ["?socialLogin=0&pickers=off", { socialLogin: false, pickers: false }],
    ["?pickers=no&channels=yes", { pickers: false, channels: true }],
    ["?newLayout=true&newLayout=false", { newLayout: false }],
    ["?newLayout=maybe", {}],
    ["?NEWLAYOUT=true&other=1", {}],
  ])("reads %j", (search, overrides) => {
    expect(readFeatureFlags(search)).toEqual({ ...featureFlagDefaults, ...overrides });
  });

  it("applies overrides over other defaults, such as the web app's social login off", () => {
    const noProvider = { ...featureFlagDefaults, socialLogin: false };
    expect(readFeatureFlags("?channels=0", noProvider)).toEqual({ ...noProvider, channels: false });
  });

  it("parses flag values", () => {
    expect(parseFlagValue(" TRUE ")).toBe(true);
    expect(parseFlagValue("")).toBe(true);
    expect(parseFlagValue("Off")).toBe(false);
    expect(parseFlagValue("2")).toBeUndefined();
  });
});
