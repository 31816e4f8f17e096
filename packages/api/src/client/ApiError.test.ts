import { ErrorText } from "@haulboard/domain";
import { Effect, Exit } from "effect";
import { describe, expect, it } from "vitest";
import { failure, json, makeFakeTransport, ok } from "../internal/fakeTransport.ts";
import type { ApiError } from "./ApiError.ts";
import { makeApiClient } from "./Client.ts";
import { isTransient, toAlertMessage } from "./ErrorTags.ts";
import { makeMemoryStorage, makeTokenStore } from "./TokenStore.ts";

const loginBody = { email: "dispatch@acme-freight.test", password: "Secret#2026", deviceId: "ab12cd34" };

/** Runs a public call (no refresh involved) against one canned answer and returns its error. */
const failWith = async (answer: () => Response | Promise<Response>): Promise<ApiError> => {
  const transport = makeFakeTransport({ "POST /auth/login": answer });
  const client = makeApiClient({
    baseUrl: "http://test/api/v1",
    fetch: transport.fetch,
    tokenStore: makeTokenStore(makeMemoryStorage()),
  });
  const exit = await Effect.runPromiseExit(client.auth.login({ body: loginBody }));
  if (Exit.isSuccess(exit)) throw new Error("expected a failure");
  return (exit.cause.reasons[0] as { error: ApiError }).error;
};

describe("error mapping", () => {
  it.each([
    [400, "Invalid", "Email is invalid"],
    [401, "Unauthorized", "This email or password is wrong"],
    [403, "Forbidden", "Your role may not sign in here"],
    [404, "NotFound", "No such account"],
    [409, "Conflict", "This email already exists"],
    [422, "Invalid", "Password is too short - It should be at least 8 characters."],
    [429, "RateLimited", "Too many attempts, try again in 15 minutes"],
    [500, "ServerError", "Database unavailable"],
    [503, "ServerError", "Maintenance"],
    [418, "UnexpectedStatus", "I'm a teapot"],
  ] as const)("maps HTTP %i to %s with the server's first message", async (status, tag, message) => {
    const error = await failWith(() =>
      json(status, { errors: [{ message }, { message: "a second message that is not shown" }] }),
    );
    expect(error._tag).toBe(tag);
    expect(error.status).toBe(status);
    expect(error.message).toBe(message);
  });

  it("collects field messages of a validation failure by wire field name", async () => {
    const error = await failWith(() =>
      json(422, {
        errors: [
          { message: "Needs to be a valid email.", field: "email" },
          { message: "No password provided", field: "password" },
        ],
      }),
    );
    expect(error._tag).toBe("Invalid");
    expect(error._tag === "Invalid" && error.fields).toEqual({
      email: ["Needs to be a valid email."],
      password: ["No password provided"],
    });
  });

  it("maps a failed transport (no response) to NetworkError", async () => {
    const error = await failWith(() => Promise.reject(new TypeError("fetch failed")));
    expect(error._tag).toBe("NetworkError");
    expect(error.status).toBe(0);
    expect(toAlertMessage(error)).toBe("There was a problem with communication");
    expect(isTransient(error)).toBe(true);
  });

  it("maps an answer that breaks the contract to Decode", async () => {
    const error = await failWith(() => ok({ access_token: "only half a login answer" }));
    expect(error._tag).toBe("Decode");
    expect(error.status).toBe(200);
  });

  it.each(["default", "login", "companyLogin", "signUp", "invite"] as const)(
    "shows 'Validation error.', never the contract's words, for an answer that breaks it (%s)",
    async (context) => {
      const error = await failWith(() => ok({ access_token: "only half a login answer" }));
      expect(toAlertMessage(error, context)).toBe("Validation error.");
    },
  );

  it("maps 'is already paid. Aborting' to AlreadyPaid whatever the status", async () => {
    const error = await failWith(() => failure(409, "Jobs post token 8812 is already paid. Aborting"));
    expect(error._tag).toBe("AlreadyPaid");
  });

  it("keeps a status 500 answer without a body as ServerError", async () => {
    const error = await failWith(() => new Response("<html>Bad gateway</html>", { status: 502 }));
    expect(error._tag).toBe("ServerError");
    expect(error.fromServer).toBe(false);
    expect(isTransient(error)).toBe(true);
  });
});

describe("toAlertMessage (access §8)", () => {
  it("shows 'Internal server error' for status 500 or above", async () => {
    const error = await failWith(() => failure(500, "relation does not exist"));
    expect(toAlertMessage(error)).toBe(ErrorText.internalServer);
    expect(toAlertMessage(error)).toBe("Internal server error");
  });

  it("shows the server's first message otherwise", async () => {
    const error = await failWith(() => failure(409, "This email already exists"));
    expect(toAlertMessage(error)).toBe("This email already exists");
  });

  it("on the login screen shows the server message for 400, 401, 422 and 500", async () => {
    for (const status of [400, 401, 422, 500]) {
      const error = await failWith(() => failure(status, "Your account is locked"));
      expect(toAlertMessage(error, "login")).toBe("Your account is locked");
    }
  });

  it("on both sign-ins shows the server's message to a locked-out (429) or deactivated (403) account", async () => {
    const locked = await failWith(() => failure(429, "Too many failed sign-ins: please try again later"));
    expect(toAlertMessage(locked, "login")).toBe("Too many failed sign-ins: please try again later");
    expect(toAlertMessage(locked, "companyLogin")).toBe("Too many failed sign-ins: please try again later");
    const deactivated = await failWith(() => failure(403, "This account is deactivated"));
    expect(toAlertMessage(deactivated, "login")).toBe("This account is deactivated");
    expect(toAlertMessage(deactivated, "companyLogin")).toBe("This account is deactivated");
  });

  it("on the login screen falls back to 'This email or password is wrong'", async () => {
    const forbidden = await failWith(() => json(403, {}));
    expect(toAlertMessage(forbidden, "login")).toBe("This email or password is wrong");
    const limited = await failWith(() => json(429, {}));
    expect(toAlertMessage(limited, "login")).toBe("This email or password is wrong");
    const silent = await failWith(() => json(401, {}));
    expect(toAlertMessage(silent, "login")).toBe("This email or password is wrong");
  });

  it("only logs the server message on the company-creation login", async () => {
    const error = await failWith(() => failure(401, "Wrong password for driver account"));
    expect(toAlertMessage(error, "companyLogin")).toBe("This email or password is wrong");
  });

  it("uses the sign-up and invite generic texts", async () => {
    const crash = await failWith(() => json(500, {}));
    expect(toAlertMessage(crash, "signUp")).toBe("An error has ocurred, please contact us");
    const taken = await failWith(() => failure(409, "This email already exists"));
    expect(toAlertMessage(taken, "signUp")).toBe("This email already exists");
    expect(toAlertMessage(taken, "invite")).toBe("*An error has ocurred, please try again later");
  });

  it("does not treat a refused request as transient", async () => {
    expect(isTransient(await failWith(() => failure(500, "boom")))).toBe(false);
    expect(isTransient(await failWith(() => failure(409, "taken")))).toBe(false);
  });
});

describe("reasons and tags (screens match on tags, not statuses)", () => {
  it("says why a server error happened: a gateway unavailable is worth a retry, the rest is final", async () => {
    const { errorFromResponse } = await import("./ApiError.ts");
    const unavailable = errorFromResponse(503, { errors: [{ message: "down" }] });
    expect(unavailable).toMatchObject({ _tag: "ServerError", reason: "Unavailable" });
    expect(isTransient(unavailable)).toBe(true);
    const internal = errorFromResponse(500, { errors: [{ message: "boom" }] });
    expect(internal).toMatchObject({ _tag: "ServerError", reason: "Internal" });
    expect(isTransient(internal)).toBe(false);
  });

  it("tells a refusal (4xx) and a missing permission apart by tag", async () => {
    const { errorFromResponse } = await import("./ApiError.ts");
    const { isRefusal, isNotAllowed } = await import("./ErrorTags.ts");
    expect(isRefusal(errorFromResponse(422, { errors: [{ message: "Invalid code" }] }))).toBe(true);
    expect(isRefusal(errorFromResponse(500, {}))).toBe(false);
    expect(isNotAllowed(errorFromResponse(403, {}))).toBe(true);
    expect(isNotAllowed(errorFromResponse(404, {}))).toBe(false);
  });
});

describe("alertTextOf: the one error-to-text function of the screens", () => {
  it("words a failure as the spec says, whatever failed", async () => {
    const { errorFromResponse, networkError } = await import("./ApiError.ts");
    const { alertTextOf } = await import("./ErrorTags.ts");
    expect(alertTextOf(errorFromResponse(402, { errors: [{ message: "Your card was declined." }] }))).toBe(
      "Your card was declined.",
    );
    expect(alertTextOf(errorFromResponse(500, { errors: [{ message: "relation is locked" }] }))).toBe(
      "Internal server error",
    );
    expect(alertTextOf(networkError(new TypeError("Failed to fetch")))).toBe(
      "There was a problem with communication",
    );
    // Not a failure of a call: the communication text, never the thrown message.
    expect(alertTextOf(new Error("Cannot read properties of undefined"))).toBe(
      "There was a problem with communication",
    );
    expect(alertTextOf(errorFromResponse(422, { errors: [{ message: "Invalid code" }] }), "invite")).toBe(
      "*An error has ocurred, please try again later",
    );
  });
});
