import { useQuery } from "@tanstack/react-query";
import { useApi } from "../api/AppApi.tsx";

/**
 * Loads the employer's profile at startup (access §4: only employers do) under the contract's key
 * (`api.employer.get`), so the profile is cached once (stale 1500 ms, cache 2500 ms). A 401 on it
 * ends up, through the client's refresh-once rule, either refreshed unnoticed or at login with 'Session
 * expired'. Renders nothing.
 */
export function EmployerProfile() {
  const api = useApi();
  useQuery(api.employer.get.queryOptions());
  return null;
}
