import { Effect, Exit } from "effect";
import { getResponse } from "msw";
import { describe, expect, it } from "vitest";
import { makeApiClient } from "../client/Client.ts";
import { makeMemoryStorage, makeTokenStore } from "../client/TokenStore.ts";
import { endpoints } from "../contract/Api.ts";
import { companyListFixture, employerFixture } from "./fixtures.ts";
import { handlers, mocks } from "./handlers.ts";

/** A client whose transport is the MSW handlers themselves (no server, no network). */
const clientOver = (list: Parameters<typeof getResponse>[0]) => {
  const tokenStore = makeTokenStore(makeMemoryStorage());
  tokenStore.set("accessToken", "access");
  return makeApiClient({
    baseUrl: "http://localhost/api/v1",
    tokenStore,
    isSignUpPath: () => true,
    fetch: async (input, init) => {
      const response = await getResponse(list, new Request(input, init));
      return response ?? new Response(null, { status: 599 });
    },
  });
};

describe("MSW mocks", () => {
  it("has one default handler per endpoint", () => {
    expect(handlers).toHaveLength(endpoints.length);
  });

  it("answers the employer fixture, decodable by the client", async () => {
    const employer = await Effect.runPromise(clientOver([...handlers]).employer.get());
    expect(employer).toEqual(employerFixture);
  });

  it("pages list fixtures by offset and limit", async () => {
    const page = await Effect.runPromise(
      clientOver([...handlers]).companies.search({ query: { offset: 2, limit: 2 }, body: {} }),
    );
    expect(page.data).toEqual(companyListFixture.slice(2, 4));
    expect(page.pagination).toEqual({ skip: 2, take: 2, total: companyListFixture.length });
  });

  it("routes /ads/settings before /ads/:id", async () => {
    const settings = await Effect.runPromise(clientOver([...handlers]).ads.getSettings());
    expect(settings.frequencyCap).toBe(3);
  });

  it("builds empty and error variants for stories", async () => {
    const empty = await Effect.runPromise(
      clientOver([mocks.companies.search.empty()]).companies.search({ body: {} }),
    );
    expect(empty.data).toEqual([]);
    const exit = await Effect.runPromiseExit(
      clientOver([mocks.jobs.get.error(404, "Job not found")]).jobs.get({ params: { id: 1 } }),
    );
    expect(Exit.isFailure(exit) && exit.cause.reasons[0]).toMatchObject({
      error: { _tag: "NotFound", message: "Job not found" },
    });
  });

  it("answers every endpoint's default with data its own schema decodes", async () => {
    for (const endpoint of endpoints) {
      const [group, name] = endpoint.name.split(".") as [string, string];
      const handler = (mocks as unknown as Record<string, Record<string, { ok: () => never }>>)[group]![
        name
      ]!.ok();
      const url = `http://localhost/api/v1${endpoint.path.replace(/\{\w+\}/g, "1")}`;
      const response = await getResponse([handler], new Request(url, { method: endpoint.method }));
      expect(response?.status, endpoint.name).toBe(200);
    }
  });
});
