import { Effect, Exit, Schema } from "effect";
import { describe, expect, it, vi } from "vitest";
import { Employer } from "../contract/Employer.ts";
import { failure, makeFakeTransport, ok } from "../internal/fakeTransport.ts";
import { employerFixture } from "../mocks/fixtures.ts";
import type { ApiError } from "./ApiError.ts";
import type { SessionEndReason } from "./Caller.ts";
import { makeApiClient } from "./Client.ts";
import {
  endImpersonation,
  isImpersonating,
  makeMemoryStorage,
  makeTokenStore,
  startImpersonation,
} from "./TokenStore.ts";

const employerWire = Schema.encodeSync(Employer)(employerFixture);

const setup = (routes: Parameters<typeof makeFakeTransport>[0], options: { signUp?: boolean } = {}) => {
  const transport = makeFakeTransport(routes);
  const tokenStore = makeTokenStore(makeMemoryStorage());
  tokenStore.set("accessToken", "expired-access");
  tokenStore.set("refreshToken", "refresh-1");
  const ended: SessionEndReason[] = [];
  const client = makeApiClient({
    baseUrl: "http://test/api/v1",
    fetch: transport.fetch,
    tokenStore,
    onUnauthorized: (reason) => void ended.push(reason),
    isSignUpPath: () => options.signUp ?? false,
  });
  return { transport, tokenStore, client, ended };
};

/** /employer answers 401 unless called with the fresh token. */
const employerRoute = (fresh = "fresh-access") => ({
  "GET /employer": (request: { headers: Headers }) =>
    request.headers.get("authorization") === `Bearer ${fresh}`
      ? ok(employerWire)
      : failure(401, "Token expired"),
});

describe("refresh once and retry (access §4)", () => {
  it("refreshes the token once and retries on 401", async () => {
    const { client, transport, tokenStore } = setup({
      ...employerRoute(),
      "POST /auth/refresh": (request) => {
        expect(request.headers.get("authorization")).toBe("Bearer refresh-1");
        return ok({ access_token: "fresh-access", refresh_token: "refresh-2" });
      },
    });
    const employer = await Effect.runPromise(client.employer.get());
    expect(employer.email).toBe(employerFixture.email);
    expect(transport.count("POST", "/auth/refresh")).toBe(1);
    expect(transport.count("GET", "/employer")).toBe(2);
    expect(tokenStore.get("accessToken")).toBe("fresh-access");
    expect(tokenStore.get("refreshToken")).toBe("refresh-2");
  });

  it("five parallel 401s cause exactly one refresh", async () => {
    let releaseRefresh: () => void = () => {};
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const { client, transport } = setup({
      ...employerRoute(),
      "POST /auth/refresh": async () => {
        await refreshGate;
        return ok({ access_token: "fresh-access", refresh_token: "refresh-2" });
      },
    });
    const all = Effect.runPromise(
      Effect.all(
        Array.from({ length: 5 }, () => client.employer.get()),
        { concurrency: "unbounded" },
      ),
    );
    await vi.waitFor(() => expect(transport.count("POST", "/auth/refresh")).toBe(1));
    releaseRefresh();
    const employers = await all;
    expect(employers).toHaveLength(5);
    expect(transport.count("POST", "/auth/refresh")).toBe(1);
    expect(transport.count("GET", "/employer")).toBe(10);
  });

  it("also refreshes on 403, but retries only once", async () => {
    const { client, transport } = setup({
      "GET /employer": () => failure(403, "Forbidden"),
      "POST /auth/refresh": () => ok({ access_token: "fresh-access", refresh_token: "refresh-2" }),
    });
    const exit = await Effect.runPromiseExit(client.employer.get());
    expect(Exit.isFailure(exit)).toBe(true);
    expect(transport.count("POST", "/auth/refresh")).toBe(1);
    expect(transport.count("GET", "/employer")).toBe(2);
  });

  it("with no refresh token, sends the user to login without calling refresh", async () => {
    const { client, transport, tokenStore, ended } = setup(employerRoute());
    tokenStore.set("refreshToken", null);
    const exit = await Effect.runPromiseExit(client.employer.get());
    expect(Exit.isFailure(exit) && (exit.cause.reasons[0] as { error: { _tag: string } }).error._tag).toBe(
      "Unauthorized",
    );
    expect(ended).toEqual(["noRefreshToken"]);
    expect(transport.count("POST", "/auth/refresh")).toBe(0);
  });

  it("sets the 'unauthorized' flag in sessionStorage by default", async () => {
    const session = makeMemoryStorage();
    vi.stubGlobal("sessionStorage", session);
    try {
      const transport = makeFakeTransport(employerRoute());
      const client = makeApiClient({
        baseUrl: "http://test/api/v1",
        fetch: transport.fetch,
        tokenStore: makeTokenStore(makeMemoryStorage()),
        isSignUpPath: () => false,
      });
      await Effect.runPromiseExit(client.employer.get());
      expect(session.getItem("unauthorized")).toBe("true");
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("a failed refresh clears the stored tokens and ends the session", async () => {
    const { client, tokenStore, ended } = setup({
      ...employerRoute(),
      "POST /auth/refresh": () => failure(401, "Refresh token reused"),
    });
    tokenStore.set("adminAccessToken", "admin-access");
    const exit = await Effect.runPromiseExit(client.employer.get());
    expect(Exit.isFailure(exit)).toBe(true);
    expect(ended).toEqual(["refreshFailed"]);
    for (const key of ["accessToken", "refreshToken", "adminAccessToken", "adminRefreshToken"] as const) {
      expect(tokenStore.get(key)).toBeNull();
    }
  });

  it.each([
    ["no answer (the page unloads mid-refresh)", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["a gateway that is momentarily unavailable", () => failure(503, "Service Unavailable")],
  ])("a refresh that gets %s keeps the session for the next call", async (_, answer) => {
    let refreshWorks = false;
    const { client, tokenStore, ended } = setup({
      ...employerRoute(),
      "POST /auth/refresh": () =>
        refreshWorks ? ok({ access_token: "fresh-access", refresh_token: "refresh-2" }) : answer(),
    });
    const first = await Effect.runPromiseExit(client.employer.get());
    expect(Exit.isFailure(first) && (first.cause.reasons[0] as { error: ApiError }).error._tag).not.toBe(
      "Unauthorized",
    );
    expect(ended).toEqual([]);
    expect(tokenStore.get("accessToken")).toBe("expired-access");
    expect(tokenStore.get("refreshToken")).toBe("refresh-1");

    refreshWorks = true;
    expect(await Effect.runPromise(client.employer.get())).toEqual(employerFixture);
    expect(tokenStore.get("refreshToken")).toBe("refresh-2");
  });

  it("on the sign-up path returns the error response to the caller", async () => {
    const { client, transport, ended } = setup(employerRoute(), { signUp: true });
    const exit = await Effect.runPromiseExit(client.employer.get());
    expect(
      Exit.isFailure(exit) && (exit.cause.reasons[0] as { error: { message: string } }).error.message,
    ).toBe("Token expired");
    expect(transport.count("POST", "/auth/refresh")).toBe(0);
    expect(ended).toEqual([]);
  });

  it("never refreshes for a public call (a wrong password stays a wrong password)", async () => {
    const { client, transport } = setup({
      "POST /auth/login": () => failure(401, "This email or password is wrong"),
    });
    await Effect.runPromiseExit(
      client.auth.login({ body: { email: "a@b.test", password: "x", deviceId: "ab12cd34" } }),
    );
    expect(transport.count("POST", "/auth/refresh")).toBe(0);
  });
});

describe("service token", () => {
  it("fetches a short-lived service token and sends it as X-Service-Token", async () => {
    const { client, transport } = setup({
      "POST /auth/service-token": () => ok({ token: "svc.jwt", expires_in: 5 }),
      "POST /auth/validate-employer-email": (request) =>
        request.headers.get("x-service-token") === "svc.jwt"
          ? ok({ email_exists: true, roles: ["Driver"], missing_role: false })
          : failure(401, "Missing service token"),
    });
    const answer = await Effect.runPromise(
      client.auth.validateEmployerEmail({ body: { email: "d@x.test" } }),
    );
    expect(answer).toEqual({ emailExists: true, roles: ["Driver"], missingRole: false });
    expect(transport.count("POST", "/auth/service-token")).toBe(1);
  });
});

describe("impersonation", () => {
  it("saves the admin tokens once, swaps in the user's, and restores them", () => {
    const store = makeTokenStore(makeMemoryStorage());
    store.set("accessToken", "admin-access");
    store.set("refreshToken", "admin-refresh");
    startImpersonation(store, { accessToken: "user-1-access", refreshToken: "user-1-refresh" });
    expect(isImpersonating(store)).toBe(true);
    expect(store.get("accessToken")).toBe("user-1-access");
    // Switching to another user keeps the real admin's tokens.
    startImpersonation(store, { accessToken: "user-2-access", refreshToken: "user-2-refresh" });
    expect(store.get("adminAccessToken")).toBe("admin-access");
    endImpersonation(store);
    expect(store.get("accessToken")).toBe("admin-access");
    expect(store.get("refreshToken")).toBe("admin-refresh");
    expect(isImpersonating(store)).toBe(false);
  });

  it("uses the admin token for company search while impersonating", async () => {
    const { client, tokenStore, transport } = setup({
      "POST /companies/search": () => ok([], { offset: 0, limit: 50, total: 0 }),
      ...employerRoute("user-access"),
    });
    tokenStore.set("accessToken", "admin-access");
    startImpersonation(tokenStore, { accessToken: "user-access", refreshToken: "user-refresh" });
    await Effect.runPromise(client.companies.search({ body: {} }));
    await Effect.runPromise(client.employer.get());
    expect(transport.requests[0]?.headers.get("authorization")).toBe("Bearer admin-access");
    expect(transport.requests[1]?.headers.get("authorization")).toBe("Bearer user-access");
  });
});

describe("token store", () => {
  it("keeps the four tokens under the spec's keys", () => {
    const storage = makeMemoryStorage();
    const store = makeTokenStore(storage);
    store.set("adminRefreshToken", "r");
    expect(storage.getItem("adminRefreshToken")).toBe("r");
    const seen = vi.fn();
    store.subscribe(seen);
    store.clear();
    expect(seen).toHaveBeenCalledOnce();
    expect(storage.getItem("adminRefreshToken")).toBeNull();
  });

  it("falls back to memory when localStorage is missing", () => {
    const store = makeTokenStore();
    store.set("accessToken", "a");
    expect(store.get("accessToken")).toBe("a");
  });
});

describe("promise adapter", () => {
  it("resolves with the decoded data and rejects with the ApiError itself", async () => {
    const { client } = setup({
      "GET /jobs/9310": () => failure(404, "Job not found"),
      "GET /employer": () => ok(employerWire),
    });
    await expect(client.promise.employer.get()).resolves.toEqual(employerFixture);
    await expect(client.promise.jobs.get({ params: { id: 9310 } })).rejects.toMatchObject({
      _tag: "NotFound",
      status: 404,
      message: "Job not found",
    });
  });

  it("refuses input that breaks the contract before sending anything", async () => {
    const { client, transport } = setup({});
    await expect(client.promise.jobs.get({ params: { id: -1 } })).rejects.toMatchObject({
      _tag: "Decode",
      status: 0,
    });
    expect(transport.requests).toHaveLength(0);
  });
});
