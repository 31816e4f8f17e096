import { JsonSchema, Schema, type SchemaAST, SchemaRepresentation } from "effect";
import type { AnyEndpoint, AnySchema, AuthKind } from "../contract/Endpoint.ts";
import { Envelope, ErrorBody, PaginatedEnvelope } from "../contract/Envelope.ts";

/** A JSON Schema (OpenAPI 3.1 dialect: draft 2020-12 with `#/components/schemas/…` references). */
export type JsonSchemaObject = JsonSchema.JsonSchema;

/** Who may call an endpoint, as the serving application enforces it (the contract itself knows only `auth`). */
export interface EndpointAccess {
  /** The roles allowed; `undefined` when any caller the `auth` kind admits may call it. */
  readonly roles?: ReadonlyArray<string>;
  /** A company member reaches only their own company through this call. */
  readonly ownCompanyOnly?: boolean;
}

export interface OpenApiOptions {
  readonly title?: string;
  readonly version?: string;
  readonly description?: string;
  /** The server URL the paths are relative to. @default "/api/v1" */
  readonly serverUrl?: string;
  /**
   * The access rule of each endpoint, by name. An endpoint for which it answers `undefined` is documented
   * as not served (`x-served: false`), so a reader knows the contract declares it but this server lacks it.
   */
  readonly access?: (endpoint: AnyEndpoint) => EndpointAccess | undefined;
}

export interface OpenApiOperation {
  readonly operationId: string;
  readonly summary: string;
  readonly tags: ReadonlyArray<string>;
  readonly security: ReadonlyArray<Record<string, ReadonlyArray<string>>>;
  readonly parameters?: ReadonlyArray<Record<string, unknown>>;
  readonly requestBody?: Record<string, unknown>;
  readonly responses: Record<string, Record<string, unknown>>;
  readonly description?: string;
  readonly "x-roles"?: ReadonlyArray<string>;
  readonly "x-own-company-only"?: boolean;
  readonly "x-served"?: boolean;
}

export interface OpenApiDocument {
  readonly openapi: "3.1.1";
  readonly info: { readonly title: string; readonly version: string; readonly description?: string };
  readonly jsonSchemaDialect: string;
  readonly servers: ReadonlyArray<{ readonly url: string }>;
  readonly tags: ReadonlyArray<{ readonly name: string }>;
  readonly paths: Record<string, Record<string, OpenApiOperation>>;
  readonly components: {
    readonly schemas: Record<string, JsonSchemaObject>;
    readonly responses: Record<string, Record<string, unknown>>;
    readonly securitySchemes: Record<string, Record<string, unknown>>;
  };
}

const errorBodyRef = { $ref: "#/components/responses/Error" } as const;

/** The security scheme of each `auth` kind (`public` needs none). */
const securityOf: Record<AuthKind, ReadonlyArray<Record<string, ReadonlyArray<string>>>> = {
  public: [],
  bearer: [{ bearerAuth: [] }],
  refresh: [{ refreshToken: [] }],
  service: [{ serviceToken: [] }],
};

const securitySchemes = {
  bearerAuth: {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description: "The access token of `auth.login`.",
  },
  refreshToken: {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description: "The refresh token of `auth.login`, sent as bearer (`auth.refresh` only).",
  },
  serviceToken: {
    type: "apiKey",
    in: "header",
    name: "X-Service-Token",
    description: "A 5-second service token from `auth.serviceToken`.",
  },
} as const;

/** The statuses a failure may have, by what the endpoint takes and how it authenticates. */
const errorResponses = (endpoint: AnyEndpoint, access: EndpointAccess | undefined) => {
  const responses: Record<string, Record<string, unknown>> = {};
  const takesInput =
    endpoint.params !== undefined || endpoint.query !== undefined || endpoint.body !== undefined;
  if (takesInput)
    responses["422"] = { ...errorBodyRef, description: "Invalid input: one entry per failed rule." };
  if (endpoint.auth !== "public") responses["401"] = { ...errorBodyRef, description: "No valid token." };
  if (access?.roles || access?.ownCompanyOnly)
    responses["403"] = { ...errorBodyRef, description: "Not allowed." };
  if (endpoint.params !== undefined) responses["404"] = { ...errorBodyRef, description: "Not found." };
  responses["429"] = { ...errorBodyRef, description: "Too many requests (see Retry-After)." };
  responses.default = errorBodyRef;
  return responses;
};

/** Path or query parameters from the JSON Schema of an object (its properties become parameters). */
const parametersOf = (
  where: "path" | "query",
  schema: JsonSchemaObject | undefined,
  definitions: Record<string, JsonSchemaObject>,
) => {
  if (schema === undefined) return [];
  const resolved =
    typeof schema.$ref === "string" ? (definitions[schema.$ref.split("/").pop() ?? ""] ?? schema) : schema;
  const properties = (resolved.properties ?? {}) as Record<string, JsonSchemaObject>;
  const required = new Set((resolved.required as ReadonlyArray<string> | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || required.has(name),
    schema: property,
  }));
};

const groupOf = (endpoint: AnyEndpoint) => endpoint.name.split(".")[0] ?? endpoint.name;

/**
 * The OpenAPI 3.1 document of `endpoints`: every endpoint once (`operationId` is its name), with its
 * parameters, request body and answer as the JSON Schema of their wire (snake_case, encoded) form, the
 * `{ data }` / `{ data, pagination }` envelope, the error shape `{ errors: [{ message, field? }] }`, its
 * security scheme and, when `options.access` tells them, its roles (`x-roles`).
 */
export const toOpenApi = (
  endpoints: ReadonlyArray<AnyEndpoint>,
  options: OpenApiOptions = {},
): OpenApiDocument => {
  // Every schema in one representation, so shared definitions are named once.
  const slots: Array<{ readonly endpoint: number; readonly kind: "params" | "query" | "body" | "success" }> =
    [];
  const asts: SchemaAST.AST[] = [Schema.toCodecJson(ErrorBody).ast];
  const add = (endpoint: number, kind: (typeof slots)[number]["kind"], schema: AnySchema) => {
    slots.push({ endpoint, kind });
    asts.push(Schema.toCodecJson(schema).ast);
  };
  endpoints.forEach((endpoint, index) => {
    if (endpoint.params !== undefined) add(index, "params", endpoint.params);
    if (endpoint.query !== undefined) add(index, "query", endpoint.query);
    if (endpoint.body !== undefined) add(index, "body", endpoint.body);
    if (!endpoint.redirect && !endpoint.download) {
      add(
        index,
        "success",
        endpoint.paginated ? PaginatedEnvelope(endpoint.success) : Envelope(endpoint.success),
      );
    }
  });
  const [firstAst, ...restAsts] = asts;
  if (firstAst === undefined) throw new Error("unreachable: the error body is always there");
  const multi = JsonSchema.toMultiDocumentOpenApi3_1(
    SchemaRepresentation.toJsonSchemaMultiDocument(
      SchemaRepresentation.toRepresentations([firstAst, ...restAsts]),
    ),
  );
  const definitions = { ...multi.definitions } as Record<string, JsonSchemaObject>;
  const [errorSchema, ...schemas] = multi.schemas;
  const schemaOf = new Map<string, JsonSchemaObject>();
  slots.forEach((slot, index) => {
    const schema = schemas[index];
    if (schema !== undefined) schemaOf.set(`${slot.endpoint}:${slot.kind}`, schema);
  });

  const paths: Record<string, Record<string, OpenApiOperation>> = {};
  endpoints.forEach((endpoint, index) => {
    const access = options.access?.(endpoint);
    const served = options.access === undefined || access !== undefined;
    const body = schemaOf.get(`${index}:body`);
    const success = schemaOf.get(`${index}:success`);
    const parameters = [
      ...parametersOf("path", schemaOf.get(`${index}:params`), definitions),
      ...parametersOf("query", schemaOf.get(`${index}:query`), definitions),
    ];
    const roles = access?.roles;
    const who =
      endpoint.auth === "public"
        ? "Public."
        : roles
          ? `Roles: ${roles.join(", ")}${access?.ownCompanyOnly ? " (company members: their own company only)" : ""}.`
          : "Any signed-in caller.";
    const operation: OpenApiOperation = {
      operationId: endpoint.name,
      summary: endpoint.description || endpoint.name,
      description: served ? who : `${who} Declared by the contract; not served by this server yet.`,
      tags: [groupOf(endpoint)],
      security: securityOf[endpoint.auth],
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(body
        ? {
            requestBody: {
              required: true,
              content: {
                [endpoint.multipart ? "multipart/form-data" : "application/json"]: { schema: body },
              },
            },
          }
        : {}),
      responses: {
        ...(endpoint.redirect
          ? { "302": { description: "Redirects the browser (Location header)." } }
          : endpoint.download
            ? {
                "200": {
                  description: "A file (Content-Disposition: attachment; filename=…).",
                  content: { "text/csv": { schema: { type: "string" } } },
                },
              }
            : {
                "200": {
                  description: "Success.",
                  content: { "application/json": { schema: success ?? {} } },
                },
              }),
        ...errorResponses(endpoint, access),
      },
      ...(roles ? { "x-roles": roles } : {}),
      ...(access?.ownCompanyOnly ? { "x-own-company-only": true } : {}),
      "x-served": served,
    };
    paths[endpoint.path] ??= {};
    const methods = paths[endpoint.path] as Record<string, OpenApiOperation>;
    const method = endpoint.method.toLowerCase();
    if (methods[method])
      throw new Error(`${endpoint.name}: ${endpoint.method} ${endpoint.path} is declared twice`);
    methods[method] = operation;
  });

  return {
    openapi: "3.1.1",
    info: {
      title: options.title ?? "Haulboard API",
      version: options.version ?? "0.0.0",
      ...(options.description ? { description: options.description } : {}),
    },
    jsonSchemaDialect: "https://spec.openapis.org/oas/3.1/dialect/base",
    servers: [{ url: options.serverUrl ?? "/api/v1" }],
    tags: [...new Set(endpoints.map(groupOf))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { ...definitions, ErrorBody: errorSchema ?? {} },
      responses: {
        Error: {
          description: "A failure: `{ errors: [{ message, field? }] }` with a meaningful HTTP status.",
          content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorBody" } } },
        },
      },
      securitySchemes,
    },
  };
};
