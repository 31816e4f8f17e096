import type { ApiClient } from "@haulboard/api";
import { ApiProvider, apiFor, type QueryApi, useOptionalApiClient } from "@haulboard/api/react";
import type { QueryClient } from "@tanstack/react-query";
import { type ReactNode, useMemo } from "react";
import { useTokenStore } from "../session/Session.tsx";
import { apiClientFor, appApiClient } from "./appClient.ts";

/**
 * The api client of the screens below: the api package's one client context (stories pass one over MSW;
 * the app uses `appApiClient()`, also outside any provider).
 */
export const useAppApi = (): ApiClient => useOptionalApiClient() ?? appApiClient();

/**
 * The contract's calls as React Query options over that client: `useQuery(api.jobs.get.queryOptions(input))`
 * to read, `useSubmit(api.jobs.close.mutationOptions())` to write, `api.jobs.key()` to invalidate.
 */
export const useApi = (): QueryApi => apiFor(useAppApi());

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
    <ApiProvider client={value} queryClient={queryClient}>
      {children}
    </ApiProvider>
  );
}
