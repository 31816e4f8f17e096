import { QueryClientProvider } from "@tanstack/react-query";
import { useLocation } from "react-router";
import { appQueryClient } from "../api/queryClient.ts";
import { Showcase } from "../showcase/Showcase.tsx";

/**
 * The demo routes (/buttons, /texts, …): a small showcase, loaded only on those paths. Public pages have no
 * query cache of their own: the showcase uses the app's one cache.
 */
export function Component() {
  const { pathname } = useLocation();
  return (
    <QueryClientProvider client={appQueryClient()}>
      <Showcase path={pathname} />
    </QueryClientProvider>
  );
}
