// Overlays, feedback, navigation, data display and the DataGrid: see ./exports/display.ts
export * from "./exports/display.ts";
// Layout, actions, icons and form components: see ./exports/forms.ts
export * from "./exports/forms.ts";
export type { Breakpoint, Space } from "./theme/index.ts";
export {
  breakpoints,
  darkTheme,
  lightTheme,
  mediaQuery,
  modalWidth,
  navigationWidth,
  spaceScale,
  vars,
} from "./theme/index.ts";
