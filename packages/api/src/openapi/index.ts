// @haulboard/api/openapi: the OpenAPI 3.1 document of the contract, generated from the endpoint descriptors.
export {
  type EndpointAccess,
  type JsonSchemaObject,
  type OpenApiDocument,
  type OpenApiOperation,
  type OpenApiOptions,
  toOpenApi,
} from "./OpenApi.ts";
