import type { ApiClient } from "@haulboard/api";
import { ApiProvider } from "@haulboard/api/react";
import type { QueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { useTokenStore } from "../session/Session.tsx";
import { apiClientFor, appApiClient } from "./appClient.ts";

const ApiClientContext = createContext<ApiClient | undefined>(undefined);

/** The api client of the screens below (stories pass one over MSW; the app uses `appApiClient()`). */
export const useAppApi = (): ApiClient => useContext(ApiClientContext) ?? appApiClient();

export interface AppApiProviderProps {
  readonly children: ReactNode;
  /** @default the app's client over the session's token store (`apiClientFor`) */
  readonly client?: ApiClient;
  /** When given, React Query's provider is mounted with it too (the portal layout passes the app's cache). */
  readonly queryClient?: QueryClient;
}

/**
 * Gives the app's api client to the screens below, both to `useAppApi()` and to the api package's hooks
 * (`ApiProvider`), so no screen mounts its own provider.
 */
export function AppApiProvider({ children, client, queryClient }: AppApiProviderProps) {
  const tokenStore = useTokenStore();
  const value = useMemo(() => client ?? apiClientFor(tokenStore), [client, tokenStore]);
  return (
    <ApiClientContext.Provider value={value}>
      <ApiProvider client={value} queryClient={queryClient}>
        {children}
      </ApiProvider>
    </ApiClientContext.Provider>
  );
}
