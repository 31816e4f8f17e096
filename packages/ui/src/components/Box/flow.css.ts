import { style } from "@vanilla-extract/css";
import { createSprinkles, defineProperties } from "@vanilla-extract/sprinkles";
import { vars } from "../../theme/contract.css.ts";
import { responsiveConditions } from "./conditions.ts";

// The flex-layout subset of Box's sprinkles, for Stack, Inline and Columns. Box's full set (spacing on
// every side, colours, borders... at four breakpoints) is a ~3.7 KB gzip class map that every screen
// paid for through Stack and Inline; these five properties are a fraction of it. The class names are
// generated apart from Box's, so a Box and a Stack side by side each get their own rules.
const flow = defineProperties({
  ...responsiveConditions,
  properties: {
    flexDirection: ["row", "column"],
    flexWrap: ["wrap", "nowrap"],
    alignItems: ["stretch", "flex-start", "center", "flex-end", "baseline"],
    justifyContent: ["flex-start", "center", "flex-end", "space-between"],
    gap: vars.space,
  },
});

/** A flex container: Stack's column, Inline's row. */
export const flex = style({ display: "flex" });

/** `flowSprinkles({ gap: { mobile: "sm", tablet: "lg" }, alignItems: "center" })`. */
export const flowSprinkles = createSprinkles(flow);
export type FlowSprinkles = Parameters<typeof flowSprinkles>[0];
