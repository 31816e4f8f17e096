import { isAdmin, RoleName } from "@haulboard/domain";
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DemoAccount, demoAccounts } from "../src/seed/demo.ts";
import { accounts, expectations, mountedEndpoints, pathFor } from "./support/matrix.ts";
import { startTestServer, type TestServer } from "./support/server.ts";

/**
 * Schema-driven bad input: for every route with a body or a query, the fields of the contract's schema
 * are fed wrong types, missing values, 1 MB strings, unicode and SQL meta-characters. Never a 5xx;
 * a refused request writes nothing.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
}

const jsonSchemaOf = (schema: unknown): JsonSchema =>
  (Schema.toJsonSchemaDocument(Schema.toEncoded(schema as Schema.Top)).schema ?? {}) as JsonSchema;

const typeOf = (schema: JsonSchema): string =>
  schema.type ?? schema.anyOf?.find((s) => s.type !== "null")?.type ?? "unknown";

const megabyte = "x".repeat(1024 * 1024);
const unicode = "Zoë 🚚 ﷽ \u202e\u0000 𝕳𝖆𝖚𝖑";
const sqlMeta = "'; drop table users; -- \" \\ % _ $1 ::text";

/** Values of the wrong type for a field of `type`. */
const wrongTypes = (type: string): unknown[] =>
  type === "string"
    ? [12345, true, { nested: "x" }]
    : type === "integer"
      ? ["not a number", true, 1.5]
      : // A real-valued field (a job's pay, issue 17) takes 1.5: only texts and booleans are wrong for it.
        type === "number"
        ? ["not a number", true]
        : type === "boolean"
          ? ["yes", 1]
          : type === "array"
            ? ["a list?", { 0: 1 }]
            : ["text", 42];

const fingerprint = async () => {
  const tables = [
    "users",
    "user_roles",
    "companies",
    "driver_subscriptions",
    "mail_outbox",
    "lead_invites",
    "audit_log",
    "password_reset_codes",
    "email_verifications",
    "media_uploads",
    "media_upload_parts",
    "media_files",
    "jobs",
    "job_addons",
    "job_posts",
    "orders",
    "order_items",
    "transactions",
    "invoices",
    "payment_methods",
    "idempotency_keys",
    "sandbox_gateway_tokens",
    "sandbox_gateway_charges",
    // The drivers' side (issue 19).
    "driver_profiles",
    "job_applications",
    "job_daily_stats",
    // Issue 17 (jobwork)
    "company_tags",
    "application_tags",
    "job_tags",
    "application_notes",
    // Issue 18: billing contact and notifications.
    "company_billing",
    "notifications",
    // News (issue 20)
    "news_channels",
    "news_posts",
    "news_images",
    "news_albums",
    "news_post_views",
    // ads (issue 21)
    "ads",
    "ad_stats",
    "ad_daily_stats",
    "ad_views",
    "ad_settings",
    // Once-per-viewer count marks (ad clicks, job views, hyperlink clicks: migration 0021)
    "counted_once",
  ];
  const rows = await server.db.query<{ t: string; h: string }>(
    tables
      .map(
        (table) =>
          `select '${table}' as t, coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as h from ${table} x`,
      )
      .join(" union all "),
  );
  return rows.map((row) => `${row.t}:${row.h}`).join(",");
};

/** A demo account the route lets in (its own company for company routes). */
const callerFor = (name: string): DemoAccount | undefined => {
  const expectation = expectations[name];
  if (!expectation) return undefined;
  const preferred: DemoAccount[] = ["superAdmin", "companyAdmin", "driver", ...accounts];
  return preferred.find((account) => expectation.allows(demoAccounts[account].roles));
};

const bodyEndpoints = mountedEndpoints.filter((endpoint) => endpoint.body || endpoint.query);

describe("bad input", () => {
  for (const endpoint of bodyEndpoints) {
    it(`${endpoint.method} ${endpoint.path} (${endpoint.name}) refuses bad input without a 5xx or a write`, async () => {
      const account = endpoint.auth === "bearer" ? callerFor(endpoint.name) : undefined;
      const [own] = account
        ? await server.db.query<{ company_id: number | null }>(
            "select company_id from users where email = $1",
            [demoAccounts[account].email],
          )
        : [];
      const companyId = own?.company_id ?? 1;
      const [employee] = await server.db.query<{ id: number }>(
        "select id from users where company_id = $1 limit 1",
        [companyId],
      );
      const path = pathFor(endpoint, companyId, employee?.id ?? 1);
      const token = account ? (await server.tokensOf(account)).accessToken : undefined;
      const serviceHeaders: Record<string, string> =
        endpoint.auth === "service"
          ? {
              "x-service-token": (
                (await (await server.request("POST", "/auth/service-token")).json()) as {
                  data: { token: string };
                }
              ).data.token,
            }
          : {};

      const send = async (options: { body?: unknown; rawBody?: string; query?: string }) =>
        server.request(endpoint.method, `${path}${options.query ?? ""}`, {
          ...(token ? { token } : {}),
          headers: serviceHeaders,
          ...(options.rawBody !== undefined
            ? { rawBody: options.rawBody }
            : options.body !== undefined
              ? { body: options.body }
              : {}),
        });

      /** Must be refused (4xx) and change nothing. */
      const refused = async (label: string, options: Parameters<typeof send>[0]) => {
        const before = await fingerprint();
        const response = await send(options);
        expect(response.status, `${label}: ${await response.clone().text()}`).toBeGreaterThanOrEqual(400);
        expect(response.status, label).toBeLessThan(500);
        const body = (await response.json()) as { errors: { message: string }[] };
        expect(body.errors[0]?.message, label).toEqual(expect.any(String));
        expect(JSON.stringify(body), label).not.toMatch(/at .*\.ts:\d+|Error:/);
        expect(await fingerprint(), `${label} wrote to the database`).toBe(before);
      };
      /** May be accepted as plain text, but never a 5xx, and a refusal changes nothing. */
      const survives = async (label: string, options: Parameters<typeof send>[0]) => {
        const before = await fingerprint();
        const response = await send(options);
        expect(response.status, `${label}: ${await response.clone().text()}`).toBeLessThan(500);
        if (response.status >= 400) expect(await fingerprint(), `${label} wrote on a refusal`).toBe(before);
      };

      if (endpoint.body) {
        const schema = jsonSchemaOf(endpoint.body);
        const fields = Object.entries(schema.properties ?? {});
        await refused("invalid JSON", { rawBody: "{not json" });
        await refused("an array instead of an object", { body: [1, 2, 3] });
        if ((schema.required ?? []).length > 0) await refused("missing fields", { body: {} });
        await refused("a 1 MB body", { body: Object.fromEntries(fields.map(([name]) => [name, megabyte])) });
        for (const [name, field] of fields) {
          for (const value of wrongTypes(typeOf(field))) {
            await refused(`${name} = ${JSON.stringify(value)}`, { body: { [name]: value } });
          }
          if (typeOf(field) === "string") {
            await survives(`${name} with unicode`, { body: { [name]: unicode } });
            await survives(`${name} with SQL meta-characters`, { body: { [name]: sqlMeta } });
          }
        }
      }
      if (endpoint.query) {
        const schema = jsonSchemaOf(endpoint.query);
        for (const [name] of Object.entries(schema.properties ?? {})) {
          await survives(`?${name} unicode`, {
            query: `?${name}=${encodeURIComponent(unicode)}`,
            body: endpoint.body ? {} : undefined,
          });
          await survives(`?${name} SQL`, {
            query: `?${name}=${encodeURIComponent(sqlMeta)}`,
            body: endpoint.body ? {} : undefined,
          });
          await survives(`?${name} long`, {
            query: `?${name}=${"9".repeat(5000)}`,
            body: endpoint.body ? {} : undefined,
          });
        }
      }
      // The tables are all still there.
      expect((await server.db.query("select count(*) from users")).length).toBe(1);
    });
  }

  // Values JavaScript accepts and PostgreSQL refuses (issue 11, item 12): refused by the contract, never a 5xx.
  const outOfRangeIds = ["2147483648", "99999999999", "1e3", "0", "-1"];
  for (const endpoint of mountedEndpoints.filter((e) => /\{(id|employeeId)\}/.test(e.path))) {
    it(`${endpoint.method} ${endpoint.path} (${endpoint.name}) refuses ids beyond int4`, async () => {
      const account = endpoint.auth === "bearer" ? callerFor(endpoint.name) : undefined;
      const token = account ? (await server.tokensOf(account)).accessToken : undefined;
      for (const id of outOfRangeIds) {
        const before = await fingerprint();
        const response = await server.request(
          endpoint.method,
          endpoint.path.replace(/\{(id|employeeId)\}/g, id),
          {
            ...(token ? { token } : {}),
            ...(endpoint.body ? { body: {} } : {}),
          },
        );
        expect(response.status, `${id}: ${await response.clone().text()}`).toBeGreaterThanOrEqual(400);
        expect(response.status, id).toBeLessThan(500);
        expect(await fingerprint(), `${id} wrote to the database`).toBe(before);
      }
    });
  }

  const badDates = ["1", "Jan 1", "2020-02-30", "2020-13-01", "2021-02-29T10:00:00Z", "2020-01-01T25:00:00Z"];
  for (const endpoint of mountedEndpoints.filter(
    (e) => e.body && "filters" in (jsonSchemaOf(e.body).properties ?? {}),
  )) {
    it(`${endpoint.method} ${endpoint.path} (${endpoint.name}) refuses date filters PostgreSQL would not parse`, async () => {
      const account = callerFor(endpoint.name)!;
      const token = (await server.tokensOf(account)).accessToken;
      const schema = jsonSchemaOf(endpoint.body) as JsonSchema & {
        properties: { filters: { items?: { properties?: { field?: JsonSchema } } } };
      };
      const fields = (schema.properties.filters.items?.properties?.field?.enum ?? []) as string[];
      const dateFields = fields.filter((field) => /_(at|date)$/.test(field));
      expect(dateFields.length, "a search with a date field").toBeGreaterThan(0);
      for (const field of dateFields) {
        for (const operator of ["equals", "greater_than", "less_than"]) {
          for (const value of badDates) {
            const response = await server.request(endpoint.method, pathFor(endpoint, 1, 1), {
              token,
              body: { filters: [{ field, operator, value }] },
            });
            expect(response.status, `${field} ${operator} ${value}`).toBe(422);
          }
        }
        const range = await server.request(endpoint.method, pathFor(endpoint, 1, 1), {
          token,
          body: { filters: [{ field, operator: "between", value: { from: "2020-01-01", to: "Jan 2" } }] },
        });
        expect(range.status, `${field} between`).toBe(422);
      }
    });
  }

  // ads (issue 21): an ad's target is https only; a script or inline document never gets stored.
  for (const name of ["ads.create", "ads.update"]) {
    it(`${name} refuses javascript: and data: target URLs`, async () => {
      const endpoint = mountedEndpoints.find((candidate) => candidate.name === name)!;
      const token = (await server.tokensOf(callerFor(name)!)).accessToken;
      const [ad] = await server.db.query<{ id: number }>(
        `insert into ads (name, advertiser, headline, target_url, placements)
         values ('Fuzz', 'Fuzz', 'Fuzz', 'https://example.com/', array['home_banner']) returning id`,
      );
      const body = {
        name: "Fuzz",
        advertiser: "Fuzz",
        headline: "Fuzz",
        body: "",
        media_file_name: null,
        alt_text: "",
        placements: ["home_banner"],
        starts_at: null,
        ends_at: null,
        paused: false,
        weight: 10,
        states: [],
      };
      for (const url of [
        "javascript:alert(1)",
        " javascript:alert(1)",
        "JAVASCRIPT:alert(1)",
        "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
        "http://example.com/",
        "//example.com/",
      ]) {
        const before = await fingerprint();
        const response = await server.request(
          endpoint.method,
          endpoint.path.replace("{id}", String(ad!.id)),
          {
            token,
            body: { ...body, target_url: url },
          },
        );
        expect(response.status, url).toBe(422);
        expect(await fingerprint(), `${url} wrote to the database`).toBe(before);
      }
      await server.db.query("delete from ads where id = $1", [ad!.id]);
    });
  }

  // Multipart calls (media uploads): bad forms, built from the same schemas, streamed to the server.
  for (const endpoint of mountedEndpoints.filter((candidate) => candidate.multipart)) {
    it(`${endpoint.method} ${endpoint.path} (${endpoint.name}) refuses bad multipart forms without a 5xx or a write`, async () => {
      const account = callerFor(endpoint.name)!;
      const [own] = await server.db.query<{ company_id: number | null }>(
        "select company_id from users where email = $1",
        [demoAccounts[account].email],
      );
      const path = `/api/v1${pathFor(endpoint, own?.company_id ?? 1, 1)}`;
      const token = (await server.tokensOf(account)).accessToken;
      const names = Object.keys(jsonSchemaOf(endpoint.body).properties ?? {});
      const fileField = names.includes("image") ? "image" : "file";
      const textFields = names.filter((name) => name !== fileField);
      const file = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])]);
      const send = (entries: [string, string | Blob][], headers: Record<string, string> = {}) => {
        const form = new FormData();
        for (const [name, value] of entries) {
          if (value instanceof Blob) form.append(name, value, "f.bin");
          else form.append(name, value);
        }
        return server.app.request(path, {
          method: endpoint.method,
          headers: { authorization: `Bearer ${token}`, ...headers },
          body: form,
        });
      };
      const refused = async (label: string, response: Response | Promise<Response>) => {
        const before = await fingerprint();
        const answer = await response;
        expect(answer.status, `${label}: ${await answer.clone().text()}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, label).toBeLessThan(500);
        const body = (await answer.json()) as { errors: { message: string }[] };
        expect(body.errors[0]?.message, label).toEqual(expect.any(String));
        expect(await fingerprint(), `${label} wrote to the database`).toBe(before);
      };
      const valid = (name: string) => (name === "parts" ? "[]" : name === "extension" ? "mp4" : "1");
      await refused("an empty form", send([]));
      await refused("only the file", send([[fileField, file]]));
      for (const missing of textFields) {
        await refused(
          `without ${missing}`,
          send([
            ...textFields
              .filter((name) => name !== missing)
              .map((name): [string, string] => [name, valid(name)]),
            [fileField, file],
          ]),
        );
      }
      for (const name of textFields) {
        for (const value of [
          unicode,
          sqlMeta,
          "-1",
          "1e309",
          "x".repeat(70 * 1024),
          "{}",
          '[{"part_number":"x"}]',
        ]) {
          await refused(
            `${name} = ${value.slice(0, 20)}`,
            send([
              ...textFields.map((field): [string, string] => [field, field === name ? value : valid(field)]),
              [fileField, file],
            ]),
          );
        }
      }
      await refused(
        "the file before the fields",
        send([[fileField, file], ...textFields.map((name): [string, string] => [name, valid(name)])]),
      );
      await refused(
        "two files",
        send([
          ...textFields.map((name): [string, string] => [name, valid(name)]),
          [fileField, file],
          [fileField, file],
        ]),
      );
      await refused("a file in a text field", send(textFields.map((name): [string, Blob] => [name, file])));
      await refused(
        "a truncated body",
        server.app.request(path, {
          method: endpoint.method,
          headers: { authorization: `Bearer ${token}`, "content-type": "multipart/form-data; boundary=XyZ" },
          body: '--XyZ\r\nContent-Disposition: form-data; name="extension"\r\n\r\nmp4\r\n--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\n\x00\x00',
        }),
      );
      await refused(
        "a boundary that is missing",
        server.app.request(path, {
          method: endpoint.method,
          headers: { authorization: `Bearer ${token}`, "content-type": "multipart/form-data; charset=utf-8" },
          body: "nothing",
        }),
      );
    });
  }

  it("a company search with SQL meta-characters is a plain text match", async () => {
    const { accessToken } = await server.tokensOf("superAdmin");
    const response = await server.request("POST", "/companies/search", {
      token: accessToken,
      body: { filters: [{ field: "company_name", operator: "ilike", value: sqlMeta }] },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: [], pagination: { offset: 0, limit: 50, total: 0 } });
  });

  it("uses the roles it needs", () => {
    expect(isAdmin(demoAccounts[callerFor("companies.search")!].roles)).toBe(true);
    expect(demoAccounts[callerFor("members.deleteOwnAccount")!].roles).toContain(RoleName.driver);
  });
});
