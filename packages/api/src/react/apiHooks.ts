import { type Api, api } from "../contract/Api.ts";
import { type ApiHooks, type Group, hooksFor } from "./queries.ts";

/** Query keys: `[group]` for a whole resource, `[group, call, input]` for one query. */
export type QueryKeys = {
  readonly [G in Group]: { readonly all: readonly [G] } & {
    readonly [K in keyof Api[G]]: (input?: unknown) => readonly [G, K, unknown];
  };
};

export const queryKeys: QueryKeys = Object.fromEntries(
  Object.entries(api).map(([group, calls]) => [
    group,
    {
      all: [group] as const,
      ...Object.fromEntries(
        Object.keys(calls).map((name) => [name, (input?: unknown) => [group, name, input ?? null] as const]),
      ),
    },
  ]),
) as unknown as QueryKeys;

/**
 * Every resource's hooks at once (`apiHooks.jobs.useClose()`). This table names the whole contract: screens
 * use `hooksFor` with the groups they need, so a route carries only its own contract modules.
 */
export const apiHooks: ApiHooks = Object.fromEntries(
  (Object.keys(api) as Group[]).map((group) => [group, hooksFor(group, api[group] as never)]),
) as unknown as ApiHooks;
