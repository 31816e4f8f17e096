import { runApi } from "@haulboard/api";
import { ErrorText } from "@haulboard/domain";
import { useSubmit } from "@haulboard/shell/forms";
import { useApi, useAppApi } from "@haulboard/shell/portal";
import { useQueryClient } from "@tanstack/react-query";
import { useSettings } from "../SettingsLayout.tsx";
import { type AccountSettingsForm, AccountSettingsView } from "./AccountSettingsView.tsx";

/** The signed-in person's profile and timezone (PATCH /employer); everyone of the settings changes their own. */
export function AccountSettingsScreen() {
  const client = useAppApi();
  const queries = useQueryClient();
  const api = useApi();
  const { employer } = useSettings();
  const save = useSubmit(
    (values: AccountSettingsForm) => {
      const email = values.email.trim();
      const emailChanges = email.toLowerCase() !== employer.email.toLowerCase();
      return runApi(
        client.employer.update({
          body: {
            firstName: values.firstName,
            lastName: values.lastName,
            phone: values.phone,
            timezone: values.timezone as never,
            ...(emailChanges ? { email, currentPassword: values.currentPassword } : {}),
          },
        }),
      );
    },
    {
      successMessage: ErrorText.updatedSuccessfully,
      onSuccess: () => queries.invalidateQueries({ queryKey: api.employer.key() }),
    },
  );
  return (
    <AccountSettingsView
      values={{
        firstName: employer.firstName,
        lastName: employer.lastName,
        phone: employer.phone ?? "",
        email: employer.email,
        timezone: employer.timezone ?? "",
        currentPassword: "",
      }}
      currentEmail={employer.email}
      emailToVerify={employer.emailToVerify}
      isSaving={save.isSubmitting}
      onSave={save.submit}
    />
  );
}
