import { isApiError, toAlertMessage } from "@haulboard/api";
import { type CompanySize, ErrorText, formErrors } from "@haulboard/domain";
import { useAlerts, useSession, useTokenStore } from "@haulboard/shell";
import { useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { AuthLayout } from "../AuthLayout/AuthLayout.tsx";
import { authClient, hasSessionEnded } from "../internal/client.ts";
import { writeFlow } from "../internal/flowStorage.ts";
import { type FieldErrors, firstMessages } from "../internal/forms.ts";
import { CompanyInfoForm, type CompanyInfoValues } from "./CompanyInfoForm.tsx";
import { CompanyInfoRules } from "./companyRules.ts";

/**
 * /company-info (access §4 "Sign-up"): the signed-in employer (just signed up, or a driver through
 * fast-login) creates the company; the address step follows. Without a session it sends to login.
 */
export function CompanyInfoScreen() {
  const navigate = useNavigate();
  const { user } = useSession();
  const tokenStore = useTokenStore();
  const { showAlert, hideAlert } = useAlerts();
  const [errors, setErrors] = useState<FieldErrors<keyof CompanyInfoValues>>({});
  const [isSubmitting, setIsSubmitting] = useState(false);

  if (user === undefined) return <Navigate to="/login" replace />;

  const submit = async (values: CompanyInfoValues) => {
    hideAlert();
    const checked = formErrors(CompanyInfoRules, values);
    if (!checked.ok) {
      setErrors(firstMessages(checked.errors));
      return;
    }
    setErrors({});
    setIsSubmitting(true);
    try {
      const company = await (await authClient(tokenStore)).promise.companies.create({
        body: {
          companyName: checked.value.companyName.trim(),
          size: checked.value.size as CompanySize,
          phone: checked.value.phone,
        },
      });
      writeFlow({ companyId: company.id });
      navigate("/company-address");
    } catch (error) {
      setIsSubmitting(false);
      if (hasSessionEnded(tokenStore)) return;
      showAlert({
        type: "error",
        message: isApiError(error) ? toAlertMessage(error) : ErrorText.communication,
      });
    }
  };

  return (
    <AuthLayout>
      <CompanyInfoForm errors={errors} isSubmitting={isSubmitting} onSubmit={submit} />
    </AuthLayout>
  );
}
