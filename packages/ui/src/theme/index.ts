export { themeAttribute } from "./appTheme.css.ts";
export { vars } from "./contract.css.ts";
export { darkTheme, lightTheme } from "./themes.css.ts";
export type { Breakpoint, LogoSize, Space } from "./tokens.ts";
export {
  breakpoints,
  imageSize,
  logoSizes,
  mediaQuery,
  modalWidth,
  navigationWidth,
  spaceScale,
} from "./tokens.ts";
export { visuallyHidden, visuallyHiddenRules } from "./visuallyHidden.css.ts";
