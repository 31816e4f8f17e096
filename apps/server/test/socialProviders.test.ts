import { randomUUID } from "node:crypto";
import { createLocalJWKSet, exportJWK, generateKeyPair, type JWK, type JWTPayload, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Errors } from "../src/errors/catalogue.ts";
import {
  databaseTokenUses,
  makeFacebookProvider,
  makeOidcProvider,
  socialProvidersFrom,
} from "../src/ports/socialProviders.ts";
import { startTestServer, type TestServer } from "./support/server.ts";

/**
 * The social sign-in adapters (issue 40) with real signed tokens: a provider's key pair made here and
 * published as its JWKS, tokens signed with jose, and a Graph API answered by a local fetch.
 */
const clientId = "haulboard-web.apps.example.com";
const googleIssuer = "https://accounts.google.com";
const appleIssuer = "https://appleid.apple.com";
const facebookApp = { appId: "1122334455", appSecret: "fb-secret" };

let server: TestServer;
let providerKey: CryptoKey;
let strangerKey: CryptoKey;

/** A provider's ID token: the claims a real one carries, overridable per test. */
const idToken = async (claims: JWTPayload = {}, key: CryptoKey = providerKey, issuer = googleIssuer) => {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    email: "rosa.delgado@example.com",
    email_verified: true,
    given_name: "Rosa",
    family_name: "Delgado",
    nonce: randomUUID(),
    ...claims,
  })
    .setProtectedHeader({ alg: "RS256", kid: "provider-key" })
    .setIssuer(issuer)
    .setAudience(typeof claims.aud === "string" ? claims.aud : clientId)
    .setSubject(typeof claims.sub === "string" ? claims.sub : "1098765432")
    .setIssuedAt(typeof claims.iat === "number" ? claims.iat : now)
    .setExpirationTime(typeof claims.exp === "number" ? claims.exp : now + 3600)
    .sign(key);
};

/** The Graph API: one valid user token for our app, one for another app, one no longer valid. */
const graph: typeof globalThis.fetch = async (input) => {
  const url = new URL(String(input));
  const token = url.searchParams.get(url.pathname.endsWith("/debug_token") ? "input_token" : "access_token");
  const later = Math.floor(Date.now() / 1000) + 3600;
  if (url.pathname.endsWith("/debug_token")) {
    expect(url.searchParams.get("access_token")).toBe(`${facebookApp.appId}|${facebookApp.appSecret}`);
    const data =
      token === "fb-valid"
        ? { is_valid: true, app_id: facebookApp.appId, user_id: "77", expires_at: later }
        : token === "fb-other-app"
          ? { is_valid: true, app_id: "999", user_id: "78", expires_at: later }
          : { is_valid: false, app_id: facebookApp.appId, user_id: "79", expires_at: later };
    return Response.json({ data });
  }
  return Response.json({ email: "Dale.Rivers@Example.com", first_name: "Dale", last_name: "Rivers" });
};

const signIn = (source: string, token: string) =>
  server.request("POST", "/auth/login/social", { body: { token, source, device_id: "ab12cd34" } });

const refusal = async (response: Response) => [
  response.status,
  ((await response.json()) as { errors: { message: string }[] }).errors[0]?.message,
];

beforeAll(async () => {
  const pair = await generateKeyPair("RS256");
  providerKey = pair.privateKey;
  strangerKey = (await generateKeyPair("RS256")).privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: "provider-key", alg: "RS256", use: "sig" };
  const keys = createLocalJWKSet({ keys: [jwk] });
  // The token uses are claimed in the server's own database, as in production.
  const uses = (key: string, expiresAt: Date) => databaseTokenUses(server.db)(key, expiresAt);
  server = await startTestServer({
    social: new Map([
      ["google", makeOidcProvider({ source: "google", clientId, keys, uses })],
      ["apple", makeOidcProvider({ source: "apple", clientId, keys, uses })],
      ["facebook", makeFacebookProvider({ ...facebookApp, fetch: graph })],
    ]),
  });
});
afterAll(() => server.close());

describe("Google and Apple: the OpenID Connect ID token", () => {
  it("signs in with a valid token and creates the driver the first time, with the token's names", async () => {
    const answer = await signIn("google", await idToken());
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { data: { user_roles: string[]; redirect: string } };
    expect(body.data).toMatchObject({ user_roles: ["Driver"], redirect: "/members/home" });
    const [user] = await server.db.query<{ first_name: string; last_name: string }>(
      "select first_name, last_name from users where email = 'rosa.delgado@example.com'",
    );
    expect(user).toEqual({ first_name: "Rosa", last_name: "Delgado" });
  });

  it("refuses a wrong audience, a wrong issuer, an expired token, another key's signature and an unverified email", async () => {
    const now = Math.floor(Date.now() / 1000);
    const tokens = {
      audience: await idToken({ aud: "someone-else.apps.example.com" }),
      issuer: await idToken({}, providerKey, "https://accounts.evil.example"),
      expired: await idToken({ iat: now - 7200, exp: now - 3600 }),
      signature: await idToken({}, strangerKey),
      unverified: await idToken({ email_verified: false }),
      tampered: `${(await idToken()).slice(0, -4)}AAAA`,
    };
    for (const [what, token] of Object.entries(tokens))
      expect(await refusal(await signIn("google", token)), what).toEqual([401, Errors.socialInvalid.message]);
  });

  it("accepts each token once: a replay, or another token with the same nonce, is refused", async () => {
    const nonce = randomUUID();
    const token = await idToken({ email: "replay.driver@example.com", nonce });
    expect((await signIn("google", token)).status).toBe(200);
    expect(await refusal(await signIn("google", token))).toEqual([401, Errors.socialInvalid.message]);
    const sameNonce = await idToken({ email: "replay.driver@example.com", nonce, sub: "another-subject" });
    expect(await refusal(await signIn("google", sameNonce))).toEqual([401, Errors.socialInvalid.message]);
  });

  it("takes Apple's token, which carries no names, naming the driver after the email", async () => {
    const token = await idToken(
      { email: "k.ono@privaterelay.appleid.com", given_name: undefined, family_name: undefined },
      providerKey,
      appleIssuer,
    );
    expect((await signIn("apple", token)).status).toBe(200);
    const [user] = await server.db.query<{ first_name: string }>(
      "select first_name from users where email = 'k.ono@privaterelay.appleid.com'",
    );
    expect(user?.first_name).toBe("k.ono");
    // Google's issuer is not Apple's.
    expect(await refusal(await signIn("apple", await idToken({ email: "x@example.com" })))).toEqual([
      401,
      Errors.socialInvalid.message,
    ]);
  });
});

describe("Facebook: the access token, inspected by the Graph API", () => {
  it("signs in with a valid token of our app, with the profile's email in lower case, as often as it lives", async () => {
    expect((await signIn("facebook", "fb-valid")).status).toBe(200);
    // The SDK gives the same token to the next sign-in while it lives: it is not single-use.
    expect((await signIn("facebook", "fb-valid")).status).toBe(200);
    const [user] = await server.db.query<{ email: string; last_name: string }>(
      "select email, last_name from users where email = 'dale.rivers@example.com'",
    );
    expect(user).toEqual({ email: "dale.rivers@example.com", last_name: "Rivers" });
  });

  it("refuses a token issued to another app, and one the Graph API says is not valid", async () => {
    expect(await refusal(await signIn("facebook", "fb-other-app"))).toEqual([
      401,
      Errors.socialInvalid.message,
    ]);
    expect(await refusal(await signIn("facebook", "fb-expired"))).toEqual([
      401,
      Errors.socialInvalid.message,
    ]);
  });
});

describe("configuration", () => {
  it("turns on each provider whose ids are set, and none by default", () => {
    const none = {
      googleClientId: undefined,
      appleClientId: undefined,
      facebookAppId: undefined,
      facebookAppSecret: undefined,
    };
    expect([...socialProvidersFrom(none, server.db).keys()]).toEqual([]);
    const all = socialProvidersFrom(
      { googleClientId: "g", appleClientId: "a", facebookAppId: "f", facebookAppSecret: "s" },
      server.db,
    );
    expect([...all.keys()]).toEqual(["google", "apple", "facebook"]);
    // Facebook needs its secret too.
    expect([...socialProvidersFrom({ ...none, facebookAppId: "f" }, server.db).keys()]).toEqual([]);
  });
});
