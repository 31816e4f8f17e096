import { makeApiClient, makeMemoryStorage, makeTokenStore } from "@haulboard/api";
import { ApiProvider } from "@haulboard/api/react";
import { AlertArea, AlertsProvider } from "@haulboard/shell";
import { QueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";

/**
 * What the portal layout gives a screen (the api client for the hooks, the query cache, the alerts), with a
 * fresh query cache per story so each story's MSW handlers see their own requests.
 */
export function StoryQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() =>
    makeApiClient({ tokenStore: makeTokenStore(makeMemoryStorage()), onUnauthorized: () => {} }),
  );
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <ApiProvider client={client} queryClient={queryClient}>
      <AlertsProvider>
        <AlertArea />
        {children}
      </AlertsProvider>
    </ApiProvider>
  );
}
