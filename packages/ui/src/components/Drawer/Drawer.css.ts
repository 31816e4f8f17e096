import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideFromRight = keyframes({ from: { transform: "translateX(100%)" }, to: { transform: "none" } });
const slideFromLeft = keyframes({ from: { transform: "translateX(-100%)" }, to: { transform: "none" } });

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: "flex",
  justifyContent: "flex-end",
  background: vars.color.overlay,
  selectors: {
    '&[data-side="left"]': { justifyContent: "flex-start" },
    "&[data-entering]": { animation: `${fadeIn} ${vars.motion.durationNormal} ${vars.motion.easing}` },
  },
});

export const panel = style({
  height: "100%",
  // As wide as the content, up to the limit given inline (the `width` prop), never narrower than a form.
  width: "fit-content",
  minWidth: "min(20rem, 100vw)",
  display: "flex",
  flexDirection: "column",
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderLeft: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  outline: "none",
  selectors: {
    "&[data-entering]": {
      animation: `${slideFromRight} ${vars.motion.durationNormal} ${vars.motion.easing}`,
    },
    '[data-side="left"] &[data-entering]': {
      animation: `${slideFromLeft} ${vars.motion.durationNormal} ${vars.motion.easing}`,
    },
  },
});

export const dialog = style({ display: "flex", flexDirection: "column", height: "100%", outline: "none" });
export const header = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const body = style({ padding: vars.space.lg, overflowY: "auto", flex: 1, minWidth: 0 });
