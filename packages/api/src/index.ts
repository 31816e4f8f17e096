export { isNotAllowed, isRefusal } from "./client/ErrorTags.ts";
// The wire contract: one module per resource, every call declared once as an endpoint descriptor.

// The client: an Effect per call, typed errors, sessions.
export {
  type AlertContext,
  AlreadyPaid,
  type ApiError,
  type ApiErrorTag,
  Conflict,
  Decode,
  errorFromResponse,
  Forbidden,
  firstServerMessage,
  Invalid,
  isApiError,
  isNetworkFailure,
  isTransient,
  NetworkError,
  NotFound,
  RateLimited,
  ServerError,
  toAlertMessage,
  Unauthorized,
  UnexpectedStatus,
} from "./client/ApiError.ts";
export {
  type ApiCaller,
  type ApiClientOptions,
  adminTokenCalls,
  type CallOptions,
  makeApiCaller,
  runApi,
  type SessionEndReason,
} from "./client/Caller.ts";
export {
  type ChargeOutcome,
  chargeJobPostToken,
  chargeJobPostTokenToInvoice,
  chargeRetryPolicy,
} from "./client/Charge.ts";
export {
  type ApiClient,
  type CallFn,
  type ClientGroups,
  makeApiClient,
  type PromiseFn,
  type PromiseGroups,
} from "./client/Client.ts";
export { deviceId, deviceIdStorageKey, makeDeviceId } from "./client/DeviceId.ts";
export {
  endImpersonation,
  isImpersonating,
  makeMemoryStorage,
  makeTokenStore,
  type SessionTokens,
  type StorageLike,
  startImpersonation,
  type TokenKey,
  type TokenStore,
} from "./client/TokenStore.ts";
export {
  readUploadRecord,
  resumeKey,
  type UploadEvent,
  type UploadFile,
  type UploadOptions,
  type UploadProgress,
  type UploadRecord,
  uploadMedia,
  uploadMediaStream,
} from "./client/Upload.ts";
export * as Addons from "./contract/Addons.ts";
export * as Admin from "./contract/Admin.ts";
export * as Ads from "./contract/Ads.ts";
export * as Albums from "./contract/Albums.ts";
export { type Api, api, endpointByName, endpoints } from "./contract/Api.ts";
export * as Applicants from "./contract/Applicants.ts";
export * as Auth from "./contract/Auth.ts";
export * as Candidates from "./contract/Candidates.ts";
export * as Companies from "./contract/Companies.ts";
export * as DriverSubscriptions from "./contract/DriverSubscriptions.ts";
export * as Employees from "./contract/Employees.ts";
export * as Employer from "./contract/Employer.ts";
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
} from "./contract/Endpoint.ts";
export {
  Envelope,
  ErrorBody,
  ErrorEntry,
  PaginatedEnvelope,
  Pagination,
} from "./contract/Envelope.ts";
export * as Jobs from "./contract/Jobs.ts";
export * as Lead from "./contract/Lead.ts";
export * as Media from "./contract/Media.ts";
export * as Members from "./contract/Members.ts";
export * as News from "./contract/News.ts";
export * as Payment from "./contract/Payment.ts";
export * as Places from "./contract/Places.ts";
export * as Shared from "./contract/Shared.ts";
export * as Tags from "./contract/Tags.ts";
export { type SnakeCase, toSnakeCase, WireStruct } from "./contract/Wire.ts";
