import { alertAreaInsetStart } from "@haulboard/shell/alert-placement";
import { mediaQuery, vars } from "@haulboard/ui";
import { globalStyle, style, styleVariants } from "@vanilla-extract/css";

/** Two columns from the tablet breakpoint up: the background image, then the form (access §2). */
export const layout = style({
  display: "grid",
  gridTemplateColumns: "1fr",
  minHeight: "100vh",
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  "@media": {
    [mediaQuery.tablet]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" },
    [mediaQuery.desktop]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)" },
  },
});

const artBase = style({
  display: "none",
  "@media": { [mediaQuery.tablet]: { display: "block" } },
});

/**
 * The background images are drawn in CSS (a road at dusk for employers, a dispatch-board grid for
 * admins): no image request competes with the form for the first paint.
 */
export const art = styleVariants({
  employer: [
    artBase,
    {
      backgroundColor: vars.color.brand,
      backgroundImage: `repeating-linear-gradient(100deg, transparent 0 46%, ${vars.color.brandSubtle} 46% 47%, transparent 47% 100%), linear-gradient(165deg, ${vars.color.brand} 0%, ${vars.color.surfaceInverse} 100%)`,
    },
  ],
  admin: [
    artBase,
    {
      backgroundColor: vars.color.surfaceInverse,
      backgroundImage: `repeating-linear-gradient(0deg, transparent 0 38px, ${vars.color.borderStrong} 38px 40px), repeating-linear-gradient(90deg, transparent 0 38px, ${vars.color.borderStrong} 38px 40px), linear-gradient(200deg, ${vars.color.surfaceInverse} 0%, ${vars.color.info} 100%)`,
    },
  ],
});

export const column = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  padding: vars.space.lg,
  minWidth: 0,
  "@media": { [mediaQuery.desktop]: { padding: vars.space.xxl } },
});

export const alertArea = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  selectors: { "&:empty": { display: "none" } },
});

export const content = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  width: "100%",
  maxWidth: "28rem",
  marginInline: "auto",
  marginBlock: "auto",
});

export const version = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textAlign: "center",
});

/**
 * The shell's alerts sit over the form column, not centred across the picture and the form: on a page
 * showing this layout, the alert area starts where the form column starts (half the width from the
 * tablet breakpoint, three fifths from the desktop one; see `layout`'s columns).
 */
globalStyle(`body:has(${layout})`, {
  "@media": {
    [mediaQuery.tablet]: { vars: { [alertAreaInsetStart]: `calc(50% + ${vars.space.md})` } },
    [mediaQuery.desktop]: { vars: { [alertAreaInsetStart]: `calc(60% + ${vars.space.md})` } },
  },
});
