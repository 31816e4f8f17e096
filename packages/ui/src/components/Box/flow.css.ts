import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

// The flex layout of Stack, Inline and Columns: a handful of fixed classes. Box's sprinkles (spacing on
// every side, colours, borders... at four breakpoints) are a 3.7 KB gzip class map and a runtime that
// every screen, /login included, paid for through Stack and Inline; no screen sets a responsive gap.

/** A flex container: Stack's column, Inline's row. */
export const flex = style({ display: "flex" });

/** The gap between items: a token of the spacing scale. */
export const gap = styleVariants(vars.space, (space) => ({ gap: space }));

export const direction = styleVariants({
  row: { flexDirection: "row" },
  column: { flexDirection: "column" },
});

export const wrap = styleVariants({ wrap: { flexWrap: "wrap" }, nowrap: { flexWrap: "nowrap" } });

export const alignItems = styleVariants({
  stretch: { alignItems: "stretch" },
  start: { alignItems: "flex-start" },
  center: { alignItems: "center" },
  end: { alignItems: "flex-end" },
  baseline: { alignItems: "baseline" },
});

export const justifyContent = styleVariants({
  start: { justifyContent: "flex-start" },
  center: { justifyContent: "center" },
  end: { justifyContent: "flex-end" },
  spaceBetween: { justifyContent: "space-between" },
});
