import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";
import { breakpoints, modalWidth } from "../../theme/tokens.ts";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: "translateY(0.5rem)" },
  to: { opacity: 1, transform: "none" },
});

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  padding: vars.space.lg,
  background: vars.color.overlay,
  selectors: {
    "&[data-entering]": { animation: `${fadeIn} ${vars.motion.durationNormal} ${vars.motion.easing}` },
  },
});

export const modal = style({
  width: "100%",
  maxWidth: modalWidth,
  maxHeight: "calc(100dvh - 2rem)",
  display: "flex",
  flexDirection: "column",
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: "none",
  selectors: {
    "&[data-entering]": { animation: `${rise} ${vars.motion.durationNormal} ${vars.motion.easing}` },
  },
  "@media": { [`screen and (max-width: ${breakpoints.mobile}px)`]: { maxWidth: "100%" } },
});

export const dialog = style({
  display: "flex",
  flexDirection: "column",
  minHeight: 0,
  outline: "none",
  flex: 1,
});

export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.sm}`,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const body = style({ padding: `${vars.space.sm} ${vars.space.lg}`, overflowY: "auto", flex: 1 });
export const footer = style({
  display: "flex",
  justifyContent: "flex-end",
  flexWrap: "wrap",
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.lg}`,
});

/** A modal that takes over from its prerendered copy (ModalView) is already on screen: it does not enter. */
export const still = style({ selectors: { "&[data-entering]": { animation: "none" } } });
