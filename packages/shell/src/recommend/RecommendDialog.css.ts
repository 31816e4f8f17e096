import { vars } from "@haulboard/ui";
import { style } from "@vanilla-extract/css";

export const form = style({ display: "grid", gap: vars.space.md });

export const text = style({ margin: 0, color: vars.color.text, lineHeight: vars.lineHeight.normal });

export const error = style({ margin: 0, color: vars.color.error, fontWeight: vars.fontWeight.medium });

export const status = style({ display: "grid", gap: vars.space.xs });
