import { makeMemoryStorage, makeTokenStore, type TokenStore } from "@haulboard/api";
import { type FeatureFlags, featureFlagDefaults } from "@haulboard/domain";
import { AlertArea, AlertsProvider, FeatureFlagsProvider, SessionProvider } from "@haulboard/shell";
import type { Decorator } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { RouterProvider as AriaRouterProvider } from "react-aria-components";
import { MemoryRouter, Route, Routes, useHref, useLocation, useNavigate } from "react-router";
import { AuthLayout, type AuthLayoutVariant } from "../AuthLayout/AuthLayout.tsx";

/** Shows where a screen navigated to, so a story's play function can assert it. */
function Arrived() {
  const location = useLocation();
  return (
    <main>
      <h1>Arrived</h1>
      <p data-testid="arrived-path">{`${location.pathname}${location.search}`}</p>
    </main>
  );
}

function AriaRouter({ children }: { readonly children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to) => navigate(to)} useHref={useHref}>
      {children}
    </AriaRouterProvider>
  );
}

export interface AuthStoryFrameProps {
  readonly children: ReactNode;
  /** The screen's route pattern. @default "*" */
  readonly path?: string;
  /** The URL the story starts on (with its query). @default "/" */
  readonly url?: string;
  /** Router state of the first entry (an email handed over by another screen). */
  readonly state?: unknown;
  /** @default featureFlagDefaults */
  readonly flags?: FeatureFlags;
  /** @default a memory token store */
  readonly tokenStore?: TokenStore;
}

/**
 * What the app gives an auth screen: a router (links and navigation stay inside the story), the shell's
 * alerts with their area at the top, the session's token store (in memory) and the feature flags.
 * Any other path renders "Arrived" with the path, for navigation assertions.
 */
export function AuthStoryFrame({
  children,
  path = "*",
  url = "/",
  state,
  flags = featureFlagDefaults,
  tokenStore = makeTokenStore(makeMemoryStorage()),
}: AuthStoryFrameProps) {
  return (
    <MemoryRouter
      initialEntries={[
        {
          pathname: url.split("?")[0] ?? "/",
          search: url.includes("?") ? `?${url.split("?")[1]}` : "",
          state,
        },
      ]}
    >
      <AriaRouter>
        <FeatureFlagsProvider flags={flags}>
          <SessionProvider tokenStore={tokenStore}>
            <AlertsProvider>
              <AlertArea />
              <Routes>
                <Route path={path} element={children} />
                {path === "*" ? null : <Route path="*" element={<Arrived />} />}
              </Routes>
            </AlertsProvider>
          </SessionProvider>
        </FeatureFlagsProvider>
      </AriaRouter>
    </MemoryRouter>
  );
}

/** A token store holding a signed-in employer's (unsigned) access token, for the company-creation steps. */
export const signedInEmployerStore = (): TokenStore => {
  const store = makeTokenStore(makeMemoryStorage());
  const payload = btoa(JSON.stringify({ aud: "41", rid: 3, roles: ["Employer"], did: "k3x9p2qa" }))
    .replace(/=+$/, "")
    .replace(/\+/g, "-")
    .replace(/\//g, "_");
  store.set("accessToken", `eyJhbGciOiJIUzI1NiJ9.${payload}.signature`);
  store.set("refreshToken", "refresh-41");
  return store;
};

/** What a story says about its frame (`parameters.frame`). */
export interface FrameParameters {
  readonly path?: string;
  readonly url?: string;
  readonly state?: unknown;
  /** A fresh store per story (a factory, so stories do not share tokens). */
  readonly tokenStore?: () => TokenStore;
  /** @default featureFlagDefaults */
  readonly flags?: FeatureFlags;
  /** The pure forms sit in the auth layout; containers bring their own (`false`). @default "employer" */
  readonly layout?: AuthLayoutVariant | false;
}

/** The decorator of every auth story: the frame, and the auth layout around pure forms. */
export const authFrameDecorator: Decorator = (Story, { parameters }) => {
  const frame = (parameters.frame ?? {}) as FrameParameters;
  const layout = frame.layout ?? "employer";
  return (
    <AuthStoryFrame
      path={frame.path}
      url={frame.url}
      state={frame.state}
      flags={frame.flags}
      tokenStore={frame.tokenStore?.()}
    >
      {layout === false ? (
        <Story />
      ) : (
        <AuthLayout variant={layout}>
          <Story />
        </AuthLayout>
      )}
    </AuthStoryFrame>
  );
};
