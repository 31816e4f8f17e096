import { endpoints } from "@haulboard/api/contract";
import type { OpenApiDocument } from "@haulboard/api/openapi";
import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { referencePath } from "../src/http/openapi.ts";
import { streamedEndpointNames, streamedRules } from "../src/media/index.ts";
import { routes } from "../src/routes/index.ts";
import { startTestServer, type TestServer } from "./support/server.ts";

let server: TestServer;
let production: TestServer;
beforeAll(async () => {
  [server, production] = await Promise.all([
    startTestServer(),
    startTestServer({ config: { mode: "production", isProduction: true } }),
  ]);
});
afterAll(() => Promise.all([server.close(), production.close()]));

const readDocument = async (target: TestServer) => {
  const response = await target.request("GET", "/openapi.json");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return (await response.json()) as OpenApiDocument;
};

const operationsOf = (document: OpenApiDocument) =>
  Object.values(document.paths).flatMap((methods) => Object.values(methods));

describe("GET /api/v1/openapi.json", () => {
  it("is valid OpenAPI 3.1", async () => {
    const document = await readDocument(server);
    expect(document.openapi).toMatch(/^3\.1\./);
    const result = await new Validator().validate(document as unknown as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it("covers every endpoint of the contract, at its method and path", async () => {
    const document = await readDocument(server);
    const missing = endpoints.filter(
      (endpoint) =>
        document.paths[endpoint.path]?.[endpoint.method.toLowerCase()]?.operationId !== endpoint.name,
    );
    expect(missing.map((endpoint) => endpoint.name)).toEqual([]);
    expect(operationsOf(document)).toHaveLength(endpoints.length);
  });

  it("states each served endpoint's roles from its route, and marks the ones this server lacks", async () => {
    const document = await readDocument(server);
    const byName = new Map(operationsOf(document).map((operation) => [operation.operationId, operation]));
    for (const endpoint of endpoints) {
      const operation = byName.get(endpoint.name);
      const route = Object.hasOwn(routes, endpoint.name)
        ? (routes as Record<string, { access: { access: { kind: string; roles?: readonly string[] } } }>)[
            endpoint.name
          ]
        : undefined;
      // The multipart calls are mounted beside the router, with their own rules (issue 36 #12).
      const rule = route ? route.access.access : streamedRules.get(endpoint.name)?.access;
      if (!rule) {
        expect(operation?.["x-served"], endpoint.name).toBe(false);
        continue;
      }
      expect(operation?.["x-served"], endpoint.name).toBe(true);
      expect(operation?.["x-roles"], endpoint.name).toEqual(rule.kind === "roles" ? rule.roles : undefined);
    }
    expect(byName.get("companies.search")?.["x-roles"]).toEqual(expect.arrayContaining(["160Admin"]));
    expect(streamedEndpointNames).toHaveLength(11);
    for (const name of streamedEndpointNames) {
      expect(byName.get(name)?.["x-served"], name).toBe(true);
      expect(byName.get(name)?.["x-roles"], name).toEqual(expect.arrayContaining(["160Admin"]));
    }
    expect(byName.get("media.uploadSimple")?.["x-roles"]).not.toContain("160InternalUser");
  });

  it("is served in production too", async () => {
    const document = await readDocument(production);
    expect(operationsOf(document)).toHaveLength(endpoints.length);
  });
});

describe(`GET ${referencePath}`, () => {
  it("is a page with no inline script that loads the viewer from this origin, in a local trial", async () => {
    const response = await server.app.request(referencePath);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-openapi-url="/api/v1/openapi.json"');
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/src="\/api-reference\//);
      expect(body?.trim()).toBe("");
    }
    expect(html).not.toMatch(/<style|style="/);
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
    for (const file of ["swagger-ui-bundle.js", "swagger-ui.css", "start.js"]) {
      const asset = await server.app.request(`${referencePath}/${file}`);
      expect(asset.status, file).toBe(200);
      expect((await asset.arrayBuffer()).byteLength, file).toBeGreaterThan(100);
    }
  });

  it("is not served in production", async () => {
    const response = await production.app.request(referencePath);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("swagger-ui");
  });
});
