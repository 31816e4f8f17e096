import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SocialProvider } from "../src/ports/social.ts";
import { signJwt } from "../src/security/jwt.ts";
import { demoAccounts, demoPassword, startTestServer, type TestServer } from "./support/server.ts";

const google: SocialProvider = {
  source: "google",
  verify: async (token) =>
    token === "valid-google-token"
      ? { email: "social.driver@example.com", firstName: "Sol", lastName: "Cial" }
      : undefined,
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ social: new Map([["google", google]]) });
});
afterAll(() => server.close());

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected a failure");
    },
    (error: { _tag: string; status: number; message: string }) => error,
  );

const outbox = (to: string) => server.outbox(to);

describe("sign-in", () => {
  it("answers the login response with tokens, roles and the landing route", async () => {
    const api = server.client();
    const answer = await api.promise.auth.login({
      body: { email: demoAccounts.companyAdmin.email, password: demoPassword, deviceId: "ab12cd34" },
    });
    expect(answer.userRoles).toEqual(["TNCompanyAdmin"]);
    expect(answer.redirect).toBe("/company/jobs");
    expect(answer.firstName).toBe("Carla");
    const [, payload] = answer.accessToken.split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString());
    expect(claims).toMatchObject({
      aud: String(answer.id),
      rid: 3,
      roles: ["TNCompanyAdmin"],
      did: "ab12cd34",
    });
    expect(claims.exp - claims.iat).toBe(15 * 60);
    expect(claims.iid).toBeUndefined();
  });

  it("sends each role to its landing route", async () => {
    const api = server.client();
    const landing = async (email: string) =>
      (await api.promise.auth.login({ body: { email, password: demoPassword, deviceId: "ab12cd34" } }))
        .redirect;
    expect(await landing(demoAccounts.superAdmin.email)).toBe("/admin/company-list");
    expect(await landing(demoAccounts.newEmployer.email)).toBe("/company-info");
    expect(await landing(demoAccounts.newsAdmin.email)).toBe("/news");
    expect(await landing(demoAccounts.adsAdmin.email)).toBe("/ads");
    expect(await landing(demoAccounts.driver.email)).toBe("/members/home");
  });

  it("refuses a wrong password with the spec's text, and rate-limits repeated failures", async () => {
    const api = server.client();
    const email = demoAccounts.newsAdmin.email;
    const wrong = () =>
      failure(api.promise.auth.login({ body: { email, password: "Wrong#1234", deviceId: "ab12cd34" } }));
    const first = await wrong();
    expect(first.status).toBe(401);
    expect(first.message).toBe("This email or password is wrong");
    for (let i = 0; i < 4; i++) await wrong();
    const limited = await failure(
      api.promise.auth.login({ body: { email, password: demoPassword, deviceId: "ab12cd34" } }),
    );
    expect(limited.status).toBe(429);
    expect(limited.message).toBe("Too many failed sign-ins: please try again later");
  });

  it("records accepted terms and turns a driver into an employer with create_role", async () => {
    const api = server.client();
    const answer = await api.promise.auth.login({
      body: {
        email: "driver010@drivers.haulboard.test",
        password: demoPassword,
        deviceId: "ab12cd34",
        createRole: "employer",
        termsAccepted: true,
      },
    });
    expect(answer.userRoles).toEqual(["Driver", "Employer"]);
    expect(answer.redirect).toBe("/company-info");
    expect(answer.termsAcceptedAt).not.toBeNull();
  });
});

describe("sign-up and email verification", () => {
  it("creates an employer with tn_newsletters, refuses a second account, and verifies the email by link", async () => {
    const api = server.client();
    const body = {
      email: "new.owner@example.com",
      password: "Trucks#2026",
      firstName: "Owen",
      lastName: "Newton",
      phone: "(214)555-0199",
      acceptEmails: true,
    };
    const { userId } = await api.promise.auth.signup({ body });
    const [row] = await server.db.query<{ tn_newsletters: boolean; email_verified: boolean }>(
      "select tn_newsletters, email_verified from users where id = $1",
      [userId],
    );
    expect(row).toEqual({ tn_newsletters: true, email_verified: false });
    const again = await failure(api.promise.auth.signup({ body }));
    expect(again.status).toBe(409);

    const [mail] = await outbox(body.email);
    const link = /http:\/\/haulboard\.test(\/api\/v1\/auth\/verify-email\?token=\S+)/.exec(mail!.body)![1]!;
    const followed = await server.app.request(link);
    expect(followed.status).toBe(302);
    expect(followed.headers.get("location")).toBe("/email/validation/success");
    const reused = await server.app.request(link);
    expect(reused.headers.get("location")).toBe("/email/validation/unsuccess");
  });

  it("applies the sign-up rules with the spec's messages", async () => {
    const response = await server.request("POST", "/auth/signup", {
      body: {
        email: "x@y.co",
        password: "weakpassword",
        first_name: "Al",
        last_name: "Bo",
        phone: "(214)555-0199",
        tn_newsletters: false,
      },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      errors: [
        { message: "At least 1 number,1 symbol (@$!#%*?&) and 1 uppercase letter", field: "password" },
      ],
    });
  });
});

describe("sessions", () => {
  it("rotates refresh tokens, and a reused one revokes the whole family", async () => {
    const first = await server.tokensOf("employer");
    const refresh = (token: string) => server.request("POST", "/auth/refresh", { token });
    const rotated = await refresh(first.refreshToken);
    expect(rotated.status).toBe(200);
    const second = ((await rotated.json()) as { data: { access_token: string; refresh_token: string } }).data;
    expect(second.refresh_token).not.toBe(first.refreshToken);

    // Within the grace window (two tabs refreshing at once) the same successor comes back.
    const twin = await refresh(first.refreshToken);
    expect(twin.status).toBe(200);
    expect(((await twin.json()) as { data: { refresh_token: string } }).data.refresh_token).toBe(
      second.refresh_token,
    );
    // Later, presenting the spent token again is reuse.
    await server.db.query(
      "update refresh_tokens set used_at = now() - interval '1 minute' where used_at is not null",
    );
    const reuse = await refresh(first.refreshToken);
    expect(reuse.status).toBe(401);
    // The family is gone: the newest refresh token and the access token no longer work.
    expect((await refresh(second.refresh_token)).status).toBe(401);
    expect((await server.request("GET", "/employer", { token: second.access_token })).status).toBe(401);
  });

  it("logout revokes the session", async () => {
    const api = await server.signIn("employer");
    await api.promise.auth.logout();
    const after = await failure(api.promise.employer.get());
    expect(after.status).toBe(401);
  });

  it("refreshes once and retries when the access token has expired (client and server together)", async () => {
    const api = await server.signIn("employer");
    const expired = signJwt({ aud: "1", sid: "x", typ: "access", exp: 1 }, "whatever");
    api.tokens.set("accessToken", expired);
    const employer = await api.promise.employer.get();
    expect(employer.email).toBe(demoAccounts.employer.email);
    expect(api.tokens.get("accessToken")).not.toBe(expired);
  });

  it("changes the password with the current one, and refuses a wrong current password", async () => {
    const api = await server.signIn("driver010@drivers.haulboard.test");
    const wrong = await failure(
      api.promise.auth.changePassword({ body: { oldPassword: "Nope#1234", newPassword: "Better#2027" } }),
    );
    expect(wrong.status).toBe(422);
    await api.promise.auth.changePassword({
      body: { oldPassword: demoPassword, newPassword: "Better#2027" },
    });
    await server.tokensOf("driver010@drivers.haulboard.test", "Better#2027");
  });
});

describe("forgotten password", () => {
  it("mails a 6-digit code, verifies it for a reset token, and resets the password", async () => {
    const api = server.client();
    const email = "driver020@drivers.haulboard.test";
    await api.promise.auth.tokenPassword({ body: { email } });
    const [mail] = await outbox(email);
    expect(mail!.kind).toBe("password-reset-code");
    const code = /\b(\d{6})\b/.exec(mail!.body)![1]!;
    expect(mail!.body).toContain("valid for 15 minutes");

    expect(
      await api.promise.auth.verifyTokenPassword({
        body: { email, code: code === "000000" ? "111111" : "000000" },
      }),
    ).toEqual({
      valid: false,
      resetToken: null,
    });
    const verified = await api.promise.auth.verifyTokenPassword({ body: { email, code } });
    expect(verified.valid).toBe(true);
    await api.promise.auth.resetPassword({
      body: { email, resetToken: verified.resetToken!, newPassword: "Reset#2026x" },
    });
    await server.tokensOf(email, "Reset#2026x");
    // The code is spent.
    const again = await failure(
      api.promise.auth.resetPassword({ body: { email, code, newPassword: "Reset#2026y" } }),
    );
    expect(again.status).toBe(422);
  });

  it("answers the same for an unknown email and mails nothing", async () => {
    const api = server.client();
    await api.promise.auth.tokenPassword({ body: { email: "nobody@example.com" } });
    expect(await outbox("nobody@example.com")).toEqual([]);
  });

  it("expires codes after 15 minutes", async () => {
    const email = "driver021@drivers.haulboard.test";
    await server.client().promise.auth.tokenPassword({ body: { email } });
    const code = /\b(\d{6})\b/.exec((await outbox(email))[0]!.body)![1]!;
    await server.db.query("update password_reset_codes set expires_at = now() - interval '1 second'");
    const answer = await server.client().promise.auth.verifyTokenPassword({ body: { email, code } });
    expect(answer.valid).toBe(false);
  });
});

describe("validate-employer-email", () => {
  it("needs a fresh service token and answers existence, roles and missing_role", async () => {
    const noToken = await server.request("POST", "/auth/validate-employer-email", {
      body: { email: "a@b.co" },
    });
    expect(noToken.status).toBe(401);
    const api = server.client();
    const { token, expiresIn } = await api.promise.auth.serviceToken();
    expect(expiresIn).toBe(5);
    const check = (email: string) =>
      api.promise.auth.validateEmployerEmail({ body: { email } }, { headers: { "x-service-token": token } });
    expect(await check(demoAccounts.driver.email)).toEqual({
      emailExists: true,
      roles: ["Driver"],
      missingRole: false,
    });
    expect(await check("unknown@example.com")).toEqual({ emailExists: false, roles: [], missingRole: false });
    const expired = signJwt({ typ: "service", exp: Math.floor(Date.now() / 1000) - 1 }, "x");
    const late = await server.request("POST", "/auth/validate-employer-email", {
      body: { email: "a@b.co" },
      headers: { "x-service-token": expired },
    });
    expect(late.status).toBe(401);
  });
});

describe("impersonation", () => {
  it("lets an admin act as a company user for 600 s, audited at start and end", async () => {
    const admin = await server.signIn("admin");
    const [target] = await server.db.query<{ id: number }>("select id from users where email = $1", [
      demoAccounts.employer.email,
    ]);
    const answer = await admin.promise.auth.impersonate({
      query: { userId: target!.id },
      body: { userId: target!.id, deviceId: "ab12cd34", role: "employer" },
    });
    expect(answer.firstName).toBe("Eddie");
    const claims = JSON.parse(Buffer.from(answer.accessToken.split(".")[1]!, "base64url").toString());
    expect(claims.iid).toBe(target!.id);
    expect(claims.exp - claims.iat).toBe(600);

    const asUser = server.client();
    asUser.tokens.set("accessToken", answer.accessToken);
    expect((await asUser.promise.employer.get()).email).toBe(demoAccounts.employer.email);
    await asUser.promise.auth.endImpersonation();
    const audit = await server.db.query<{ action: string }>(
      "select action from audit_log where target_id = $1 order by id",
      [target!.id],
    );
    expect(audit.map((row) => row.action)).toEqual([
      "impersonation.start",
      "impersonation.end",
      // Every write under impersonation names the real actor (here: ending it).
      "impersonation.write",
    ]);
    expect((await server.request("GET", "/employer", { token: answer.accessToken })).status).toBe(401);
  });

  it("refuses a target that is not a company user, and a caller that is not an admin", async () => {
    const admin = await server.signIn("superAdmin");
    const [driver] = await server.db.query<{ id: number }>("select id from users where email = $1", [
      demoAccounts.driver.email,
    ]);
    const refused = await failure(
      admin.promise.auth.impersonate({
        query: { userId: driver!.id },
        body: { userId: driver!.id, deviceId: "ab12cd34", role: "employer" },
      }),
    );
    expect(refused.status).toBe(403);
    expect(refused.message).toBe("Only a company user can be impersonated");
    const employer = await server.signIn("companyAdmin");
    const denied = await failure(
      employer.promise.auth.impersonate({
        query: { userId: driver!.id },
        body: { userId: driver!.id, deviceId: "ab12cd34", role: "employer" },
      }),
    );
    expect(denied.status).toBe(403);
  });
});

describe("social sign-in", () => {
  it("signs in with a verified provider token, creating a driver account the first time", async () => {
    const answer = await server.client().promise.auth.loginSocial({
      body: { token: "valid-google-token", source: "google", deviceId: "ab12cd34" },
    });
    expect(answer.userRoles).toEqual(["Driver"]);
    expect(answer.redirect).toBe("/members/home");
    const bad = await failure(
      server
        .client()
        .promise.auth.loginSocial({ body: { token: "forged", source: "google", deviceId: "ab12cd34" } }),
    );
    expect(bad.status).toBe(401);
  });

  it("names the configured providers to anyone (the login shows only their buttons)", async () => {
    expect(await server.client().promise.auth.socialProviders()).toEqual({ sources: ["google"] });
  });

  it("says clearly when no provider is configured", async () => {
    const response = await server.request("POST", "/auth/login/social", {
      body: { token: "t", source: "apple", device_id: "ab12cd34" },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [{ message: "Social sign-in is not available: no provider is configured on this server" }],
    });
  });
});
