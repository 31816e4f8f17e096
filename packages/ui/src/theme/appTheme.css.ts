import { assignVars, globalStyle } from "@vanilla-extract/css";
import { vars } from "./contract.css.ts";
import { darkValues, lightValues } from "./themes.css.ts";

/**
 * The app's theme, chosen on the root element's `data-theme` attribute: `light`, `dark`, or `system`
 * (follows `prefers-color-scheme`). The attribute is set before the first paint by a small external
 * script (apps/web/public/theme.js, allowed by the CSP's `script-src 'self'`) from the choice remembered in
 * this browser, so the page never flashes the wrong theme. Stories use the `lightTheme`/`darkTheme`
 * classes instead and never set the attribute.
 */
export const themeAttribute = "data-theme";

const light = { vars: assignVars(vars, lightValues), colorScheme: "light" } as const;
const dark = { vars: assignVars(vars, darkValues), colorScheme: "dark" } as const;

globalStyle(`:root[${themeAttribute}="light"]`, light);
globalStyle(`:root[${themeAttribute}="dark"]`, dark);
globalStyle(`:root[${themeAttribute}="system"]`, {
  ...light,
  "@media": { "(prefers-color-scheme: dark)": dark },
});
