import { AsyncLocalStorage } from "node:async_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/Database.ts";
import { hashPassword, type PasswordHasher, verifyPassword } from "../src/security/password.ts";
import { testScryptCost } from "./support/constants.ts";
import { demoAccounts, demoPassword, startTestServer, type TestServer } from "./support/server.ts";

/**
 * Issue 11: each attack of the probe, reproduced over HTTP against the real app on a fresh database.
 * Every test here failed on the code before the fix.
 */

/** Which password hashes ran inside a transaction (they would hold the embedded database's only lock). */
const inTransaction = new AsyncLocalStorage<true>();
let hashesInsideTransactions = 0;
let verifications = 0;
const watchedPasswords: PasswordHasher = {
  hash: async (password) => {
    if (inTransaction.getStore()) hashesInsideTransactions++;
    return hashPassword(password, testScryptCost);
  },
  verify: async (password, stored) => {
    verifications++;
    if (inTransaction.getStore()) hashesInsideTransactions++;
    return verifyPassword(password, stored);
  },
};
const watchTransactions = (db: Database): Database => ({
  ...db,
  driver: db.driver,
  query: (sql, params) => db.query(sql, params),
  exec: (sql) => db.exec(sql),
  close: () => db.close(),
  transaction: (work) => db.transaction((tx) => inTransaction.run(true, () => work(tx))),
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    config: { trustProxy: true },
    wrapDb: watchTransactions,
    passwords: watchedPasswords,
  });
});
afterAll(() => server.close());

/** A client address of its own for each test, so one test's counts never limit another. */
let addressCount = 0;
const newAddress = () => `203.0.113.${++addressCount}`;

const post = (path: string, body: unknown, options: { token?: string; address?: string } = {}) =>
  server.request("POST", path, {
    body,
    ...(options.token ? { token: options.token } : {}),
    headers: { "x-forwarded-for": options.address ?? newAddress() },
  });

const json = async <T>(response: Response) => (await response.json()) as T;
const idOf = async (email: string) =>
  (await server.db.query<{ id: number }>("select id from users where lower(email) = lower($1)", [email]))[0]!
    .id;
const codeIn = (body: string) => /\b(\d{6})\b/.exec(body)![1]!;

describe("3. reset codes cannot be brute-forced", () => {
  it("evaluates at most five guesses of a code however many arrive at once, the right one at position 40 included", async () => {
    const email = "driver030@drivers.haulboard.test";
    await post("/auth/token-password", { email });
    const code = codeIn((await server.outbox(email))[0]!.body);
    const wrong = code === "000000" ? "111111" : "000000";
    const guesses = Array.from({ length: 64 }, (_, i) => (i === 40 ? code : wrong));
    // Each guess from its own address: only the code's own try budget can stop them.
    const answers = await Promise.all(
      guesses.map((guess) => post("/auth/verify-token-password", { email, code: guess })),
    );
    const bodies = await Promise.all(
      answers
        .filter((answer) => answer.status === 200)
        .map((answer) => json<{ data: { valid: boolean } }>(answer)),
    );
    expect(bodies.filter((body) => body.data.valid)).toHaveLength(0);
    const [row] = await server.db.query<{ attempts: number }>(
      "select attempts from password_reset_codes where user_id = $1 order by id desc limit 1",
      [await idOf(email)],
    );
    expect(row!.attempts).toBe(5);
  });

  it("limits guesses per email across new codes, and codes per email per hour", async () => {
    const email = "driver031@drivers.haulboard.test";
    const guess = (code: string) => post("/auth/verify-token-password", { email, code });
    const statuses: number[] = [];
    for (let round = 0; round < 3; round++) {
      expect((await post("/auth/token-password", { email })).status).toBe(200);
      await server.settle();
      for (let i = 0; i < 5; i++) statuses.push((await guess("999999")).status);
    }
    // Ten guesses an hour per email, whatever codes were issued.
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const fourth = await post("/auth/token-password", { email });
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await json(fourth)).toEqual({
      errors: [{ message: "Too many requests: please try again later" }],
    });
  });

  it("limits code requests and guesses per address", async () => {
    const address = newAddress();
    const requests = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post("/auth/token-password", { email: `nobody${i}@example.com` }, { address }),
      ),
    );
    expect(requests.filter((answer) => answer.status === 200)).toHaveLength(10);
    expect(requests.filter((answer) => answer.status === 429)).toHaveLength(2);
    const guesses = await Promise.all(
      Array.from({ length: 32 }, (_, i) =>
        post(
          "/auth/reset-password",
          { email: `x${i}@example.com`, code: "123456", new_password: "Reset#2026z" },
          { address },
        ),
      ),
    );
    expect(guesses.filter((answer) => answer.status === 429)).toHaveLength(2);
  });
});

describe("4. employees manage only whom they may", () => {
  let companyId: number;
  beforeAll(async () => {
    const [row] = await server.db.query<{ company_id: number }>(
      "select company_id from users where email = $1",
      [demoAccounts.companyAdmin.email],
    );
    companyId = row!.company_id;
  });

  it("refuses a company user changing the company admin or the company", async () => {
    const { accessToken: token } = await server.tokensOf("employer");
    const adminId = await idOf(demoAccounts.companyAdmin.email);
    const attempts = [
      server.request("POST", `/companies/${companyId}/employers/password`, {
        token,
        body: { employee_id: adminId, password: "Taken#2026x" },
      }),
      server.request("PATCH", `/companies/${companyId}/employers/${adminId}`, {
        token,
        body: { email: "attacker@example.com" },
      }),
      server.request("PATCH", `/companies/${companyId}/employers/${adminId}`, {
        token,
        body: { active: false },
      }),
      server.request("PATCH", `/companies/${companyId}`, { token, body: { company_name: "Owned Inc" } }),
    ];
    for (const answer of await Promise.all(attempts)) expect(answer.status).toBe(403);
    await server.tokensOf("companyAdmin");
  });

  it("refuses anyone managing a staff account that also belongs to the company", async () => {
    const staffId = await idOf(demoAccounts.internalUser.email);
    await server.db.query("update users set company_id = $2 where id = $1", [staffId, companyId]);
    for (const account of ["companyAdmin", "admin"] as const) {
      const { accessToken: token } = await server.tokensOf(account);
      const reset = await server.request("POST", `/companies/${companyId}/employers/password`, {
        token,
        body: { employee_id: staffId, password: "Taken#2026x" },
      });
      expect(reset.status).toBe(403);
      expect(await json(reset)).toEqual({ errors: [{ message: "You cannot manage this user" }] });
      const edit = await server.request("PATCH", `/companies/${companyId}/employers/${staffId}`, {
        token,
        body: { email: "staff.taken@example.com" },
      });
      expect(edit.status).toBe(403);
    }
    const { accessToken: adminToken } = await server.tokensOf("admin");
    const viaAdminCall = await server.request("POST", `/admin/employer/${staffId}/change-password`, {
      token: adminToken,
      body: { password: "Taken#2026x" },
    });
    expect([403, 404]).toContain(viaAdminCall.status);
    await server.tokensOf("internalUser");
    await server.db.query("update users set company_id = null where id = $1", [staffId]);
  });

  it("lets a company admin manage company users but not another company admin; admins manage both", async () => {
    const { accessToken: ownerToken } = await server.tokensOf("companyAdmin");
    const employerId = await idOf(demoAccounts.employer.email);
    const rename = await server.request("PATCH", `/companies/${companyId}/employers/${employerId}`, {
      token: ownerToken,
      body: { first_name: "Edwin" },
    });
    expect(rename.status).toBe(200);
    await server.db.query("insert into user_roles (user_id, role) values ($1, 'TNCompanyAdmin')", [
      employerId,
    ]);
    const peer = await server.request("PATCH", `/companies/${companyId}/employers/${employerId}`, {
      token: ownerToken,
      body: { first_name: "Edgar" },
    });
    expect(peer.status).toBe(403);
    const { accessToken: adminToken } = await server.tokensOf("admin");
    const byAdmin = await server.request("PATCH", `/companies/${companyId}/employers/${employerId}`, {
      token: adminToken,
      body: { first_name: "Eddie" },
    });
    expect(byAdmin.status).toBe(200);
    await server.db.query("delete from user_roles where user_id = $1 and role = 'TNCompanyAdmin'", [
      employerId,
    ]);
  });

  it("adds the employer role with create_role only to a driver or an account without a role", async () => {
    const signIn = (email: string) =>
      post("/auth/login", { email, password: demoPassword, device_id: "role0001", create_role: "employer" });
    const news = await json<{ data: { user_roles: string[] } }>(await signIn(demoAccounts.newsAdmin.email));
    expect(news.data.user_roles).toEqual(["NewsAdmin"]);
    const driver = await json<{ data: { user_roles: string[] } }>(
      await signIn("driver040@drivers.haulboard.test"),
    );
    expect([...driver.data.user_roles].sort()).toEqual(["Driver", "Employer"]);
  });
});

describe("5 and 6. sign-in guessing is limited without locking the owner out", () => {
  it("counts each attempt before hashing: 60 guesses at once are 5 evaluations", async () => {
    const address = newAddress();
    const before = verifications;
    const answers = await Promise.all(
      Array.from({ length: 60 }, () =>
        post(
          "/auth/login",
          { email: demoAccounts.adsAdmin.email, password: "Wrong#12345", device_id: "burst001" },
          { address },
        ),
      ),
    );
    expect(verifications - before).toBe(5);
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(55);
  });

  it("behind the proxy, counts the address the proxy saw, not the hops a client wrote", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await server.request("POST", "/auth/login", {
        body: { email: demoAccounts.internalUser.email, password: "Wrong#12345", device_id: "spoof001" },
        headers: { "x-forwarded-for": `10.9.8.${i}, 198.51.100.7` },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("keeps the owner's known device signing in while strangers guessing from many addresses are held", async () => {
    const email = "driver041@drivers.haulboard.test";
    const owner = await post("/auth/login", { email, password: demoPassword, device_id: "owner-laptop" });
    expect(owner.status).toBe(200);
    // Many addresses, each within its own limit, together hit the account-wide limit.
    for (let i = 0; i < 25; i++) {
      await post("/auth/login", { email, password: `Guess#${i}x12`, device_id: `attacker${i}` });
    }
    const stranger = await post("/auth/login", { email, password: demoPassword, device_id: "new-phone" });
    expect(stranger.status).toBe(429);
    const again = await post("/auth/login", { email, password: demoPassword, device_id: "owner-laptop" });
    expect(again.status).toBe(200);
  });
});

describe("7. no account or role enumeration", () => {
  it("limits the free service token per address", async () => {
    const address = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 22 }, () => post("/auth/service-token", {}, { address })),
    );
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(2);
  });

  it("answers only whether an account exists, is a driver's, or lacks a role", async () => {
    const address = newAddress();
    const { data } = await json<{ data: { token: string } }>(
      await post("/auth/service-token", {}, { address }),
    );
    const check = async (email: string) =>
      json<{ data: unknown }>(
        await server.request("POST", "/auth/validate-employer-email", {
          body: { email },
          headers: { "x-service-token": data.token, "x-forwarded-for": address },
        }),
      );
    expect((await check(demoAccounts.superAdmin.email)).data).toEqual({
      email_exists: true,
      roles: [],
      missing_role: false,
    });
    expect((await check(demoAccounts.contributor.email)).data).toMatchObject({ roles: [] });
    expect((await check(demoAccounts.driver.email)).data).toMatchObject({ roles: ["Driver"] });
  });

  it("answers forgot-password before any work on the account, for known and unknown emails alike", async () => {
    let release: () => void = () => {};
    let gate: Promise<void> | undefined;
    const gated = await startTestServer({
      config: { trustProxy: true },
      wrapDb: (db) => ({
        ...db,
        driver: db.driver,
        // The look-up of the account (the first step of the work for a known email) waits for the test.
        query: async (sql, params) => {
          if (sql.includes("u.password_hash from users")) await gate;
          return db.query(sql, params);
        },
        exec: (sql) => db.exec(sql),
        close: () => db.close(),
        transaction: (work) => db.transaction(work),
      }),
    });
    gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      const known = await gated.request("POST", "/auth/token-password", {
        body: { email: demoAccounts.driver.email },
        headers: { "x-forwarded-for": newAddress() },
      });
      expect(known.status).toBe(200);
      const unknown = await gated.request("POST", "/auth/token-password", {
        body: { email: "nobody.at.all@example.com" },
        headers: { "x-forwarded-for": newAddress() },
      });
      expect(unknown.status).toBe(200);
      expect(await unknown.text()).toBe(await known.text());
      expect(await gated.db.query("select 1 from password_reset_codes")).toHaveLength(0);
    } finally {
      release();
    }
    expect((await gated.outbox(demoAccounts.driver.email))[0]?.kind).toBe("password-reset-code");
    await gated.close();
  });
});

describe("8. password hashing never holds a transaction", () => {
  it("hashes before the transaction on every call that sets or checks a password", async () => {
    hashesInsideTransactions = 0;
    const [company] = await server.db.query<{ company_id: number }>(
      "select company_id from users where email = $1",
      [demoAccounts.companyAdmin.email],
    );
    const { accessToken: owner } = await server.tokensOf("companyAdmin");
    const employeeId = await idOf(demoAccounts.employer.email);
    await Promise.all(
      Array.from({ length: 8 }, () =>
        server.request("POST", `/companies/${company!.company_id}/employers/password`, {
          token: owner,
          body: { employee_id: employeeId, password: demoPassword },
        }),
      ),
    );
    const added = await server.request("POST", `/companies/${company!.company_id}/employers`, {
      token: owner,
      body: {
        email: "hash.check@example.com",
        first_name: "Hash",
        last_name: "Check",
        phone: "(512)555-0101",
        password: demoPassword,
      },
    });
    expect(added.status).toBe(200);
    const { accessToken: admin } = await server.tokensOf("admin");
    expect(
      (
        await server.request("POST", `/admin/employer/${employeeId}/change-password`, {
          token: admin,
          body: { password: demoPassword },
        })
      ).status,
    ).toBe(200);
    expect(hashesInsideTransactions).toBe(0);
  });
});

describe("10. a stolen access token cannot move the account", () => {
  it("needs the current password to change the email, tells the old address and ends other sessions", async () => {
    const other = await server.tokensOf("contributor");
    const { accessToken } = await server.tokensOf("contributor");
    const change = (body: unknown) => server.request("PATCH", "/employer", { token: accessToken, body });
    const bare = await change({ email: "cora.new@example.com" });
    expect(bare.status).toBe(422);
    expect(await json(bare)).toMatchObject({
      errors: [{ message: "Enter your current password to change your email" }],
    });
    expect((await change({ email: "cora.new@example.com", current_password: "Wrong#2026x" })).status).toBe(
      422,
    );
    expect((await change({ email: "cora.new@example.com", current_password: demoPassword })).status).toBe(
      200,
    );
    const notice = await server.outbox(demoAccounts.contributor.email);
    expect(notice[0]).toMatchObject({ kind: "email-change-notice" });
    expect(notice[0]!.body).toContain("cora.new@example.com");
    expect((await server.request("GET", "/employer", { token: other.accessToken })).status).toBe(401);
    expect((await server.request("GET", "/employer", { token: accessToken })).status).toBe(200);
  });
});

describe("11. impersonation stays within acting as a company user", () => {
  it("refuses account-level actions, records the admin on every write, and ends with the admin's session", async () => {
    const targetId = await idOf(demoAccounts.employer.email);
    await server.db.query(
      "insert into user_roles (user_id, role) values ($1, 'Driver') on conflict do nothing",
      [targetId],
    );
    const admin = await server.tokensOf("superAdmin");
    const started = await server.request("POST", `/auth/login/impersonate?user_id=${targetId}`, {
      token: admin.accessToken,
      body: { user_id: targetId, device_id: "imp00001", role: "employer" },
    });
    expect(started.status).toBe(200);
    const acting = (await json<{ data: { access_token: string; refresh_token: string } }>(started)).data;
    const token = acting.access_token;

    expect((await server.request("DELETE", "/members/me", { token })).status).toBe(403);
    expect(
      (
        await server.request("PATCH", "/employer", {
          token,
          body: { email: "x@example.com", current_password: demoPassword },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.request("POST", "/auth/change-password", {
          token,
          body: { old_password: demoPassword, new_password: "Other#2026x" },
        })
      ).status,
    ).toBe(403);
    expect(
      (await server.request("PATCH", "/employer", { token, body: { first_name: "Eddie" } })).status,
    ).toBe(200);
    const writes = await server.db.query<{ actor_id: number; target_id: number }>(
      "select actor_id, target_id from audit_log where action = 'impersonation.write' and target_id = $1",
      [targetId],
    );
    expect(writes.length).toBeGreaterThanOrEqual(4);
    const adminId = await idOf(demoAccounts.superAdmin.email);
    for (const write of writes) expect(write.actor_id).toBe(adminId);

    expect((await server.request("POST", "/auth/logout", { token: admin.accessToken })).status).toBe(200);
    expect((await server.request("GET", "/employer", { token })).status).toBe(401);
    expect((await server.request("POST", "/auth/refresh", { token: acting.refresh_token })).status).toBe(401);
    await server.db.query("delete from user_roles where user_id = $1 and role = 'Driver'", [targetId]);
  });
});

describe("12. values the database would refuse are refused first", () => {
  it("refuses date filters that are not ISO dates (422) and ids beyond int4 (400)", async () => {
    const { accessToken: token } = await server.tokensOf("admin");
    for (const value of ["1", "Jan 1", "2020-02-30", "2020-13-01T00:00:00Z"]) {
      const answer = await server.request("POST", "/companies/search", {
        token,
        body: { filters: [{ field: "created_at", operator: "greater_than", value }] },
      });
      expect(answer.status, value).toBe(422);
      expect(await answer.json(), value).toEqual({
        errors: [
          { message: "Expected an ISO date (YYYY-MM-DD) or timestamp for a date field", field: "filters.0" },
        ],
      });
    }
    const fine = await server.request("POST", "/companies/search", {
      token,
      body: {
        filters: [
          {
            field: "created_at",
            operator: "between",
            value: { from: "2020-01-01", to: "2030-01-01T00:00:00Z" },
          },
        ],
      },
    });
    expect(fine.status).toBe(200);
    expect((await server.request("GET", "/companies/2147483648", { token })).status).toBe(400);
    expect((await server.request("GET", "/admin/employer/99999999999", { token })).status).toBe(400);
  });
});

describe("13. company creation is atomic", () => {
  it("makes one company of twenty concurrent requests by one user", async () => {
    const { accessToken: token } = await server.tokensOf("newEmployer");
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        server.request("POST", "/companies", {
          token,
          body: { company_name: `Race ${i} Freight`, size: "1-5", phone: "(512)555-0100" },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    const companies = await server.db.query(
      "select 1 from companies where company_name like 'Race % Freight'",
    );
    expect(companies).toHaveLength(1);
  });
});

describe("14. a deactivated account does not confirm its password", () => {
  it("answers alike for the right and a wrong password", async () => {
    const email = "driver042@drivers.haulboard.test";
    await server.db.query("update users set active = false where email = $1", [email]);
    const right = await post("/auth/login", { email, password: demoPassword, device_id: "deact001" });
    const wrong = await post("/auth/login", { email, password: "Wrong#2026x", device_id: "deact001" });
    expect(right.status).toBe(wrong.status);
    expect(await json(right)).toEqual(await json(wrong));
    expect(right.status).toBe(403);
  });
});

describe("15. mail triggers are limited", () => {
  it("limits mail to one recipient whatever the sender's address", async () => {
    const email = "driver043@drivers.haulboard.test";
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await post("/auth/token-password", { email })).status);
    // Three codes an hour per email come first; the mail limit (five an hour) backs it for other mails.
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(4);
    await server.settle();
    expect((await server.outbox(email)).length).toBeLessThanOrEqual(3);
  });

  it("limits sign-ups (each mails a verification link) from one address", async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const answer = await post(
        "/auth/signup",
        {
          email: `flood${i}@example.com`,
          password: demoPassword,
          first_name: "Flo",
          last_name: "Od",
          phone: "(512)555-0199",
          tn_newsletters: false,
        },
        { address },
      );
      statuses.push(answer.status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
  });
});

describe("16. two tabs refreshing at once stay signed in", () => {
  it("answers both with the same successor and keeps the family", async () => {
    const { refreshToken } = await server.tokensOf("driver");
    const [a, b] = await Promise.all([
      server.request("POST", "/auth/refresh", { token: refreshToken }),
      server.request("POST", "/auth/refresh", { token: refreshToken }),
    ]);
    expect([a!.status, b!.status]).toEqual([200, 200]);
    const first = (await json<{ data: { refresh_token: string } }>(a!)).data.refresh_token;
    expect((await json<{ data: { refresh_token: string } }>(b!)).data.refresh_token).toBe(first);
    const next = await server.request("POST", "/auth/refresh", { token: first });
    expect(next.status).toBe(200);
  });
});
