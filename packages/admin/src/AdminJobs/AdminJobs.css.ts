import { vars } from "@haulboard/ui";
import { style } from "@vanilla-extract/css";

/** Search and status side by side where they fit, stacked on a phone. */
export const filters = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 14rem), 1fr))",
  gap: vars.space.md,
  alignItems: "end",
  maxWidth: "40rem",
});
