import { vars } from "@haulboard/ui";
import { style } from "@vanilla-extract/css";

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

/** The note in place of Deactivate on the signed-in user's own row. */
export const ownAccount = style({
  alignSelf: "center",
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: "nowrap",
});
