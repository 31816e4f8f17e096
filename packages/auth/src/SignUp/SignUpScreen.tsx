import { isApiError, isRefusal } from "@haulboard/api";
import { SignUpEmailStep, SignUpForm as SignUpRules } from "@haulboard/domain";
import { track, useTokenStore } from "@haulboard/shell";
import { useSchemaForm, useSubmit } from "@haulboard/shell/forms";
import { lazy, Suspense, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { AuthLayout } from "../AuthLayout/AuthLayout.tsx";
import { callApi } from "../internal/client.ts";
import { writeFlow } from "../internal/flowStorage.ts";
import { loginBody } from "../internal/loginBody.ts";
import { useSignedInOnArrival } from "../internal/signedIn.ts";
import { type EmailCheckOutcome, outcomeOfEmailCheck, readLandingPrefill } from "../internal/signUpRules.ts";
import { useFirstVisitTerms } from "../internal/useFirstVisitTerms.tsx";
import { contents } from "../Login/LoginForm.css.ts";
import {
  emptySignUp,
  type SignUpField,
  SignUpForm,
  type SignUpStep,
  type SignUpValues,
} from "./SignUpForm.tsx";

const LandingRedirect = lazy(() => import("../internal/LandingRedirect.tsx"));

type EmailValues = { readonly email: string };
const detailFields = Object.keys(emptySignUp) as SignUpField[];

/**
 * The /signup route (access §2, §4 "Sign-up"): 'Let's Go' checks the email; a driver's (or role-less)
 * email goes to /fast-login, another existing one to login; a new one fills the form, the account is
 * created and signed in automatically, and company creation follows at /company-info. Built on the screen
 * recipe: one schema form per step (the domain's SignUpEmailStep, then SignUpForm), the api client through
 * `callApi` (runApi, loaded on the first call), the one submit helper per call.
 */
export function SignUpScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const tokenStore = useTokenStore();
  const [prefill] = useState(() => readLandingPrefill(location.search));
  const [step, setStep] = useState<SignUpStep>(prefill ? "details" : "email");
  const emailForm = useSchemaForm<EmailValues, SignUpEmailStep>(SignUpEmailStep, {
    email: prefill?.email ?? "",
  });
  const form = useSchemaForm<SignUpValues, SignUpRules>(SignUpRules, { ...emptySignUp, ...prefill });
  const signedInOnArrival = useSignedInOnArrival();
  const terms = useFirstVisitTerms({ afterMount: true });

  const goOn = (email: string, outcome: EmailCheckOutcome) => {
    if (outcome === "fast-login") {
      writeFlow({ email });
      navigate("/fast-login", { state: { email } });
      return;
    }
    if (outcome === "login") {
      navigate("/login", { state: { email } });
      return;
    }
    form.setValue("email", email);
    setStep("details");
  };

  const check = useSubmit(
    async ({ email }: SignUpEmailStep) => {
      const answer = await callApi(tokenStore, (client) =>
        client.auth.validateEmployerEmail({ body: { email } }),
      );
      return { email, outcome: outcomeOfEmailCheck(answer) };
    },
    {
      onSuccess: ({ email, outcome }) => goOn(email, outcome),
      // An answer that carries a message counts as an OK check (access §4); only a failure without one stops.
      onFailure: (error) => {
        if (!(isRefusal(error) && error.fromServer)) return false;
        goOn(emailForm.values.email.trim(), "continue");
        return true;
      },
    },
  );

  const create = useSubmit(
    async (value: SignUpRules) => {
      track("Sign Up", "Start");
      writeFlow({ email: value.email });
      await callApi(tokenStore, (client) =>
        client.auth.signup({
          body: {
            email: value.email,
            password: value.password,
            firstName: value.firstName,
            lastName: value.lastName,
            phone: value.phone,
            role: "employer",
            acceptEmails: value.acceptEmails,
          },
        }),
      );
      return callApi(tokenStore, (client) => client.auth.login({ body: loginBody(value, "employer") }));
    },
    {
      context: "signUp",
      onSuccess: (session) => {
        tokenStore.set("accessToken", session.accessToken);
        tokenStore.set("refreshToken", session.refreshToken);
        track("Sign Up", "Success");
        navigate("/company-info", { replace: true });
      },
      onFailure: (error) => {
        track("Sign Up", "Error", isApiError(error) ? { status: error.status } : undefined);
        return false;
      },
    },
  );

  const errors =
    step === "email"
      ? { email: emailForm.errorOf("email") }
      : Object.fromEntries(detailFields.map((field) => [field, form.errorOf(field)]));

  const screen = (
    <AuthLayout>
      {/* A first visitor may open the sign-up before the sign-in: the same terms dialog (issue 35 item 20). */}
      <div ref={terms.page} className={contents} inert={terms.isOpen}>
        <SignUpForm
          step={step}
          values={step === "email" ? { ...form.values, email: emailForm.values.email } : form.values}
          onChange={(field, value) => {
            if (step === "email" && field === "email") emailForm.setValue("email", value as string);
            else form.setValue(field, value);
          }}
          isPrefilled={prefill !== undefined}
          errors={errors}
          isSubmitting={step === "email" ? check.isSubmitting : create.isSubmitting}
          onCheckEmail={() => emailForm.submit(check.submit)}
          onSubmit={() => form.submit(create.submit)}
        />
      </div>
      {terms.dialog}
    </AuthLayout>
  );
  // Already signed in on arrival: the user's own pages instead (the redirect's code loads only then).
  if (!signedInOnArrival) return screen;
  return (
    <Suspense fallback={null}>
      <LandingRedirect>{screen}</LandingRedirect>
    </Suspense>
  );
}
