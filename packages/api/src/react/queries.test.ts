import { describe, expect, expectTypeOf, it } from "vitest";
import type { ApiError } from "../client/ApiError.ts";
import { api } from "../contract/Api.ts";
import { apiHooks, queryKeys } from "./apiHooks.ts";
import { hooksFor, invalidateAfterMutation, isQueryEndpoint, makeQueryClient } from "./queries.ts";

describe("React Query wiring", () => {
  it("keeps the employer query fresh 1500 ms and cached 2500 ms", () => {
    const queryClient = makeQueryClient();
    expect(queryClient.getQueryDefaults(queryKeys.employer.get())).toMatchObject({
      staleTime: 1500,
      gcTime: 2500,
    });
  });

  it("does not let React Query retry on top of the client's declared retries", () => {
    expect(makeQueryClient().getDefaultOptions().queries?.retry).toBe(false);
  });

  it("builds query keys per resource and call", () => {
    expect(queryKeys.jobs.all).toEqual(["jobs"]);
    expect(queryKeys.jobs.get({ params: { id: 9310 } })).toEqual(["jobs", "get", { params: { id: 9310 } }]);
  });

  it("treats GETs and searches as queries, everything else as mutations", () => {
    expect(isQueryEndpoint(api.companies.search)).toBe(true);
    expect(isQueryEndpoint(api.news.searchChannels)).toBe(true);
    expect(isQueryEndpoint(api.jobs.get)).toBe(true);
    expect(isQueryEndpoint(api.jobs.close)).toBe(false);
    expect(typeof apiHooks.jobs.useClose).toBe("function");
    expect(typeof apiHooks.companies.useSearch).toBe("function");
    expect(Object.keys(apiHooks.payment)).toHaveLength(Object.keys(api.payment).length);
    expectTypeOf(apiHooks.jobs.useGet)
      .parameter(0)
      .toEqualTypeOf<{ readonly params: { readonly id: number } }>();
    expectTypeOf<ReturnType<typeof apiHooks.jobs.useGet>["error"]>().toEqualTypeOf<ApiError | null>();
  });

  it("builds one resource's hooks alone, with the same names and types as the whole table", () => {
    const jobs = hooksFor("jobs", api.jobs);
    expect(Object.keys(jobs).sort()).toEqual(Object.keys(apiHooks.jobs).sort());
    expectTypeOf(jobs.useGet).toEqualTypeOf(apiHooks.jobs.useGet);
  });

  it("invalidates the resource and its related resources after a mutation", async () => {
    const queryClient = makeQueryClient();
    for (const key of [
      ["jobs", "list", null],
      ["addons", "list", null],
      ["news", "getPost", null],
    ]) {
      queryClient.setQueryData(key, "cached");
    }
    await invalidateAfterMutation(queryClient, api.payment.payAddons);
    expect(queryClient.getQueryState(["jobs", "list", null])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(["addons", "list", null])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(["news", "getPost", null])?.isInvalidated).toBe(false);
  });

  it("drops every cached answer on logout", async () => {
    const queryClient = makeQueryClient();
    queryClient.setQueryData(["employer", "get", null], "cached");
    await invalidateAfterMutation(queryClient, api.auth.logout);
    expect(queryClient.getQueryData(["employer", "get", null])).toBeUndefined();
  });
});
