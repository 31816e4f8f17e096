import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { api, endpointByName, endpoints } from "./Api.ts";
import { fillPath, routePattern } from "./Endpoint.ts";
import { Pagination } from "./Envelope.ts";

/** The encoded (wire) keys of a struct schema, renamed or not. */
const wireKeys = (schema: unknown): string[] => {
  const s = schema as { fields?: object; from?: { fields?: object } };
  return Object.keys(s.from?.fields ?? s.fields ?? {});
};

describe("the contract", () => {
  it("declares every endpoint once with a unique name and route", () => {
    expect(new Set(endpoints.map((e) => e.name)).size).toBe(endpoints.length);
    expect(new Set(endpoints.map((e) => `${e.method} ${e.path}`)).size).toBe(endpoints.length);
    expect(endpointByName.get("companies.search")).toBe(api.companies.search);
  });

  it("names every endpoint after its place in `api` (group.call)", () => {
    for (const [group, calls] of Object.entries(api)) {
      for (const [name, endpoint] of Object.entries(calls)) expect(endpoint.name).toBe(`${group}.${name}`);
    }
  });

  it.each(endpoints.map((e) => [e.name, e] as const))(
    "%s: every path placeholder is a params key",
    (_, e) => {
      const placeholders = [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const placeholder of placeholders) expect(wireKeys(e.params)).toContain(placeholder);
    },
  );

  it("lists static routes before parameterised ones that could shadow them", () => {
    const index = (name: string) => endpoints.findIndex((e) => e.name === name);
    expect(index("ads.getSettings")).toBeLessThan(index("ads.get"));
    expect(index("tags.attachToApplicant")).toBeLessThan(index("tags.addToJob"));
    expect(index("tags.list")).toBeLessThan(index("companies.get"));
    // Every route another route's pattern would also match comes first (same method, same depth).
    const covers = (pattern: string, path: string) => {
      const p = pattern.split("/");
      const q = path.split("/");
      return p.length === q.length && p.every((segment, i) => segment === q[i] || segment.startsWith("{"));
    };
    for (const a of endpoints)
      for (const b of endpoints)
        if (a !== b && a.method === b.method && a.path !== b.path && covers(b.path, a.path))
          expect(index(a.name), `${a.path} before ${b.path}`).toBeLessThan(index(b.name));
  });

  it("reads pagination offset/limit as skip/take", () => {
    expect(Schema.decodeUnknownSync(Pagination)({ offset: 50, limit: 50, total: 812 })).toEqual({
      skip: 50,
      take: 50,
      total: 812,
    });
  });

  it("writes request bodies in snake_case with the spec's irregular names", () => {
    const signup = Schema.encodeSync(api.auth.signup.body)({
      email: "dana@redriver.test",
      password: "Secret#2026",
      firstName: "Dana",
      lastName: "Whitfield",
      phone: "(405)555-0142",
      acceptEmails: true,
    });
    expect(signup).toEqual({
      email: "dana@redriver.test",
      password: "Secret#2026",
      first_name: "Dana",
      last_name: "Whitfield",
      phone: "(405)555-0142",
      tn_newsletters: true,
    });
    const login = Schema.encodeSync(api.auth.login.body)({
      email: "a@b.test",
      password: "x",
      deviceId: "ab12cd34",
      termsAccepted: true,
    });
    expect(login).toEqual({
      email: "a@b.test",
      password: "x",
      device_id: "ab12cd34",
      tn_terms_accepted: true,
    });
  });

  it("sends the invitation's fullName under the spec's name and still reads full_name (issue 44 #2)", () => {
    const body = api.lead.invite.body;
    expect(Schema.encodeSync(body)({ fullName: "Ray Road", email: "ray@example.com" })).toEqual({
      fullName: "Ray Road",
      email: "ray@example.com",
    });
    const decode = Schema.decodeUnknownSync(body);
    expect(decode({ fullName: "Ray Road", email: "ray@example.com" }).fullName).toBe("Ray Road");
    expect(decode({ full_name: "Ray Road", email: "ray@example.com" }).fullName).toBe("Ray Road");
  });

  it("turns paths into route patterns and fills them", () => {
    expect(routePattern("/companies/{id}/employers/{employeeId}")).toBe(
      "/companies/:id/employers/:employeeId",
    );
    expect(fillPath("/companies/logo/{fileName}", { fileName: "logo 1.png" })).toBe(
      "/companies/logo/logo%201.png",
    );
  });
});
