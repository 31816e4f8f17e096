import { runApi } from "@haulboard/api";
import { employerQuery } from "@haulboard/domain";
import { useQuery } from "@tanstack/react-query";
import { useAppApi } from "../api/AppApi.tsx";

/** The query key of the signed-in employer's profile. */
export const employerProfileKey = ["employer", "me"] as const;

/**
 * Loads the employer's profile at startup (access §4: only employers do). A 401 on it ends up, through the
 * client's refresh-once rule, either refreshed unnoticed or at login with 'Session expired'. Renders nothing.
 */
export function EmployerProfile() {
  const client = useAppApi();
  useQuery({
    queryKey: employerProfileKey,
    queryFn: ({ signal }) => runApi(client.employer.get(), { signal }),
    staleTime: employerQuery.staleTimeMs,
    gcTime: employerQuery.cacheTimeMs,
  });
  return null;
}
