import {
  appTokenStore,
  dataLayerSink,
  sessionFromTokens,
  setAnalyticsSink,
  takeOverPortalShell,
} from "@haulboard/shell";
import { themeAttribute } from "@haulboard/ui";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { Providers } from "./Providers.tsx";
import { AppRoutes } from "./routes.tsx";

// public/theme.js has set the remembered theme before the first paint; without it, follow the system.
if (!document.documentElement.hasAttribute(themeAttribute)) {
  document.documentElement.setAttribute(themeAttribute, "system");
}
// Analytics events go to window.dataLayer, where a tag manager (if the deployment adds one) picks them up.
setAnalyticsSink(dataLayerSink);

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element.");
const app = (
  <Providers>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </Providers>
);

// A prerendered page (prerender.tsx: the public pages a first visitor opens) is a signed-out visitor's:
// React takes over its markup. Signed in, the page will be another one: it is rendered afresh. A portal
// page's shell (sent to a signed-in browser) stays over the app while the app renders the page beneath it.
const tokens = appTokenStore();
const isSignedIn =
  sessionFromTokens({
    accessToken: tokens.get("accessToken"),
    adminAccessToken: tokens.get("adminAccessToken"),
  }).user !== undefined;
const render = (into: HTMLElement) => {
  const root = createRoot(into);
  // The first render as a transition: React renders it in short slices instead of one long task, so a
  // tap or a key during start-up on a slow phone is answered at once (Lighthouse's total blocking time).
  startTransition(() => root.render(app));
};
const shell = container.querySelector<HTMLElement>(":scope > [data-portal-shell]");
if (shell && isSignedIn) {
  takeOverPortalShell(shell, render);
} else if (container.firstElementChild && !shell && !isSignedIn) {
  hydrateRoot(container, app);
} else {
  container.replaceChildren();
  render(container);
}
