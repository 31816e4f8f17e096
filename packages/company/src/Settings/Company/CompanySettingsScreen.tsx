import { runApi } from "@haulboard/api";
import { ErrorText, isAcceptedImage, logoCrop } from "@haulboard/domain";
import { useAlerts } from "@haulboard/shell";
import { alertTextOf, useSubmit } from "@haulboard/shell/forms";
import { defaultCompanyLogo, useApi, useAppApi } from "@haulboard/shell/portal";
import type { CropArea } from "@haulboard/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useSettings } from "../SettingsLayout.tsx";
import { type CompanySettingsForm, CompanySettingsView, type LogoDraft } from "./CompanySettingsView.tsx";
import { changedEmailOf, formEmailOf } from "./companyForm.ts";

/**
 * Company settings: PATCH /companies/{id} (name, size, phone; a new email waits for its link) and the logo
 * through the media service (POST /companies/{id}/logo with the crop). Company users see it read-only.
 */
export function CompanySettingsScreen() {
  const client = useAppApi();
  const api = useApi();
  const queries = useQueryClient();
  const { showAlert } = useAlerts();
  const { company, canManage } = useSettings();
  const fileName = company.logo?.fileName;
  const logoInput = { params: { fileName: fileName ?? "" } };
  const logo = useQuery(api.companies.logo.queryOptions(logoInput, { enabled: fileName !== undefined }));
  const [draft, setDraft] = useState<(LogoDraft & { file: File }) | null>(null);
  const [logoError, setLogoError] = useState<string | undefined>();
  const [isSavingLogo, setIsSavingLogo] = useState(false);
  useEffect(() => () => (draft ? URL.revokeObjectURL(draft.src) : undefined), [draft]);

  const refresh = () => queries.invalidateQueries({ queryKey: api.companies.key() });
  const save = useSubmit(
    (values: CompanySettingsForm) => {
      const email = changedEmailOf(values, company);
      return runApi(
        client.companies.update({
          params: { id: company.id },
          body: {
            companyName: values.companyName,
            size: values.size as never,
            phone: values.phone,
            // Only an email the user changed: the current or waiting one sent again would mail no link.
            ...(email === undefined ? {} : { email }),
          },
        }),
      );
    },
    { successMessage: ErrorText.updatedSuccessfully, onSuccess: refresh },
  );

  const saveLogo = () => {
    if (!draft) return;
    setIsSavingLogo(true);
    setLogoError(undefined);
    runApi(
      client.media.uploadCompanyLogo({
        params: { id: company.id },
        body: { ...draft.crop, image: draft.file },
      }),
    )
      .then(async () => {
        setDraft(null);
        await refresh();
        showAlert({ type: "success", message: ErrorText.updatedSuccessfully });
      })
      .catch((error: unknown) => {
        const message = alertTextOf(error);
        setLogoError(message);
        showAlert({ type: "error", message });
      })
      .finally(() => setIsSavingLogo(false));
  };

  return (
    <CompanySettingsView
      values={{
        companyName: company.companyName,
        size: company.size,
        phone: company.phone ?? "",
        email: formEmailOf(company),
      }}
      emailToVerify={company.emailToVerify}
      canManage={canManage}
      isSaving={save.isSubmitting}
      onSave={save.submit}
      logoUrl={fileName === undefined ? null : (logo.data?.url ?? null)}
      fallbackLogo={defaultCompanyLogo}
      logoDraft={draft}
      onLogoChosen={(file) => {
        if (!isAcceptedImage(file.type || file.name)) {
          setLogoError(ErrorText.imageUploadFailed);
          return;
        }
        setLogoError(undefined);
        const crop: CropArea = { size: logoCrop.min, top: 0, left: 0 };
        setDraft({ src: URL.createObjectURL(file), name: file.name, crop, file });
      }}
      onLogoRejected={() => setLogoError(ErrorText.imageUploadFailed)}
      onCropChange={(crop) => setDraft((current) => (current ? { ...current, crop } : current))}
      onLogoCancel={() => setDraft(null)}
      onLogoSave={saveLogo}
      isSavingLogo={isSavingLogo}
      logoError={logoError}
    />
  );
}
