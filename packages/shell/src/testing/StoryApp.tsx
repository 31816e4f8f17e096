import { makeMemoryStorage, makeTokenStore, type TokenStore } from "@haulboard/api";
import { type FeatureFlags, featureFlagDefaults, type Role } from "@haulboard/domain";
import type { ReactNode } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { type AlertInput, AlertsProvider } from "../alerts/Alerts.tsx";
import { RouteErrorPage } from "../errors/ErrorPage.tsx";
import { FeatureFlagsProvider } from "../flags/FeatureFlags.tsx";
import { ShellRoot } from "../root/ShellRoot.tsx";
import { SessionProvider } from "../session/Session.tsx";

const base64Url = (value: unknown): string =>
  btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/**
 * An unsigned access token with the spec's claims, for stories and tests only: the browser reads the
 * payload, the server would refuse it.
 */
export const fakeAccessToken = (
  roles: readonly Role[],
  userId = "42",
  extra: Record<string, unknown> = {},
): string =>
  `${base64Url({ alg: "none", typ: "JWT" })}.${base64Url({ aud: userId, rid: 3, roles, did: "story001", ...extra })}.`;

/** A token store in memory, signed in with `roles` (none: signed out). */
export const storyTokenStore = (roles?: readonly Role[]): TokenStore => {
  const store = makeTokenStore(makeMemoryStorage());
  if (roles) {
    store.set("accessToken", fakeAccessToken(roles));
    store.set("refreshToken", "story-refresh-token");
  }
  return store;
};

export interface StoryAppProps {
  /** The routes below the shell's root route. */
  readonly routes: RouteObject[];
  /** The path the story opens. */
  readonly path: string;
  /** The signed-in user's roles; none for a visitor. */
  readonly roles?: readonly Role[];
  readonly flags?: Partial<FeatureFlags>;
  readonly initialAlert?: AlertInput;
  readonly tokenStore?: TokenStore;
}

/** The app's providers and the shell root around `routes`, on a memory router: for screen stories. */
export function StoryApp({ routes, path, roles, flags, initialAlert, tokenStore }: StoryAppProps): ReactNode {
  const router = createMemoryRouter(
    [{ id: "root", Component: ShellRoot, ErrorBoundary: RouteErrorPage, children: routes }],
    { initialEntries: [path] },
  );
  return (
    <FeatureFlagsProvider flags={{ ...featureFlagDefaults, ...flags }}>
      <SessionProvider tokenStore={tokenStore ?? storyTokenStore(roles)}>
        <AlertsProvider initialAlert={initialAlert}>
          <RouterProvider router={router} />
        </AlertsProvider>
      </SessionProvider>
    </FeatureFlagsProvider>
  );
}
