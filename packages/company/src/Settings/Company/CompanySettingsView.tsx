import {
  CompanyName,
  CompanySizeField,
  companySizeLabel,
  companySizes,
  Email,
  imageTypes,
  logoSizes,
  UsPhone,
} from "@haulboard/domain";
import { useSchemaForm } from "@haulboard/shell/forms";
import {
  Button,
  type CropArea,
  FileDropZone,
  ImageCropper,
  Logo,
  logoCrop,
  PhoneField,
  Select,
  TextField,
} from "@haulboard/ui";
import { Schema } from "effect";
import { useEffect, useRef } from "react";
import * as styles from "../../styles.css.ts";
import { Facts, ReadOnlyNotice } from "../ReadOnlyNotice.tsx";
import * as local from "../Settings.css.ts";
import { EmailWaiting, SettingsForm, SettingsSection } from "../SettingsForm.tsx";
import { SettingsText } from "../SettingsText.ts";

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
const logoAccept = imageTypes.map((type) => `image/${type === "jpg" ? "jpeg" : type}`);

/** Draws the crop as the server renders it: the crop's width, the logo's aspect, stretched to the frame. */
function CropPreview({ draft, size, label }: { draft: LogoDraft; size: "large" | "small"; label: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const { width, height } = logoSizes[size];
  useEffect(() => {
    const image = new Image();
    image.onload = () => {
      const context = ref.current?.getContext("2d");
      if (!context) return;
      const cropHeight = (draft.crop.size * logoSizes.large.height) / logoSizes.large.width;
      context.clearRect(0, 0, width, height);
      context.drawImage(
        image,
        draft.crop.left,
        draft.crop.top,
        draft.crop.size,
        cropHeight,
        0,
        0,
        width,
        height,
      );
    };
    image.src = draft.src;
  }, [draft, width, height]);
  return (
    <figure className={local.preview}>
      <canvas
        ref={ref}
        width={width}
        height={height}
        className={local.previewCanvas}
        role="img"
        aria-label={label}
      />
      <figcaption className={styles.muted}>{label}</figcaption>
    </figure>
  );
}

/** Company settings (issue 18): name, size, phone, email (verified by mail) and the logo. */
export function CompanySettingsView(props: CompanySettingsViewProps) {
  const { canManage, isSaving = false, logoDraft } = props;
  const form = useSchemaForm<CompanySettingsForm, CompanySettingsForm>(CompanySettingsForm, props.values);
  return (
    <SettingsSection id="company-settings-title" title={SettingsText.companyTitle}>
      {canManage ? (
        <SettingsForm
          labelledBy="company-settings-title"
          isSaving={isSaving}
          onSubmit={() => form.submit(props.onSave)}
          submitLabel={SettingsText.save}
          status={<EmailWaiting email={props.emailToVerify} />}
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
          <EmailWaiting email={props.emailToVerify} />
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
        logoDraft ? (
          <div className={styles.form}>
            <ImageCropper
              src={logoDraft.src}
              alt={logoDraft.name}
              value={logoDraft.crop}
              onChange={props.onCropChange}
              minSize={logoCrop.minSize}
              maxSize={logoCrop.maxSize}
              step={logoCrop.step}
            />
            <p className={styles.muted}>{SettingsText.logoPreviews}</p>
            <div className={local.previews}>
              <CropPreview draft={logoDraft} size="large" label={SettingsText.logoNewLarge} />
              <CropPreview draft={logoDraft} size="small" label={SettingsText.logoNewSmall} />
            </div>
            <div className={styles.actions}>
              <Button variant="secondary" onPress={props.onLogoCancel} isDisabled={props.isSavingLogo}>
                {SettingsText.cancel}
              </Button>
              <Button onPress={props.onLogoSave} isLoading={props.isSavingLogo}>
                {SettingsText.logoSave}
              </Button>
            </div>
          </div>
        ) : (
          <div className={styles.form}>
            <FileDropZone
              label={SettingsText.logoChoose}
              hint={SettingsText.logoHint}
              acceptedFileTypes={logoAccept}
              onFilesAdded={(files) => {
                const file = files[0];
                if (file) props.onLogoChosen(file);
              }}
              onFilesRejected={props.onLogoRejected}
            />
            {props.logoError ? (
              <p role="alert" className={styles.text}>
                {props.logoError}
              </p>
            ) : null}
          </div>
        )
      ) : null}
    </SettingsSection>
  );
}
