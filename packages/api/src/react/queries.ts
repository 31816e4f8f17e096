import {
  QueryClient,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { ApiError } from "../client/ApiError.ts";
import { runApi } from "../client/Caller.ts";
import type { Api } from "../contract/Api.ts";
import type { AnyEndpoint, HasInput, Input, Output } from "../contract/Endpoint.ts";
import { useApiClient } from "./ApiProvider.ts";
import { apiQueryKey, employerQueryOptions } from "./apiQuery.ts";

export type Group = keyof Api;

/**
 * A QueryClient with the portal's defaults: errors are `ApiError` values; the client already refreshes
 * and retries what may be retried, so React Query does not retry on its own.
 */
export const makeQueryClient = (): QueryClient => {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  queryClient.setQueryDefaults(["employer", "get"], employerQueryOptions);
  return queryClient;
};

/** A call that reads: GET, and the POST searches. */
export const isQueryEndpoint = (endpoint: AnyEndpoint): boolean =>
  endpoint.method === "GET" || /\.search\w*$/.test(endpoint.name);

/** The same rule at the type level. */
export type IsQuery<E extends AnyEndpoint> = E["method"] extends "GET"
  ? true
  : E["name"] extends `${string}.search${string}`
    ? true
    : false;

/**
 * What each resource's mutations make stale besides the resource itself (e.g. paying add-ons changes the
 * job list; employee changes show in the admin company list).
 */
export const relatedGroups: Readonly<Partial<Record<Group, ReadonlyArray<Group>>>> = {
  jobs: ["addons", "tags", "candidates", "applicants", "payment"],
  addons: ["jobs", "payment"],
  payment: ["jobs", "addons"],
  tags: ["jobs", "applicants"],
  employees: ["admin", "companies"],
  admin: ["employees", "companies"],
  companies: ["employer"],
  employer: ["companies"],
  media: ["jobs", "ads", "news"],
  members: ["employer"],
};

export type QueryOptionsFor<E extends AnyEndpoint> = Omit<
  UseQueryOptions<Output<E>, ApiError>,
  "queryKey" | "queryFn"
>;

export type QueryHook<E extends AnyEndpoint> =
  HasInput<E> extends true
    ? (input: Input<E>, options?: QueryOptionsFor<E>) => UseQueryResult<Output<E>, ApiError>
    : (input?: Input<E>, options?: QueryOptionsFor<E>) => UseQueryResult<Output<E>, ApiError>;

export type MutationHook<E extends AnyEndpoint> = (
  options?: Omit<UseMutationOptions<Output<E>, ApiError, Input<E>>, "mutationFn">,
) => UseMutationResult<Output<E>, ApiError, Input<E>>;

type HookName<K> = `use${Capitalize<K & string>}`;

/** One hook per call: `apiHooks.companies.useSearch(input)`, `apiHooks.jobs.useClose()` … */
export type ApiHooks = {
  readonly [G in Group]: {
    readonly [K in keyof Api[G] as HookName<K>]: Api[G][K] extends AnyEndpoint
      ? IsQuery<Api[G][K]> extends true
        ? QueryHook<Api[G][K]>
        : MutationHook<Api[G][K]>
      : never;
  };
};

const makeQueryHook =
  (group: Group, name: string, endpoint: AnyEndpoint) =>
  (input?: unknown, options?: QueryOptionsFor<AnyEndpoint>) => {
    const client = useApiClient();
    return useQuery<unknown, ApiError>({
      ...(group === "employer" && name === "get" ? employerQueryOptions : {}),
      ...options,
      queryKey: apiQueryKey(group, name, input),
      queryFn: ({ signal }) => runApi(client.call(endpoint, input as never), { signal }),
    });
  };

/**
 * What a successful mutation makes stale: its resource and the related ones; signing out drops the cache;
 * starting or ending an impersonation changes who is asking, so everything is refetched.
 */
export const invalidateAfterMutation = async (
  queryClient: QueryClient,
  endpoint: AnyEndpoint,
): Promise<void> => {
  if (endpoint.name === "auth.logout") return queryClient.clear();
  if (endpoint.name === "auth.impersonate" || endpoint.name === "auth.endImpersonation") {
    return queryClient.invalidateQueries();
  }
  const group = endpoint.name.split(".")[0] as Group;
  await Promise.all(
    [group, ...(relatedGroups[group] ?? [])].map((stale) =>
      queryClient.invalidateQueries({ queryKey: [stale] }),
    ),
  );
};

const makeMutationHook =
  (endpoint: AnyEndpoint) =>
  (options?: Omit<UseMutationOptions<unknown, ApiError, unknown>, "mutationFn">) => {
    const client = useApiClient();
    const queryClient = useQueryClient();
    return useMutation<unknown, ApiError, unknown>({
      ...options,
      mutationFn: (input) => runApi(client.call(endpoint, input as never)),
      onSuccess: async (...args) => {
        await invalidateAfterMutation(queryClient, endpoint);
        await options?.onSuccess?.(...args);
      },
    });
  };

type GroupHooks<G extends Group> = ApiHooks[G];

/**
 * The hooks of one resource: `const companies = hooksFor("companies", Companies.companiesCalls)` gives
 * `companies.useSearch(input)`. A screen pays for the contract modules it names, not for the whole api.
 */
export const hooksFor = <G extends Group>(group: G, calls: Api[G]): GroupHooks<G> =>
  Object.fromEntries(
    Object.entries(calls as Record<string, AnyEndpoint>).map(([name, endpoint]) => [
      `use${name.charAt(0).toUpperCase()}${name.slice(1)}`,
      isQueryEndpoint(endpoint) ? makeQueryHook(group, name, endpoint) : makeMutationHook(endpoint),
    ]),
  ) as unknown as GroupHooks<G>;
