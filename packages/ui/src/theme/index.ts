export { vars } from "./contract.css.ts";
export { darkTheme, lightTheme } from "./themes.css.ts";
export type { Breakpoint, Space } from "./tokens.ts";
export { breakpoints, mediaQuery, modalWidth, navigationWidth, spaceScale } from "./tokens.ts";
