import { QueryClient } from "@tanstack/react-query";
import type { AnyEndpoint } from "../contract/Endpoint.ts";
import { apiKeys, employerQueryOptions } from "./queryApi.ts";

/**
 * A QueryClient with the portal's defaults: errors are `ApiError` values; the client already refreshes
 * and retries what may be retried, so React Query does not retry on its own.
 */
export const makeQueryClient = (): QueryClient => {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  queryClient.setQueryDefaults(apiKeys.employer.get.key(), employerQueryOptions);
  return queryClient;
};

/** A call that reads: GET, and the POST searches (`IsQuery` is the same rule for the types). */
export const isQueryEndpoint = (endpoint: AnyEndpoint): boolean =>
  endpoint.method === "GET" || /\.search\w*$/.test(endpoint.name);
