import { QueryClient } from "@tanstack/react-query";

let sharedQueryClient: QueryClient | undefined;

/** The app's one query cache (cleared on logout and when the session ends). */
export const appQueryClient = (): QueryClient => {
  sharedQueryClient ??= new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return sharedQueryClient;
};
