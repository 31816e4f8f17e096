import { styleVariants } from "@vanilla-extract/css";

// Square buttons: the Button recipe supplies colours and states, these override the box.
export const square = styleVariants({
  small: { width: "2rem", minWidth: "2rem", paddingInline: 0 },
  medium: { width: "2.5rem", minWidth: "2.5rem", paddingInline: 0 },
  large: { width: "3rem", minWidth: "3rem", paddingInline: 0 },
});
