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
