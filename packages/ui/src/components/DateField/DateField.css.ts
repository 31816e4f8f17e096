import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const dateInput = style({
  display: "flex",
  alignItems: "center",
  flex: 1,
  paddingBlock: vars.space.sm,
});

export const segment = style({
  paddingInline: "1px",
  borderRadius: vars.radius.sm,
  fontVariantNumeric: "tabular-nums",
  outline: "none",
  selectors: {
    "&[data-placeholder]": { color: vars.color.textMuted },
    '&[data-type="literal"]': { color: vars.color.textMuted },
    "&[data-focused]": { background: vars.color.brand, color: vars.color.onBrand },
  },
});
