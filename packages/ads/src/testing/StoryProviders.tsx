import { makeApiClient, makeMemoryStorage, makeTokenStore } from "@haulboard/api";
import { ApiProvider } from "@haulboard/api/react";
import { AlertArea, AlertsProvider } from "@haulboard/shell";
import { QueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";

/**
 * What the portal layout gives an ads screen (the api client for the hooks, a fresh query cache per story so
 * each story's MSW answers are its own, the one alert area) and a memory router at `path`, where `pattern`
 * (e.g. `/ads/manage/:id`) renders the screen and any other path shows its name (where a screen navigated).
 */
export function AdsStoryProviders({
  children,
  path = "/ads/manage",
  pattern = path,
}: {
  readonly children: ReactNode;
  readonly path?: string;
  readonly pattern?: string;
}) {
  const [client] = useState(() =>
    makeApiClient({ tokenStore: makeTokenStore(makeMemoryStorage()), onUnauthorized: () => {} }),
  );
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <ApiProvider client={client} queryClient={queryClient}>
      <AlertsProvider>
        <AlertArea />
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={pattern} element={children} />
            <Route path="*" element={<NavigatedTo />} />
          </Routes>
        </MemoryRouter>
      </AlertsProvider>
    </ApiProvider>
  );
}

function NavigatedTo() {
  return <p>{`Now at ${useLocation().pathname}`}</p>;
}
