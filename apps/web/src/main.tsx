import {
  AlertsProvider,
  AppErrorBoundary,
  dataLayerSink,
  FeatureFlagsProvider,
  SessionProvider,
  setAnalyticsSink,
} from "@haulboard/shell";
import { lightTheme } from "@haulboard/ui";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppRoutes } from "./routes.tsx";

document.documentElement.classList.add(lightTheme);
// Analytics events go to window.dataLayer, where a tag manager (if the deployment adds one) picks them up.
setAnalyticsSink(dataLayerSink);

createRoot(document.getElementById("root")!).render(
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
);
