import { employerQuery } from "@haulboard/domain";
import {
  type DataTag,
  type QueryClient,
  queryOptions as tanstackQueryOptions,
  type UseMutationOptions,
  type UseQueryOptions,
} from "@tanstack/react-query";
import type { ApiError } from "../client/ApiError.ts";
import { runApi } from "../client/Caller.ts";
import type { ApiClient } from "../client/Client.ts";
import type { Api } from "../contract/Api.ts";
import type { AnyEndpoint, HasInput, Input, Output } from "../contract/Endpoint.ts";

export type Group = keyof Api;

/** React Query options of the current-employer query (access §9: stale 1500 ms, cache 2500 ms). */
export const employerQueryOptions = {
  staleTime: employerQuery.staleTimeMs,
  gcTime: employerQuery.cacheTimeMs,
} as const;

/** A call that reads: GET, and the POST searches (the same rule as `isQueryEndpoint`, at the type level). */
export type IsQuery<E extends AnyEndpoint> = E["method"] extends "GET"
  ? true
  : E["name"] extends `${string}.search${string}`
    ? true
    : false;

/** The key of one read: `[group, call, input]` (`null` when the call takes none). */
export type CallKey<G extends Group, K extends string, E extends AnyEndpoint> = readonly [
  G,
  K,
  Input<E> | null,
];

/** What a screen may add to a read (`enabled`, `placeholderData`, `staleTime` …); key and fetch come from the contract. */
export type ReadOptions<G extends Group, K extends string, E extends AnyEndpoint> = Omit<
  UseQueryOptions<Output<E>, ApiError, Output<E>, CallKey<G, K, E>>,
  "queryKey" | "queryFn"
>;

/** React Query options of one read, its key tagged with the call's output (so `getQueryData` is typed). */
export type ReadQueryOptions<G extends Group, K extends string, E extends AnyEndpoint> = UseQueryOptions<
  Output<E>,
  ApiError,
  Output<E>,
  CallKey<G, K, E>
> & { queryKey: DataTag<CallKey<G, K, E>, Output<E>, ApiError> };

export interface ReadCall<G extends Group, K extends string, E extends AnyEndpoint> {
  /** `[group, call]` — every input of this read, for invalidation; with an input, that one entry. */
  readonly key: (input?: Input<E>) => readonly [G, K] | CallKey<G, K, E>;
  /** `useQuery(api.jobs.get.queryOptions({ params: { id } }))`. */
  readonly queryOptions: HasInput<E> extends true
    ? (input: Input<E>, options?: ReadOptions<G, K, E>) => ReadQueryOptions<G, K, E>
    : (input?: Input<E>, options?: ReadOptions<G, K, E>) => ReadQueryOptions<G, K, E>;
}

/** What a screen may add to a write (its own `onSuccess` runs after the invalidation). */
export type WriteOptions<E extends AnyEndpoint> = Omit<
  UseMutationOptions<Output<E>, ApiError, Input<E>>,
  "mutationFn" | "mutationKey"
>;

export interface WriteCall<G extends Group, K extends string, E extends AnyEndpoint> {
  /** `[group, call]`: the mutation's key (for `useIsMutating`). */
  readonly key: () => readonly [G, K];
  /** `useMutation(api.jobs.close.mutationOptions())`; on success the stale resources are invalidated. */
  readonly mutationOptions: (options?: WriteOptions<E>) => UseMutationOptions<
    Output<E>,
    ApiError,
    Input<E>
  > & {
    mutationKey: readonly [G, K];
  };
}

type CallOf<G extends Group, K extends keyof Api[G]> = Api[G][K] extends AnyEndpoint
  ? IsQuery<Api[G][K]> extends true
    ? ReadCall<G, K & string, Api[G][K]>
    : WriteCall<G, K & string, Api[G][K]>
  : never;

/** One resource: its calls, and `key()` — `[group]`, every read of the resource. */
export type GroupApi<G extends Group> = { readonly [K in keyof Api[G]]: CallOf<G, K> } & {
  readonly key: () => readonly [G];
};

/**
 * The whole contract as React Query options: `api.<group>.<call>.queryOptions(input)` for a read,
 * `api.<group>.<call>.mutationOptions()` for a write, `api.<group>.key()` / `api.<group>.<call>.key()` to
 * invalidate. Typed from the contract (`Api`); at run time it needs only the client, whose calls load their
 * contract module on first use, so a screen does not carry the whole contract.
 */
export type QueryApi = { readonly [G in Group]: GroupApi<G> };

/**
 * What a successful write makes stale besides its own resource (e.g. paying add-ons changes the job list;
 * employee changes show in the admin company list).
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

/**
 * What a successful write makes stale: its resource and the related ones; signing out drops the cache;
 * starting or ending an impersonation changes who is asking, so everything is refetched.
 */
export const invalidateAfterWrite = async (
  queryClient: QueryClient,
  group: Group,
  call: string,
): Promise<void> => {
  if (group === "auth" && call === "logout") return queryClient.clear();
  if (group === "auth" && (call === "impersonate" || call === "endImpersonation")) {
    return queryClient.invalidateQueries();
  }
  await Promise.all(
    [group, ...(relatedGroups[group] ?? [])].map((stale) =>
      queryClient.invalidateQueries({ queryKey: [stale] }),
    ),
  );
};

type Caller = (input: unknown, options: { signal?: AbortSignal }) => Promise<unknown>;

type Call = (input: unknown) => Parameters<typeof runApi>[0];

const callOf = (client: ApiClient | null, group: Group, call: string): Caller => {
  if (client === null)
    throw new Error(`api.${group}.${call}: keys only — use the api of a client (useApi())`);
  const run = (client[group] as unknown as Record<string, Call>)[call] as Call;
  return (input, { signal }) => runApi(run(input), { signal });
};

const makeCall = (client: ApiClient | null, group: Group, call: string) => ({
  key: (...input: [unknown?]) => (input.length === 0 ? [group, call] : [group, call, input[0] ?? null]),
  queryOptions: (input?: unknown, options?: object) =>
    tanstackQueryOptions({
      ...(group === "employer" && call === "get" ? employerQueryOptions : {}),
      ...options,
      queryKey: [group, call, input ?? null],
      queryFn: ({ signal }) => callOf(client, group, call)(input, { signal }),
    }),
  mutationOptions: (options: WriteOptions<AnyEndpoint> = {}) => ({
    ...options,
    mutationKey: [group, call],
    mutationFn: (input: unknown) => callOf(client, group, call)(input, {}),
    onSuccess: async (...args: Parameters<NonNullable<WriteOptions<AnyEndpoint>["onSuccess"]>>) => {
      await invalidateAfterWrite(args[3].client, group, call);
      await options.onSuccess?.(...args);
    },
  }),
});

const apiOfClient = new WeakMap<ApiClient, QueryApi>();

/** The contract's calls over one client, as React Query options (see `QueryApi`); one table per client. */
export const apiFor = (client: ApiClient): QueryApi => {
  let table = apiOfClient.get(client);
  if (!table) {
    table = makeTable(client);
    apiOfClient.set(client, table);
  }
  return table;
};

const makeTable = (client: ApiClient | null): QueryApi =>
  new Proxy({} as Record<string, unknown>, {
    get: (groups, group) => {
      if (typeof group !== "string") return undefined;
      groups[group] ??= new Proxy({} as Record<string, unknown>, {
        get: (calls, call) => {
          if (typeof call !== "string") return undefined;
          if (call === "key") return () => [group];
          calls[call] ??= makeCall(client, group as Group, call);
          return calls[call];
        },
      });
      return groups[group];
    },
  }) as unknown as QueryApi;

/**
 * The keys of every call, without a client: for code outside the screens (the query client's defaults, a
 * story's cache). Its `queryOptions` and `mutationOptions` throw; screens use `useApi()`.
 */
export const apiKeys: QueryApi = makeTable(null);
