import { QueryClient } from "@tanstack/react-query";
import { onSessionEnd } from "../session/SessionEnd.ts";

let sharedQueryClient: QueryClient | undefined;

/** The app's one query cache (cleared on logout and when the session ends). */
export const appQueryClient = (): QueryClient => {
  if (sharedQueryClient === undefined) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    onSessionEnd(() => client.clear());
    sharedQueryClient = client;
  }
  return sharedQueryClient;
};
