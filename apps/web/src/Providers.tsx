import { AlertsProvider, AppErrorBoundary, FeatureFlagsProvider, SessionProvider } from "@haulboard/shell";
import { type ReactNode, StrictMode } from "react";

/**
 * The providers around the router, one tree for the browser (main.tsx) and the prerender (prerender.tsx):
 * hydration needs the server's tree and the browser's to be the same, down to React's generated ids.
 */
export function Providers({ children }: { readonly children: ReactNode }) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <FeatureFlagsProvider>
          <SessionProvider>
            <AlertsProvider>{children}</AlertsProvider>
          </SessionProvider>
        </FeatureFlagsProvider>
      </AppErrorBoundary>
    </StrictMode>
  );
}
