import { vars } from "@haulboard/ui";
import { style } from "@vanilla-extract/css";

export const frame = style({
  display: "grid",
  gridTemplateRows: "auto auto 1fr",
  // One column no wider than the viewport: wide content (a grid) scrolls inside its own container.
  gridTemplateColumns: "minmax(0, 1fr)",
  minBlockSize: "100vh",
  background: vars.color.surface,
  color: vars.color.text,
});

export const body = style({ display: "flex", minBlockSize: 0 });

export const main = style({ flex: 1, minInlineSize: 0, padding: vars.space.md, overflowX: "auto" });
