import { createSprinkles, defineProperties } from "@vanilla-extract/sprinkles";
import { vars } from "../../theme/contract.css.ts";
import { mediaQuery } from "../../theme/tokens.ts";

const responsive = defineProperties({
  conditions: {
    mobile: {},
    tablet: { "@media": mediaQuery.tablet },
    desktop: { "@media": mediaQuery.desktop },
    largeLaptop: { "@media": mediaQuery.largeLaptop },
  },
  defaultCondition: "mobile",
  responsiveArray: ["mobile", "tablet", "desktop", "largeLaptop"],
  properties: {
    display: ["none", "block", "flex", "grid", "inline-flex", "inline-block", "inline"],
    flexDirection: ["row", "column", "row-reverse", "column-reverse"],
    flexWrap: ["wrap", "nowrap"],
    alignItems: ["stretch", "flex-start", "center", "flex-end", "baseline"],
    justifyContent: ["flex-start", "center", "flex-end", "space-between", "space-around"],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: vars.space,
    marginRight: vars.space,
    textAlign: ["left", "center", "right"],
    width: { auto: "auto", full: "100%" },
    flexGrow: { 0: "0", 1: "1" },
    flexShrink: { 0: "0", 1: "1" },
  },
  shorthands: {
    padding: ["paddingTop", "paddingBottom", "paddingLeft", "paddingRight"],
    paddingX: ["paddingLeft", "paddingRight"],
    paddingY: ["paddingTop", "paddingBottom"],
    margin: ["marginTop", "marginBottom", "marginLeft", "marginRight"],
    marginX: ["marginLeft", "marginRight"],
    marginY: ["marginTop", "marginBottom"],
  },
});

const look = defineProperties({
  properties: {
    background: {
      surface: vars.color.surface,
      surfaceRaised: vars.color.surfaceRaised,
      surfaceSunken: vars.color.surfaceSunken,
      brandSubtle: vars.color.brandSubtle,
      brand: vars.color.brand,
      transparent: "transparent",
    },
    color: {
      text: vars.color.text,
      textMuted: vars.color.textMuted,
      onBrand: vars.color.onBrand,
      link: vars.color.link,
      critical: vars.color.critical,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    borderStyle: ["none", "solid"],
    borderWidth: { none: "0", thin: "1px", thick: "2px" },
    borderColor: {
      border: vars.color.border,
      borderStrong: vars.color.borderStrong,
      brand: vars.color.brand,
    },
    overflow: ["hidden", "auto", "visible"],
    position: ["relative", "absolute", "sticky", "static"],
    minWidth: { 0: "0" },
    fontSize: vars.fontSize,
    fontWeight: vars.fontWeight,
  },
});

/**
 * Atomic, theme-bound styles: `sprinkles({ padding: "lg", display: { mobile: "block", tablet: "flex" } })`.
 * Responsive props take a value or an object keyed by mobile / tablet / desktop / largeLaptop.
 */
export const sprinkles = createSprinkles(responsive, look);
export type Sprinkles = Parameters<typeof sprinkles>[0];
