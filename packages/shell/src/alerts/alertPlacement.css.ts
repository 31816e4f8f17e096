import { createVar } from "@vanilla-extract/css";

/**
 * Where the alert area starts (`@haulboard/shell/alert-placement`): a layout whose content sits beside a
 * picture (the auth layout's form column) sets it on `body`, so alerts sit over the content instead of
 * across both columns. A module of its own so another package's stylesheet can import it alone.
 */
export const alertAreaInsetStart = createVar();
