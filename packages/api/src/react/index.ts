export { ApiProvider, type ApiProviderProps, useApiClient, useOptionalApiClient } from "./ApiProvider.ts";
export { apiQuery, apiQueryKey, employerQueryOptions } from "./apiQuery.ts";
export {
  type ApiHooks,
  apiHooks,
  type Group,
  type IsQuery,
  invalidateAfterMutation,
  isQueryEndpoint,
  type MutationHook,
  makeQueryClient,
  type QueryHook,
  type QueryKeys,
  type QueryOptionsFor,
  queryKeys,
  relatedGroups,
} from "./queries.ts";
