import { createVar, style, styleVariants } from "@vanilla-extract/css";
import { mediaQuery } from "../../theme/tokens.ts";

export const template = createVar();

const grid = (query: string | null) =>
  style(
    query
      ? {
          display: "grid",
          gridTemplateColumns: "minmax(0, 1fr)",
          "@media": { [query]: { gridTemplateColumns: template } },
        }
      : { display: "grid", gridTemplateColumns: template },
  );

/** Columns collapse into one column below the chosen breakpoint. */
export const collapse = styleVariants({
  never: [grid(null)],
  tablet: [grid(mediaQuery.tablet)],
  desktop: [grid(mediaQuery.desktop)],
  largeLaptop: [grid(mediaQuery.largeLaptop)],
});
