import {
  CompanyName,
  CompanySizeField,
  companySizeLabel,
  companySizes,
  Email,
  ErrorText,
  UsPhone,
} from "@haulboard/domain";
import { useSchemaForm } from "@haulboard/shell/forms";
import { type CropArea, Logo, lazyView, PhoneField, Select, Skeleton, TextField } from "@haulboard/ui";
import { Schema } from "effect";
import { Suspense } from "react";
import * as styles from "../../styles.css.ts";
import { Facts, ReadOnlyNotice } from "../ReadOnlyNotice.tsx";
import * as local from "../Settings.css.ts";
import { EmailWaiting, SettingsForm, SettingsSection } from "../SettingsForm.tsx";
import { SettingsText } from "../SettingsText.ts";
import type { LogoEditorProps } from "./LogoEditor.tsx";

/** The company settings form: the company-info rules and a valid email (employer-work §5). */
export const CompanySettingsForm = Schema.Struct({
  companyName: CompanyName,
  size: CompanySizeField,
  phone: UsPhone,
  email: Email,
});
export type CompanySettingsForm = typeof CompanySettingsForm.Type;

export interface LogoDraft {
  /** An object URL of the chosen image. */
  readonly src: string;
  readonly name: string;
  readonly crop: CropArea;
}

export interface CompanySettingsViewProps {
  readonly values: CompanySettingsForm;
  /** The new email waiting for its link, if any. */
  readonly emailToVerify: string | null;
  readonly canManage: boolean;
  readonly isSaving?: boolean;
  readonly onSave: (values: CompanySettingsForm) => void;
  /** The current logo's URL (null: none; a failed load shows the default logo). */
  readonly logoUrl: string | null;
  readonly fallbackLogo: string;
  readonly logoDraft: LogoDraft | null;
  readonly onLogoChosen: (file: File) => void;
  readonly onCropChange: (crop: CropArea) => void;
  readonly onLogoCancel: () => void;
  readonly onLogoSave: () => void;
  readonly isSavingLogo?: boolean;
  readonly onLogoRejected?: () => void;
  /** A refused or failed logo's message. */
  readonly logoError?: string | undefined;
}

const sizeOptions = companySizes.map((bucket) => ({
  id: bucket.value,
  label: companySizeLabel(bucket.value),
}));
// The logo's editor (React Aria's drop zone, the cropper's sliders) is for those who manage the company and
// sits under the profile form: its code (about 10 KB gzip) loads right after the page's first paint.
const logoEditor = lazyView<LogoEditorProps>(() => import("./LogoEditor.tsx"));

/** Company settings (issue 18): name, size, phone, email (verified by mail) and the logo. */
export function CompanySettingsView(props: CompanySettingsViewProps) {
  const { canManage, isSaving = false, logoDraft } = props;
  const LogoEditor = logoEditor.useView(canManage);
  const form = useSchemaForm<CompanySettingsForm, CompanySettingsForm>(CompanySettingsForm, props.values);
  return (
    <SettingsSection id="company-settings-title" title={SettingsText.companyTitle}>
      {canManage ? (
        <SettingsForm
          labelledBy="company-settings-title"
          isSaving={isSaving}
          onSubmit={() => form.submit(props.onSave)}
          submitLabel={SettingsText.save}
          status={
            <EmailWaiting email={props.emailToVerify} isFirst={props.values.email === props.emailToVerify} />
          }
        >
          <TextField
            label={SettingsText.companyName}
            autoComplete="organization"
            isRequired
            {...form.textFieldProps("companyName", { isDisabled: isSaving })}
          />
          <Select
            label={SettingsText.companySize}
            options={sizeOptions}
            isRequired
            {...form.choiceFieldProps("size", { isDisabled: isSaving })}
          />
          <PhoneField
            label={SettingsText.companyPhone}
            isRequired
            {...form.textFieldProps("phone", { isDisabled: isSaving })}
          />
          <TextField
            label={SettingsText.companyEmail}
            type="email"
            autoComplete="email"
            isRequired
            {...form.textFieldProps("email", { isDisabled: isSaving })}
          />
        </SettingsForm>
      ) : (
        <>
          <ReadOnlyNotice />
          <Facts
            label={SettingsText.companyTitle}
            items={[
              [SettingsText.companyName, props.values.companyName],
              [
                SettingsText.companySize,
                props.values.size ? companySizeLabel(props.values.size as never) : null,
              ],
              [SettingsText.companyPhone, props.values.phone],
              [SettingsText.companyEmail, props.values.email],
            ]}
          />
          <EmailWaiting email={props.emailToVerify} isFirst={props.values.email === props.emailToVerify} />
        </>
      )}

      <h3 className={styles.subtitle}>{SettingsText.logoTitle}</h3>
      <div className={local.previews}>
        <figure className={local.preview}>
          <Logo
            src={props.logoUrl}
            alt={SettingsText.logoCurrent}
            fallbackSrc={props.fallbackLogo}
            size="large"
          />
          <figcaption className={styles.muted}>{SettingsText.logoLarge}</figcaption>
        </figure>
        <figure className={local.preview}>
          <Logo
            src={props.logoUrl}
            alt={SettingsText.logoSmall}
            fallbackSrc={props.fallbackLogo}
            size="small"
          />
          <figcaption className={styles.muted}>{SettingsText.logoSmall}</figcaption>
        </figure>
      </div>
      {canManage ? (
        <Suspense fallback={<Skeleton shape="rect" height="11rem" label={ErrorText.loading} />}>
          <LogoEditor
            logoDraft={logoDraft}
            onLogoChosen={props.onLogoChosen}
            onCropChange={props.onCropChange}
            onLogoCancel={props.onLogoCancel}
            onLogoSave={props.onLogoSave}
            isSavingLogo={props.isSavingLogo}
            onLogoRejected={props.onLogoRejected}
            logoError={props.logoError}
          />
        </Suspense>
      ) : null}
    </SettingsSection>
  );
}
