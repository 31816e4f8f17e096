import { runApi, uploadMedia } from "@haulboard/api";
import type { Ads } from "@haulboard/api/contract";
import { AdForm, AdMessages } from "@haulboard/domain";
import { Loading, useAlerts } from "@haulboard/shell";
import { alertTextOf, useSchemaForm, useSubmit } from "@haulboard/shell/forms";
import { useAppApi } from "@haulboard/shell/portal";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { AdsText } from "../AdsText.ts";
import { useAd, useCreateAd, useUpdateAd } from "../data/adsQueries.ts";
import * as styles from "../screens.css.ts";
import { AdEditorView, deliveryFields, type UploadState } from "./AdEditorView.tsx";
import { type AdFormErrors, type AdFormValues, adInputOf, emptyAdForm, formFromAd } from "./adForm.ts";

/** `/ads/manage/new` and `/ads/manage/{id}`: the container of the editor. */
export function AdEditorScreen() {
  const { id } = useParams();
  const adId = id !== undefined && /^\d+$/.test(id) ? Number(id) : null;
  const loaded = useAd(adId);
  // The delivery fields' code is asked for now, alongside the ad being edited.
  deliveryFields.useView();
  if (adId !== null && loaded.isError) {
    return (
      <div className={styles.page}>
        <p role="alert" className={styles.text}>
          {AdsText.editor.loadError} {alertTextOf(loaded.error)}
        </p>
      </div>
    );
  }
  if (adId !== null && !loaded.data) return <Loading />;
  return (
    <AdEditor key={adId ?? "new"} adId={adId} initial={loaded.data ? formFromAd(loaded.data) : emptyAdForm} />
  );
}

const fields = Object.keys(emptyAdForm) as (keyof AdFormValues & string)[];

/** The shell's recipe: the domain's AdForm through useSchemaForm, the save through useSubmit, the alerts. */
function AdEditor({ adId, initial }: { readonly adId: number | null; readonly initial: AdFormValues }) {
  const navigate = useNavigate();
  const api = useAppApi();
  const { showAlert } = useAlerts();
  const form = useSchemaForm<AdFormValues, AdForm>(AdForm, initial);
  const [upload, setUpload] = useState<UploadState>({ state: "idle" });
  const create = useCreateAd();
  const update = useUpdateAd();
  const save = useSubmit(
    async (input: Ads.AdInput) =>
      adId === null
        ? create.mutateAsync({ body: input })
        : update.mutateAsync({ params: { id: adId }, body: input }),
    {
      successMessage: adId === null ? AdMessages.created : AdMessages.saved,
      onSuccess: () => navigate("/ads/manage"),
    },
  );
  const errors: AdFormErrors = Object.fromEntries(
    fields.flatMap((field) => {
      const message = form.errorOf(field);
      return message === undefined ? [] : [[field, message]];
    }),
  );

  const onUpload = (file: File) => {
    setUpload({ state: "uploading", percent: 0 });
    runApi(
      uploadMedia(api, file, {
        area: "ads",
        onProgress: (progress) => setUpload({ state: "uploading", percent: progress.percent }),
      }),
    )
      .then((stored) => {
        form.setValue("mediaFileName", stored.fileName);
        form.setValue("mediaUrl", stored.url);
        form.setValue("kind", file.type.startsWith("video/") ? "video" : "image");
      })
      .catch((error: unknown) => showAlert({ type: "error", message: alertTextOf(error) }))
      .finally(() => setUpload({ state: "idle" }));
  };

  return (
    <div className={styles.page}>
      <AdEditorView
        mode={adId === null ? "create" : "edit"}
        values={form.values}
        errors={errors}
        onChange={(next) => {
          for (const field of fields) {
            if (next[field] !== form.values[field]) form.setValue(field, next[field]);
          }
        }}
        onUpload={onUpload}
        upload={upload}
        isSubmitting={save.isSubmitting}
        onSubmit={() => form.submit((valid) => void save.submit(adInputOf(valid)))}
      />
    </div>
  );
}
