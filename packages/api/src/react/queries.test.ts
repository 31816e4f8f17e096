import { MutationObserver } from "@tanstack/react-query";
import { Effect } from "effect";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { ApiError } from "../client/ApiError.ts";
import type { ApiClient } from "../client/Client.ts";
import { api } from "../contract/Api.ts";
import { isQueryEndpoint, makeQueryClient } from "./queries.ts";
import { apiFor, apiKeys } from "./queryApi.ts";

/** A client that answers from memory: each call returns what it was asked, tagged with its name. */
const echoClient = new Proxy(
  {},
  {
    get: (_, group: string) =>
      new Proxy(
        {},
        {
          get: (__, call: string) => (input: unknown) => Effect.succeed({ call: `${group}.${call}`, input }),
        },
      ),
  },
) as unknown as ApiClient;

describe("React Query wiring", () => {
  it("keeps the employer query fresh 1500 ms and cached 2500 ms", () => {
    const queryClient = makeQueryClient();
    expect(queryClient.getQueryDefaults(apiKeys.employer.get.key())).toMatchObject({
      staleTime: 1500,
      gcTime: 2500,
    });
    expect(apiFor(echoClient).employer.get.queryOptions()).toMatchObject({ staleTime: 1500, gcTime: 2500 });
  });

  it("does not let React Query retry on top of the client's declared retries", () => {
    expect(makeQueryClient().getDefaultOptions().queries?.retry).toBe(false);
  });

  it("builds query keys per resource, call and input from the contract", () => {
    expect(apiKeys.jobs.key()).toEqual(["jobs"]);
    expect(apiKeys.jobs.search.key()).toEqual(["jobs", "search"]);
    expect(apiKeys.jobs.get.key({ params: { id: 9310 } })).toEqual(["jobs", "get", { params: { id: 9310 } }]);
    expect(apiFor(echoClient).jobs.get.queryOptions({ params: { id: 9310 } }).queryKey).toEqual(
      apiKeys.jobs.get.key({ params: { id: 9310 } }),
    );
    expect(apiFor(echoClient).payment.getMethod.queryOptions().queryKey).toEqual([
      "payment",
      "getMethod",
      null,
    ]);
  });

  it("fetches a read through the client and caches it under its typed key", async () => {
    const queryClient = makeQueryClient();
    const options = apiFor(echoClient).jobs.get.queryOptions({ params: { id: 9310 } });
    await queryClient.fetchQuery(options);
    expect(queryClient.getQueryData(options.queryKey)).toEqual({
      call: "jobs.get",
      input: { params: { id: 9310 } },
    });
    expectTypeOf(queryClient.getQueryData(options.queryKey)).not.toBeUnknown();
  });

  it("types each call's input and error from the contract, reads apart from writes", () => {
    const typed = apiFor(echoClient);
    expectTypeOf(typed.jobs.get.queryOptions)
      .parameter(0)
      .toEqualTypeOf<{ readonly params: { readonly id: number } }>();
    expectTypeOf<ReturnType<typeof typed.jobs.get.queryOptions>["queryFn"]>().not.toBeUndefined();
    expectTypeOf<
      Parameters<NonNullable<ReturnType<typeof typed.jobs.close.mutationOptions>["onError"]>>[0]
    >().toEqualTypeOf<ApiError>();
    // @ts-expect-error a write has no query options
    expect(typed.jobs.close.queryOptions).toBeUndefined;
    // @ts-expect-error a read has no mutation options
    expect(typed.jobs.get.mutationOptions).toBeUndefined;
    // @ts-expect-error no such call in the contract
    expect(typed.jobs.nope).toBeUndefined;
  });

  it("treats GETs and searches as queries, everything else as mutations", () => {
    expect(isQueryEndpoint(api.companies.search)).toBe(true);
    expect(isQueryEndpoint(api.news.searchChannels)).toBe(true);
    expect(isQueryEndpoint(api.jobs.get)).toBe(true);
    expect(isQueryEndpoint(api.jobs.close)).toBe(false);
  });

  it("invalidates the resource and its related resources after a write, then runs the screen's onSuccess", async () => {
    const queryClient = makeQueryClient();
    for (const key of [
      ["jobs", "list", null],
      ["addons", "list", null],
      ["news", "getPost", null],
    ]) {
      queryClient.setQueryData(key, "cached");
    }
    let seen: unknown;
    const pay = apiFor(echoClient).payment.payAddons.mutationOptions({
      onSuccess: (result) => (seen = result),
    });
    await new MutationObserver(queryClient, pay).mutate({ params: { id: 1 }, body: {} } as never);
    expect(queryClient.getQueryState(["jobs", "list", null])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(["addons", "list", null])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(["news", "getPost", null])?.isInvalidated).toBe(false);
    expect(seen).toMatchObject({ call: "payment.payAddons" });
  });

  it("drops every cached answer on logout", async () => {
    const queryClient = makeQueryClient();
    queryClient.setQueryData(["employer", "get", null], "cached");
    await new MutationObserver(queryClient, apiFor(echoClient).auth.logout.mutationOptions()).mutate(
      undefined as never,
    );
    expect(queryClient.getQueryData(["employer", "get", null])).toBeUndefined();
  });
});
