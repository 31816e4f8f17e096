export { ApiProvider, type ApiProviderProps, useApiClient, useOptionalApiClient } from "./ApiProvider.ts";
export { apiHooks, type QueryKeys, queryKeys } from "./apiHooks.ts";
export { apiQuery, apiQueryKey, employerQueryOptions } from "./apiQuery.ts";
export {
  type ApiHooks,
  type Group,
  hooksFor,
  type IsQuery,
  invalidateAfterMutation,
  isQueryEndpoint,
  type MutationHook,
  makeQueryClient,
  type QueryHook,
  type QueryOptionsFor,
  relatedGroups,
} from "./queries.ts";
