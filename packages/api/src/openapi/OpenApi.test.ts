import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { endpoints } from "../contract/Api.ts";
import type { AnyEndpoint } from "../contract/Endpoint.ts";
import { type OpenApiOperation, toOpenApi } from "./OpenApi.ts";

const operationsOf = (document: ReturnType<typeof toOpenApi>) =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

const withRoles = toOpenApi(endpoints, {
  version: "0.1.0",
  access: (endpoint) =>
    endpoint.name === "companies.search"
      ? { roles: ["160Admin", "160SuperAdmin"] }
      : endpoint.name === "companies.get"
        ? { roles: ["TNCompanyAdmin"], ownCompanyOnly: true }
        : endpoint.name.startsWith("auth.")
          ? {}
          : undefined,
});

describe("the OpenAPI document of the contract", () => {
  it("has one operation per endpoint of the contract, at its method and path", () => {
    const document = toOpenApi(endpoints);
    const operations = operationsOf(document);
    const documented = new Set(operations.map(({ operation }) => operation.operationId));
    const missing = endpoints.map((endpoint) => endpoint.name).filter((name) => !documented.has(name));
    expect(missing).toEqual([]);
    expect(operations).toHaveLength(endpoints.length);
    for (const endpoint of endpoints) {
      expect(document.paths[endpoint.path]?.[endpoint.method.toLowerCase()]?.operationId).toBe(endpoint.name);
    }
  });

  it("is accepted by an OpenAPI 3.1 validator", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(withRoles) as unknown as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("uses a validator that refuses a broken document", async () => {
    const broken = structuredClone(withRoles) as unknown as { paths: Record<string, Record<string, object>> };
    // A response object must have a description.
    broken.paths["/auth/login"] = { post: { operationId: "auth.login", responses: { "200": {} } } };
    const result = await new Validator().validate(broken as unknown as Record<string, unknown>);
    expect(result.valid).toBe(false);
  });

  it("describes the wire form: snake_case bodies inside the { data } envelope, paginated ones with pagination", () => {
    const login = withRoles.paths["/auth/login"]?.post as OpenApiOperation;
    const content = login.requestBody?.content as
      | Record<string, { schema: { properties: object; required: string[] } }>
      | undefined;
    const body = content?.["application/json"]?.schema;
    expect(Object.keys(body?.properties ?? {})).toEqual(
      expect.arrayContaining(["email", "password", "device_id"]),
    );
    expect(body?.required).toEqual(["email", "password", "device_id"]);
    const answer = JSON.stringify(login.responses["200"]);
    expect(answer).toContain('"access_token"');
    expect(answer).toContain('"data"');
    const search = withRoles.paths["/companies/search"]?.post as OpenApiOperation;
    const page = JSON.stringify(search.responses["200"]);
    expect(page).toContain('"pagination"');
    expect(page).toContain('"offset"');
    expect(search.parameters?.map((parameter) => [parameter.name, parameter.in])).toEqual(
      expect.arrayContaining([
        ["offset", "query"],
        ["limit", "query"],
      ]),
    );
  });

  it("gives every failure the error shape { errors: [{ message }] }", () => {
    expect(withRoles.components.schemas.ErrorBody).toMatchObject({
      type: "object",
      required: ["errors"],
      properties: { errors: { type: "array", items: { required: ["message"] } } },
    });
    for (const { operation } of operationsOf(withRoles)) {
      expect(operation.responses.default).toEqual({ $ref: "#/components/responses/Error" });
    }
  });

  it("names the roles, the security scheme and the endpoints this server does not serve", () => {
    const search = withRoles.paths["/companies/search"]?.post as OpenApiOperation;
    expect(search["x-roles"]).toEqual(["160Admin", "160SuperAdmin"]);
    expect(search.description).toBe("Roles: 160Admin, 160SuperAdmin.");
    expect(search.security).toEqual([{ bearerAuth: [] }]);
    expect(search.responses["403"]).toBeDefined();
    const company = withRoles.paths["/companies/{id}"]?.get as OpenApiOperation;
    expect(company["x-own-company-only"]).toBe(true);
    expect(company.parameters).toContainEqual(
      expect.objectContaining({ name: "id", in: "path", required: true }),
    );
    const login = withRoles.paths["/auth/login"]?.post as OpenApiOperation;
    expect(login.security).toEqual([]);
    expect(login.description).toBe("Public.");
    const unserved = operationsOf(withRoles).filter(({ operation }) => operation["x-served"] === false);
    expect(unserved.length).toBeGreaterThan(0);
    expect(
      unserved.every(({ operation }) => operation.description?.endsWith("not served by this server yet.")),
    ).toBe(true);
  });

  it("refuses a contract that declares one method and path twice", () => {
    const [first] = endpoints;
    const twin = { ...first, name: "twin.call" } as AnyEndpoint;
    expect(() => toOpenApi([first as AnyEndpoint, twin])).toThrow(/declared twice/);
  });
});
