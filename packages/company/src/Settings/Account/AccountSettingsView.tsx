import { Email, Name, ProfileMessages, Timezone, timezones, UsPhone } from "@haulboard/domain";
import { useSchemaForm } from "@haulboard/shell/forms";
import { PasswordField, PhoneField, Select, TextField } from "@haulboard/ui";
import { Schema } from "effect";
import { EmailWaiting, SettingsForm, SettingsSection } from "../SettingsForm.tsx";
import { SettingsText } from "../SettingsText.ts";

/** The profile (employer-work §5): names, phone, a valid email and one of the four US zones. */
export const AccountSettingsForm = Schema.Struct({
  firstName: Name,
  lastName: Name,
  phone: UsPhone,
  email: Email,
  timezone: Schema.String.check(
    Schema.makeFilter((value: string) => (Timezone.isCode(value) ? undefined : ProfileMessages.timezone)),
  ),
  currentPassword: Schema.String,
});
export type AccountSettingsForm = typeof AccountSettingsForm.Type;

export interface AccountSettingsViewProps {
  readonly values: AccountSettingsForm;
  /** The account's current email: a different one needs the current password. */
  readonly currentEmail: string;
  /** A new email waiting for its link. */
  readonly emailToVerify: string | null;
  readonly isSaving?: boolean;
  readonly onSave: (values: AccountSettingsForm) => void;
}

const timezoneOptions = timezones.map((zone) => ({ id: zone, label: `${Timezone.labelOf(zone)} (${zone})` }));

/** Account settings (issue 18): PATCH /employer with first_name, last_name, phone, email and the timezone. */
export function AccountSettingsView(props: AccountSettingsViewProps) {
  const { isSaving = false } = props;
  const form = useSchemaForm<AccountSettingsForm, AccountSettingsForm>(AccountSettingsForm, props.values);
  const emailChanges = form.values.email.trim().toLowerCase() !== props.currentEmail.toLowerCase();
  return (
    <SettingsSection id="account-settings-title" title={SettingsText.accountTitle}>
      <SettingsForm
        labelledBy="account-settings-title"
        isSaving={isSaving}
        onSubmit={() => form.submit(props.onSave)}
        submitLabel={SettingsText.save}
        status={<EmailWaiting email={props.emailToVerify} />}
      >
        <TextField
          label={SettingsText.firstName}
          autoComplete="given-name"
          isRequired
          {...form.textFieldProps("firstName", { isDisabled: isSaving })}
        />
        <TextField
          label={SettingsText.lastName}
          autoComplete="family-name"
          isRequired
          {...form.textFieldProps("lastName", { isDisabled: isSaving })}
        />
        <PhoneField
          label={SettingsText.phone}
          isRequired
          {...form.textFieldProps("phone", { isDisabled: isSaving })}
        />
        <TextField
          label={SettingsText.email}
          type="email"
          autoComplete="email"
          isRequired
          {...form.textFieldProps("email", { isDisabled: isSaving })}
        />
        <Select
          label={SettingsText.timezone}
          options={timezoneOptions}
          isRequired
          {...form.choiceFieldProps("timezone", { isDisabled: isSaving })}
        />
        {emailChanges ? (
          <PasswordField
            label={SettingsText.currentPassword}
            description={SettingsText.currentPasswordHint}
            autoComplete="current-password"
            isRequired
            {...form.textFieldProps("currentPassword", { isDisabled: isSaving })}
          />
        ) : null}
      </SettingsForm>
    </SettingsSection>
  );
}
