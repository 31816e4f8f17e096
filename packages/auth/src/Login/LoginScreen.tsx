import { LoginForm as LoginRules, portalOfPath } from "@haulboard/domain";
import { AccessText, refusedStateOf, useAlerts, useFeatureFlags, useTokenStore } from "@haulboard/shell";
import { useSchemaForm, useSubmit } from "@haulboard/shell/forms";
import { Alert, Link } from "@haulboard/ui";
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { AuthLayout } from "../AuthLayout/AuthLayout.tsx";
import { takeLoginEmail } from "../internal/flowStorage.ts";
import { loginVariantOf } from "../internal/loginVariant.ts";
import { useSignedInOnArrival } from "../internal/signedIn.ts";
import { useFirstVisitTerms } from "../internal/useFirstVisitTerms.tsx";
import { contents } from "./LoginForm.css.ts";
import { LoginForm, type LoginValues, type SocialSource } from "./LoginForm.tsx";
import { loadSocialProviders } from "./socialProviders.ts";

const LandingRedirect = lazy(() => import("../internal/LandingRedirect.tsx"));

/** Where a visitor may arrive with an email already typed (sign-up, fast-login). */
export interface LoginLocationState {
  readonly email?: string;
}

/** The /login route (access §2): the form, the terms dialog on first visit, the admin variant. */
export function LoginScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const { hideAlert } = useAlerts();
  const tokenStore = useTokenStore();
  const { socialLogin } = useFeatureFlags();
  const [social, setSocial] = useState<readonly SocialSource[]>([]);
  const variant = loginVariantOf(location.pathname, location.search);
  const terms = useFirstVisitTerms();
  const [defaultEmail] = useState(
    () => (location.state as LoginLocationState | null)?.email ?? takeLoginEmail() ?? "",
  );
  // The login rules (access §5) come with the route; the api client with the first submit.
  const form = useSchemaForm<LoginValues, LoginRules>(LoginRules, { email: defaultEmail, password: "" });
  const signIn = useSubmit(
    async (value: LoginRules) => (await import("./signIn.ts")).signIn(value, variant, tokenStore),
    { context: "login", onSuccess: (redirect) => navigate(redirect, { replace: true }) },
  );
  const signedInOnArrival = useSignedInOnArrival();
  // Sent here by a page whose role does not match (access §2): told which account it needs, with the way
  // back to the portal signed in to; signing in here replaces the session.
  const [refused] = useState(() => refusedStateOf(location.state));
  const backPortal = refused?.home === undefined ? undefined : portalOfPath(refused.home);

  // Buttons only for the providers the server has configured (none by default); the flag can still force
  // them off, and then nothing is asked. A failed answer shows none: social login errors are only logged.
  useEffect(() => {
    if (!socialLogin) return;
    let isCurrent = true;
    loadSocialProviders(tokenStore).then(
      (sources) => {
        if (isCurrent) setSocial(sources);
      },
      (error: unknown) => console.error("Social sign-in providers could not be read.", error),
    );
    return () => {
      isCurrent = false;
    };
  }, [socialLogin, tokenStore]);

  const submit = () => {
    hideAlert();
    form.submit(signIn.submit);
  };

  // No social provider SDK ships with the app: errors of social login are only logged (access §8).
  const signInWithSocial = (source: SocialSource) =>
    console.error(`Social login with ${source} is not configured.`);

  const screen = (
    <AuthLayout
      variant={variant}
      alert={
        refused === undefined ? undefined : (
          <Alert
            kind="warning"
            message={
              <>
                {AccessText.needs(refused.needs)}{" "}
                {refused.home !== undefined && backPortal !== undefined ? (
                  <Link href={refused.home}>{AccessText.backTo(backPortal)}</Link>
                ) : null}
              </>
            }
          />
        )
      }
    >
      {/* Behind the terms dialog the form is inert from the first paint: the prerendered dialog is shown
          before the app takes it over, and an early Tab must not reach the form (issue 44). */}
      <div ref={terms.page} className={contents} inert={terms.isOpen}>
        <LoginForm
          variant={variant}
          values={form.values}
          onChange={form.setValue}
          errors={{ email: form.errorOf("email"), password: form.errorOf("password") }}
          isSubmitting={signIn.isSubmitting}
          social={socialLogin ? social : []}
          onSubmit={submit}
          onSocial={signInWithSocial}
        />
      </div>
      {terms.dialog}
    </AuthLayout>
  );
  // Already signed in on arrival: the user's own pages instead (the redirect's code loads only then).
  if (!signedInOnArrival || refused !== undefined) return screen;
  return (
    <Suspense fallback={null}>
      <LandingRedirect>{screen}</LandingRedirect>
    </Suspense>
  );
}
