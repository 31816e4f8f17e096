import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createContext, createElement, type ReactNode, useContext } from "react";
import type { ApiClient } from "../client/Client.ts";

const ApiClientContext = createContext<ApiClient | null>(null);

export interface ApiProviderProps {
  readonly client: ApiClient;
  /** When given, the provider also mounts React Query's provider with it. */
  readonly queryClient?: QueryClient;
  readonly children?: ReactNode;
}

/** Gives the API client (and optionally a QueryClient) to the hooks below it. */
export const ApiProvider = ({ client, queryClient, children }: ApiProviderProps) => {
  const inner = createElement(ApiClientContext.Provider, { value: client }, children);
  return queryClient ? createElement(QueryClientProvider, { client: queryClient }, inner) : inner;
};

/** The client given by the nearest `ApiProvider`. */
export const useApiClient = (): ApiClient => {
  const client = useContext(ApiClientContext);
  if (client === null) throw new Error("useApiClient needs an <ApiProvider client={…}> above it");
  return client;
};

/** The client given by the nearest `ApiProvider`, or null outside one (the shell falls back to the app's client). */
export const useOptionalApiClient = (): ApiClient | null => useContext(ApiClientContext);
