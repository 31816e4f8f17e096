import { Effect } from "effect";
import type { Api } from "../contract/Api.ts";
import type { AnyEndpoint, HasInput, Input, Output } from "../contract/Endpoint.ts";
import type { ApiError } from "./ApiError.ts";
import { type ApiCaller, type ApiClientOptions, type CallOptions, makeApiCaller, runApi } from "./Caller.ts";

export type CallFn<E extends AnyEndpoint> =
  HasInput<E> extends true
    ? (input: Input<E>, options?: CallOptions) => Effect.Effect<Output<E>, ApiError>
    : (input?: Input<E>, options?: CallOptions) => Effect.Effect<Output<E>, ApiError>;

export type PromiseFn<E extends AnyEndpoint> =
  HasInput<E> extends true
    ? (input: Input<E>, options?: CallOptions) => Promise<Output<E>>
    : (input?: Input<E>, options?: CallOptions) => Promise<Output<E>>;

export type ClientGroups = {
  readonly [G in keyof Api]: {
    readonly [K in keyof Api[G]]: Api[G][K] extends AnyEndpoint ? CallFn<Api[G][K]> : never;
  };
};

export type PromiseGroups = {
  readonly [G in keyof Api]: {
    readonly [K in keyof Api[G]]: Api[G][K] extends AnyEndpoint ? PromiseFn<Api[G][K]> : never;
  };
};

/** The whole API as methods: `client.companies.search(…)` returns an Effect; `client.promise.…` a Promise. */
export interface ApiClient extends ApiCaller, ClientGroups {
  /** The same calls as Promises that reject with the `ApiError` itself (for React Query). */
  readonly promise: PromiseGroups;
}

type Group = keyof Api;

/**
 * Each resource's calls load on first use, so a route ships only the schemas of the resources it
 * calls (the login route: Auth, which the core already holds).
 */
const groupLoaders: { readonly [G in Group]: () => Promise<Api[G]> } = {
  auth: () => import("../contract/Auth.ts").then((m) => m.authCalls),
  employer: () => import("../contract/Employer.ts").then((m) => m.employerCalls),
  members: () => import("../contract/Members.ts").then((m) => m.membersCalls),
  companies: () => import("../contract/Companies.ts").then((m) => m.companiesCalls),
  employees: () => import("../contract/Employees.ts").then((m) => m.employeesCalls),
  admin: () => import("../contract/Admin.ts").then((m) => m.adminCalls),
  driverSubscriptions: () =>
    import("../contract/DriverSubscriptions.ts").then((m) => m.driverSubscriptionsCalls),
  lead: () => import("../contract/Lead.ts").then((m) => m.leadCalls),
  places: () => import("../contract/Places.ts").then((m) => m.placesCalls),
  jobs: () => import("../contract/Jobs.ts").then((m) => m.jobsCalls),
  addons: () => import("../contract/Addons.ts").then((m) => m.addonsCalls),
  payment: () => import("../contract/Payment.ts").then((m) => m.paymentCalls),
  candidates: () => import("../contract/Candidates.ts").then((m) => m.candidatesCalls),
  applicants: () => import("../contract/Applicants.ts").then((m) => m.applicantsCalls),
  tags: () => import("../contract/Tags.ts").then((m) => m.tagsCalls),
  media: () => import("../contract/Media.ts").then((m) => m.mediaCalls),
  news: () => import("../contract/News.ts").then((m) => m.newsCalls),
  albums: () => import("../contract/Albums.ts").then((m) => m.albumsCalls),
  ads: () => import("../contract/Ads.ts").then((m) => m.adsCalls),
};

const loadedGroups = new Map<Group, Promise<Record<string, AnyEndpoint>>>();
const loadGroup = (group: Group): Promise<Record<string, AnyEndpoint>> => {
  let loading = loadedGroups.get(group);
  if (!loading) {
    loading = groupLoaders[group]() as Promise<unknown> as Promise<Record<string, AnyEndpoint>>;
    loadedGroups.set(group, loading);
  }
  return loading;
};

/** `{ group: { call: fn } }` where each fn finds its endpoint once the group's module is loaded. */
const methodTable = <R>(
  make: (load: Effect.Effect<AnyEndpoint>) => (input?: unknown, options?: CallOptions) => R,
) =>
  Object.fromEntries(
    (Object.keys(groupLoaders) as Group[]).map((group) => [
      group,
      new Proxy({} as Record<string, unknown>, {
        get: (cache, name) => {
          if (typeof name !== "string") return undefined;
          cache[name] ??= make(
            Effect.promise(() => loadGroup(group)).pipe(
              Effect.flatMap((calls) =>
                calls[name] ? Effect.succeed(calls[name]) : Effect.die(new Error(`No call ${group}.${name}`)),
              ),
            ),
          );
          return cache[name];
        },
      }),
    ]),
  );

/** The Haulboard API client: every call of the contract as a method (see `makeApiCaller` for the core). */
export const makeApiClient = (options: ApiClientOptions = {}): ApiClient => {
  const caller = makeApiCaller(options);
  const call = (load: Effect.Effect<AnyEndpoint>, input: unknown, callOptions?: CallOptions) =>
    Effect.flatMap(load, (endpoint) => caller.call(endpoint, input as never, callOptions));
  const groups = methodTable((load) => (input, callOptions) => call(load, input, callOptions));
  const promise = methodTable((load) => (input, callOptions) => runApi(call(load, input, callOptions)));
  return { ...(groups as unknown as ClientGroups), ...caller, promise: promise as unknown as PromiseGroups };
};
