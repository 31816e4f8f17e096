import { CompanyInfo, type CompanySize } from "@haulboard/domain";
import { useSession, useTokenStore } from "@haulboard/shell";
import { useSchemaForm, useSubmit } from "@haulboard/shell/forms";
import { Navigate, useNavigate } from "react-router";
import { AuthLayout } from "../AuthLayout/AuthLayout.tsx";
import { callApi, hasSessionEnded } from "../internal/client.ts";
import { writeFlow } from "../internal/flowStorage.ts";
import { CompanyInfoForm, type CompanyInfoValues, emptyCompanyInfo } from "./CompanyInfoForm.tsx";

/**
 * /company-info (access §4 "Sign-up"): the signed-in employer (just signed up, or a driver through
 * fast-login) creates the company; the address step follows. Without a session it sends to login.
 * Built on the screen recipe: the domain's company rules, the api client, the one submit helper.
 */
export function CompanyInfoScreen() {
  const navigate = useNavigate();
  const { user } = useSession();
  const tokenStore = useTokenStore();
  const form = useSchemaForm<CompanyInfoValues, CompanyInfo>(CompanyInfo, emptyCompanyInfo);
  const create = useSubmit(
    async (value: CompanyInfo) =>
      callApi(tokenStore, (client) =>
        client.companies.create({
          body: {
            companyName: value.companyName.trim(),
            size: value.size as CompanySize,
            phone: value.phone,
          },
        }),
      ),
    {
      onSuccess: (company) => {
        writeFlow({ companyId: company.id });
        navigate("/company-address");
      },
      // The shell ended an expired session (login, 'Session expired'): nothing more to say here.
      onFailure: () => hasSessionEnded(tokenStore),
    },
  );

  if (user === undefined) return <Navigate to="/login" replace />;

  return (
    <AuthLayout>
      <CompanyInfoForm
        values={form.values}
        onChange={form.setValue}
        errors={{
          companyName: form.errorOf("companyName"),
          size: form.errorOf("size"),
          phone: form.errorOf("phone"),
        }}
        isSubmitting={create.isSubmitting}
        onSubmit={() => form.submit(create.submit)}
      />
    </AuthLayout>
  );
}
