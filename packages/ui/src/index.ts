// Overlays, feedback, navigation, data display and the DataGrid: see ./exports/display.ts
export * from "./exports/display.ts";
// Layout, actions, icons and form components: see ./exports/forms.ts
export * from "./exports/forms.ts";
export type { Breakpoint, LogoSize, Space } from "./theme/index.ts";
export {
  breakpoints,
  darkTheme,
  imageSize,
  lightTheme,
  logoSizes,
  mediaQuery,
  modalWidth,
  navigationWidth,
  spaceScale,
  themeAttribute,
  vars,
  visuallyHiddenRules,
} from "./theme/index.ts";
