import { employerQuery } from "@haulboard/domain";
import type { Effect } from "effect";
import type { ApiError } from "../client/ApiError.ts";
import { runApi } from "../client/Caller.ts";

/** React Query options of the current-employer query (access §9: stale 1500 ms, cache 2500 ms). */
export const employerQueryOptions = {
  staleTime: employerQuery.staleTimeMs,
  gcTime: employerQuery.cacheTimeMs,
} as const;

/** The query key of one call: `[group, call, input]`, the one shape every api hook uses. */
export const apiQueryKey = (group: string, name: string, input?: unknown) =>
  [group, name, input ?? null] as const;

/**
 * React Query options for one call without the api hooks' table of every endpoint (which carries the whole
 * contract): the same key as `apiHooks.<group>.use<Call>(input)`, so both share one cache entry. For code
 * on every portal page (the shell's layout), where the contract's size counts.
 */
export const apiQuery = <A>(
  group: string,
  name: string,
  input: unknown,
  call: () => Effect.Effect<A, ApiError>,
) => ({
  queryKey: apiQueryKey(group, name, input),
  queryFn: ({ signal }: { signal: AbortSignal }) => runApi(call(), { signal }),
});
