import { vars, visuallyHiddenRules } from "@haulboard/ui";
import { globalStyle } from "@vanilla-extract/css";

// A portal page's shell (prerendered HTML, `portalShell.ts`) while the app renders the page beneath it: it
// stays where it is, over the app, until the page's heading is in; it is inert meanwhile.
globalStyle("[data-portal-shell][inert]", {
  position: "fixed",
  inset: 0,
  zIndex: 2147483000,
  overflow: "hidden",
  background: vars.color.surface,
});

// React Aria hides an input (a checkbox's, a radio's) with an inline style, which the page's CSP refuses
// in HTML: the prerender marks it instead.
globalStyle("[data-portal-shell] [data-shell-visually-hidden]", visuallyHiddenRules);
