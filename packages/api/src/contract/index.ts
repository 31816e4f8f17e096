// @haulboard/api/contract: the wire contract alone (schemas and endpoint descriptors), for the server
// and for other apps that speak the API without the client, React or MSW.
export * as Addons from "./Addons.ts";
export * as Admin from "./Admin.ts";
export * as Ads from "./Ads.ts";
export * as Albums from "./Albums.ts";
export { type Api, api, endpointByName, endpoints } from "./Api.ts";
export * as Applicants from "./Applicants.ts";
export * as Auth from "./Auth.ts";
export * as Candidates from "./Candidates.ts";
export * as Companies from "./Companies.ts";
export * as DriverSubscriptions from "./DriverSubscriptions.ts";
export * as Employees from "./Employees.ts";
export * as Employer from "./Employer.ts";
export {
  type AnyEndpoint,
  type AuthKind,
  type Endpoint,
  fillPath,
  type HttpMethod,
  type Input,
  type Output,
  type Page,
  routePattern,
} from "./Endpoint.ts";
export {
  Envelope,
  ErrorBody,
  ErrorEntry,
  PaginatedEnvelope,
  Pagination,
} from "./Envelope.ts";
export * as Jobs from "./Jobs.ts";
export * as Lead from "./Lead.ts";
export * as Media from "./Media.ts";
export * as Members from "./Members.ts";
export * as News from "./News.ts";
export * as Payment from "./Payment.ts";
export * as Places from "./Places.ts";
export * as Shared from "./Shared.ts";
export * as Tags from "./Tags.ts";
export { type SnakeCase, toSnakeCase, WireStruct } from "./Wire.ts";
