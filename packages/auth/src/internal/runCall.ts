import type { TokenStore } from "@haulboard/api";
import { type ApiClient, type ApiError, runApi } from "@haulboard/api";
import { apiClientFor } from "@haulboard/shell/api";
import type { Effect } from "effect";

/** Runs one call of the app's api client (loaded on demand through `callApi`, see client.ts). */
export const runCall = <A>(
  tokenStore: TokenStore,
  call: (client: ApiClient) => Effect.Effect<A, ApiError>,
): Promise<A> => runApi(call(apiClientFor(tokenStore)));
