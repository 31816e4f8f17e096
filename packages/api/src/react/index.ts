export { ApiProvider, type ApiProviderProps, useApiClient, useOptionalApiClient } from "./ApiProvider.ts";
export { isQueryEndpoint, makeQueryClient } from "./queries.ts";
export {
  apiFor,
  apiKeys,
  type CallKey,
  employerQueryOptions,
  type Group,
  type GroupApi,
  type IsQuery,
  invalidateAfterWrite,
  type QueryApi,
  type ReadCall,
  type ReadOptions,
  type ReadQueryOptions,
  relatedGroups,
  type WriteCall,
  type WriteOptions,
} from "./queryApi.ts";
