import { deviceId, isApiError, toAlertMessage } from "@haulboard/api";
import { ErrorText, formErrors, SignUpEmailStep, SignUpForm as SignUpRules } from "@haulboard/domain";
import { track, useAlerts, useTokenStore } from "@haulboard/shell";
import { useState } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { AuthLayout } from "../AuthLayout/AuthLayout.tsx";
import { authClient } from "../internal/client.ts";
import { writeFlow } from "../internal/flowStorage.ts";
import { type FieldErrors, firstMessages } from "../internal/forms.ts";
import { useLandingOnArrival } from "../internal/signedIn.ts";
import { outcomeOfEmailCheck, readLandingPrefill } from "../internal/signUpRules.ts";
import { type SignUpField, SignUpForm, type SignUpStep, type SignUpValues } from "./SignUpForm.tsx";

/**
 * The /signup route (access §2, §4 "Sign-up"): 'Let's Go' checks the email; a driver's (or role-less)
 * email goes to /fast-login, another existing one to login; a new one fills the form, the account is
 * created and signed in automatically, and company creation follows at /company-info.
 */
export function SignUpScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const { showAlert, hideAlert } = useAlerts();
  const tokenStore = useTokenStore();
  const [prefill] = useState(() => readLandingPrefill(location.search));
  const [step, setStep] = useState<SignUpStep>(prefill ? "details" : "email");
  const [email, setEmail] = useState(prefill?.email ?? "");
  const [errors, setErrors] = useState<FieldErrors<SignUpField>>({});
  const [isSubmitting, setIsSubmitting] = useState(false);
  const landing = useLandingOnArrival();

  const checkEmail = async (typed: string) => {
    hideAlert();
    const checked = formErrors(SignUpEmailStep, { email: typed.trim() });
    if (!checked.ok) {
      setErrors(firstMessages(checked.errors));
      return;
    }
    setErrors({});
    setIsSubmitting(true);
    try {
      const answer = await (await authClient(tokenStore)).promise.auth.validateEmployerEmail({
        body: { email: checked.value.email },
      });
      const outcome = outcomeOfEmailCheck(answer);
      if (outcome === "fast-login") {
        writeFlow({ email: checked.value.email });
        navigate("/fast-login", { state: { email: checked.value.email } });
        return;
      }
      if (outcome === "login") {
        navigate("/login", { state: { email: checked.value.email } });
        return;
      }
    } catch (error) {
      // An answer that carries a message counts as an OK check (access §4); only a failure without one stops.
      if (!(isApiError(error) && error.fromServer && error.status < 500)) {
        setIsSubmitting(false);
        showAlert({
          type: "error",
          message: isApiError(error) ? toAlertMessage(error) : ErrorText.signUpGeneric,
        });
        return;
      }
    }
    setIsSubmitting(false);
    setEmail(checked.value.email);
    setStep("details");
  };

  const submit = async (values: SignUpValues) => {
    hideAlert();
    const checked = formErrors(SignUpRules, values);
    if (!checked.ok) {
      setErrors(firstMessages(checked.errors));
      return;
    }
    setErrors({});
    setIsSubmitting(true);
    track("Sign Up", "Start");
    const form = checked.value;
    writeFlow({ email: form.email });
    try {
      const client = await authClient(tokenStore);
      await client.promise.auth.signup({
        body: {
          email: form.email,
          password: form.password,
          firstName: form.firstName,
          lastName: form.lastName,
          phone: form.phone,
          role: "employer",
          acceptEmails: form.acceptEmails,
        },
      });
      const session = await client.promise.auth.login({
        body: { email: form.email, password: form.password, deviceId: deviceId(), role: "employer" },
      });
      tokenStore.set("accessToken", session.accessToken);
      tokenStore.set("refreshToken", session.refreshToken);
      track("Sign Up", "Success");
      navigate("/company-info", { replace: true });
    } catch (error) {
      setIsSubmitting(false);
      track("Sign Up", "Error", isApiError(error) ? { status: error.status } : undefined);
      showAlert({
        type: "error",
        message: isApiError(error) ? toAlertMessage(error, "signUp") : ErrorText.signUpGeneric,
      });
    }
  };

  // Already signed in: no second account from here; the user's own pages instead.
  if (landing !== undefined) return <Navigate to={landing} replace />;

  return (
    <AuthLayout>
      <SignUpForm
        step={step}
        defaultValues={prefill ?? { email }}
        errors={errors}
        isSubmitting={isSubmitting}
        onCheckEmail={checkEmail}
        onSubmit={submit}
      />
    </AuthLayout>
  );
}
