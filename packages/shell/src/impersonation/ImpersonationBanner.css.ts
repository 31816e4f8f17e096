import { vars } from "@haulboard/ui";
import { style } from "@vanilla-extract/css";

export const banner = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  background: vars.color.brandSubtle,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const text = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const tools = style({ display: "flex", alignItems: "center", gap: vars.space.md });
