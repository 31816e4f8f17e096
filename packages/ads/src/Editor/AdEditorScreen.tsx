import { runApi, uploadMedia } from "@haulboard/api";
import { AdMessages } from "@haulboard/domain";
import { Loading, useAlerts } from "@haulboard/shell";
import { alertTextOf, useSubmit } from "@haulboard/shell/forms";
import { useAppApi } from "@haulboard/shell/portal";
import { useEffect, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { AdsText } from "../AdsText.ts";
import { useAd, useCreateAd, useUpdateAd } from "../data/adsQueries.ts";
import * as styles from "../screens.css.ts";
import { AdEditorView, type UploadState } from "./AdEditorView.tsx";
import { type AdFormErrors, type AdFormValues, emptyAdForm, formFromAd, validateAdForm } from "./adForm.ts";

/** `/ads/manage/new` and `/ads/manage/{id}`: the container of the editor. */
export function AdEditorScreen() {
  const { id } = useParams();
  const adId = id !== undefined && /^\d+$/.test(id) ? Number(id) : null;
  const navigate = useNavigate();
  const api = useAppApi();
  const { showAlert } = useAlerts();
  const loaded = useAd(adId);
  const [values, setValues] = useState<AdFormValues | null>(adId === null ? emptyAdForm : null);
  const [errors, setErrors] = useState<AdFormErrors>({});
  const [upload, setUpload] = useState<UploadState>({ state: "idle" });
  const create = useCreateAd();
  const update = useUpdateAd();

  useEffect(() => {
    if (values === null && loaded.data) setValues(formFromAd(loaded.data));
  }, [loaded.data, values]);

  const save = useSubmit(
    async (input: Parameters<typeof create.mutateAsync>[0]["body"]) =>
      adId === null
        ? create.mutateAsync({ body: input })
        : update.mutateAsync({ params: { id: adId }, body: input }),
    {
      successMessage: adId === null ? AdMessages.created : AdMessages.saved,
      onSuccess: () => navigate("/ads/manage"),
    },
  );

  if (adId !== null && loaded.isError) {
    return (
      <div className={styles.page}>
        <p role="alert" className={styles.text}>
          {AdsText.editor.loadError} {alertTextOf(loaded.error)}
        </p>
      </div>
    );
  }
  if (values === null) return <Loading />;

  const onUpload = (file: File) => {
    setUpload({ state: "uploading", percent: 0 });
    runApi(
      uploadMedia(api, file, {
        area: "ads",
        onProgress: (progress) => setUpload({ state: "uploading", percent: progress.percent }),
      }),
    )
      .then((stored) => {
        setValues((current) => ({
          ...(current ?? emptyAdForm),
          mediaFileName: stored.fileName,
          mediaUrl: stored.url,
          kind: file.type.startsWith("video/") ? "video" : "image",
        }));
        setErrors((current) => ({ ...current, mediaFileName: undefined }));
      })
      .catch((error: unknown) => showAlert({ type: "error", message: alertTextOf(error) }))
      .finally(() => setUpload({ state: "idle" }));
  };

  return (
    <div className={styles.page}>
      <AdEditorView
        mode={adId === null ? "create" : "edit"}
        values={values}
        errors={errors}
        onChange={setValues}
        onUpload={onUpload}
        upload={upload}
        isSubmitting={save.isSubmitting}
        onSubmit={() => {
          const checked = validateAdForm(values);
          if (!checked.ok) {
            setErrors(checked.errors);
            return;
          }
          setErrors({});
          void save.submit(checked.input);
        }}
      />
    </div>
  );
}
