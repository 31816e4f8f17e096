import {
  AlertsProvider,
  AppErrorBoundary,
  dataLayerSink,
  FeatureFlagsProvider,
  SessionProvider,
  setAnalyticsSink,
} from "@haulboard/shell";
import { themeAttribute } from "@haulboard/ui";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppRoutes } from "./routes.tsx";

// public/theme.js has set the remembered theme before the first paint; without it, follow the system.
if (!document.documentElement.hasAttribute(themeAttribute)) {
  document.documentElement.setAttribute(themeAttribute, "system");
}
// Analytics events go to window.dataLayer, where a tag manager (if the deployment adds one) picks them up.
setAnalyticsSink(dataLayerSink);

// The first render as a transition: React renders it in short slices instead of one long task, so a
// tap or a key during start-up on a slow phone is answered at once (Lighthouse's total blocking time).
const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element.");
const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
      <AppErrorBoundary>
        <FeatureFlagsProvider>
          <SessionProvider>
            <AlertsProvider>
              <BrowserRouter>
                <AppRoutes />
              </BrowserRouter>
            </AlertsProvider>
          </SessionProvider>
        </FeatureFlagsProvider>
      </AppErrorBoundary>
    </StrictMode>,
  ),
);
