import { vars } from "@haulboard/ui";
import { style } from "@vanilla-extract/css";

export const sections = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.lg,
  margin: 0,
  padding: `0 0 ${vars.space.sm}`,
  listStyle: "none",
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
