import { endpoints } from "@haulboard/api/contract";
import { isAdmin, type Role, RoleName } from "@haulboard/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signJwt } from "../src/security/jwt.ts";
import { type DemoAccount, demoAccounts } from "../src/seed/demo.ts";
import {
  accounts,
  adsEndpointNames,
  driverEndpointNames,
  expectations,
  mountedEndpoints,
  pathFor,
  postingEndpointNames,
} from "./support/matrix.ts";
import { startTestServer, type TestServer } from "./support/server.ts";

let server: TestServer;
let companyOf: Map<DemoAccount, number | null>;
let anyEmployee: number;
beforeAll(async () => {
  server = await startTestServer();
  companyOf = new Map();
  for (const account of accounts) {
    const [row] = await server.db.query<{ company_id: number | null }>(
      "select company_id from users where email = $1",
      [demoAccounts[account].email],
    );
    companyOf.set(account, row?.company_id ?? null);
  }
  const [employee] = await server.db.query<{ id: number }>("select id from users where email = $1", [
    demoAccounts.employer.email,
  ]);
  anyEmployee = employee!.id;
});
afterAll(() => server.close());

const bearerEndpoints = mountedEndpoints.filter((endpoint) => endpoint.auth === "bearer");
const otherCompany = 5;

const call = (endpoint: (typeof mountedEndpoints)[number], path: string, token?: string) =>
  server.request(endpoint.method, path, {
    ...(token ? { token } : {}),
    ...(endpoint.body ? { body: {} } : {}),
  });

describe("the role matrix", () => {
  it("has a spec expectation for every route the server mounts, and the server mounts the first document and posting", () => {
    const bearerNames = bearerEndpoints.map((endpoint) => endpoint.name).sort();
    expect(bearerNames).toEqual(Object.keys(expectations).sort());
    const firstDocument = [
      "auth",
      "employer",
      "members",
      "companies",
      "employees",
      "admin",
      "driverSubscriptions",
      "lead",
      "places",
      "media",
      // News (issue 20)
      "news",
      "albums",
    ];
    const expected = endpoints.filter(
      (endpoint) =>
        firstDocument.includes(endpoint.name.split(".")[0]!) ||
        postingEndpointNames.includes(endpoint.name) ||
        driverEndpointNames.includes(endpoint.name) ||
        adsEndpointNames.includes(endpoint.name),
    );
    expect(mountedEndpoints.map((endpoint) => endpoint.name).sort()).toEqual(
      expected.map((endpoint) => endpoint.name).sort(),
    );
  });

  for (const endpoint of bearerEndpoints) {
    describe(`${endpoint.method} ${endpoint.path} (${endpoint.name})`, () => {
      const expectation = expectations[endpoint.name]!;

      it("is 401 without a token, with an expired token and with a tampered token", async () => {
        const path = `${pathFor(endpoint, 1, anyEmployee)}`;
        const none = await call(endpoint, path);
        expect(none.status).toBe(401);
        expect(await none.json()).toEqual({ errors: [{ message: "Authentication required" }] });

        const { accessToken } = await server.tokensOf("internalUser");
        const [head, body] = accessToken.split(".");
        const claims = JSON.parse(Buffer.from(body!, "base64url").toString());
        const secretRow = await server.db.query<{ value: string }>(
          "select value from app_meta where key = 'jwt_secret'",
        );
        const expired = signJwt({ ...claims, exp: Math.floor(Date.now() / 1000) - 1 }, secretRow[0]!.value);
        const expiredAnswer = await call(endpoint, path, expired);
        expect(expiredAnswer.status).toBe(401);
        expect(await expiredAnswer.json()).toEqual({ errors: [{ message: "Session expired" }] });

        const forged = Buffer.from(JSON.stringify({ ...claims, roles: [RoleName.superAdmin] })).toString(
          "base64url",
        );
        const tampered = await call(endpoint, path, `${head}.${forged}.${accessToken.split(".")[2]}`);
        expect(tampered.status).toBe(401);
      });

      for (const account of accounts) {
        const roles: readonly Role[] = demoAccounts[account].roles;
        it(`${account} (${roles.join(", ")})`, async () => {
          const own = companyOf.get(account) ?? null;
          const target = own ?? otherCompany;
          const reachesAny = isAdmin(roles) || roles.includes(RoleName.internalUser);
          const allowed =
            expectation.allows(roles) && (!expectation.ownCompany || reachesAny || own === target);
          // Deleting one's own account really deletes it: the driver row uses another driver.
          const who =
            endpoint.name === "members.deleteOwnAccount" && account === "driver"
              ? "driver099@drivers.haulboard.test"
              : account;
          const { accessToken } = await server.tokensOf(who);
          const response = await call(endpoint, pathFor(endpoint, target, anyEmployee), accessToken);
          if (allowed) {
            expect([401, 403], `${account} should be allowed`).not.toContain(response.status);
          } else {
            expect(response.status, `${account} should be denied`).toBe(403);
          }
          expect(response.status).toBeLessThan(500);
        });
      }

      if (expectations[endpoint.name]!.ownCompany) {
        it("refuses a company member on another company", async () => {
          const { accessToken } = await server.tokensOf("companyAdmin");
          const response = await call(endpoint, pathFor(endpoint, otherCompany, anyEmployee), accessToken);
          expect(response.status).toBe(403);
          expect(await response.json()).toEqual({
            errors: [{ message: "You can only manage your own company" }],
          });
        });
      }
    });
  }

  it("keeps public calls public and guards refresh and service calls with their own tokens", async () => {
    for (const endpoint of mountedEndpoints.filter((e) => e.auth !== "bearer")) {
      const response = await call(endpoint, endpoint.path);
      if (endpoint.auth === "public") expect([401, 403], endpoint.name).not.toContain(response.status);
      else expect(response.status, endpoint.name).toBe(401);
    }
  });
});
