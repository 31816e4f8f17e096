import { AdPlacement, adPlacementSpecs, ErrorText } from "@haulboard/domain";
import { Button, FormActions, Link, lazyView, Skeleton, Stack, TextArea, TextField } from "@haulboard/ui";
import { type ChangeEvent, Suspense, useId } from "react";
import { AdsText } from "../AdsText.ts";
import * as styles from "../screens.css.ts";
import { AdSlot } from "../slot/AdSlot.tsx";
import type { AdFormErrors, AdFormValues } from "./adForm.ts";
import type { DeliveryFieldsProps } from "./DeliveryFields.tsx";

const text = AdsText.editor;

// The delivery fields (placements, dates, weight, states) bring React Aria's date picker, calendar, combo
// box and tag group: about 90 KB gzip, most of the editor's first load. They load right after the editor's
// first paint (asked for as soon as the screen mounts, while an ad being edited is still loading).
export const deliveryFields = lazyView<DeliveryFieldsProps>(() => import("./DeliveryFields.tsx"));

export type UploadState =
  | { readonly state: "idle" }
  | { readonly state: "uploading"; readonly percent: number };

export interface AdEditorViewProps {
  readonly mode: "create" | "edit";
  readonly values: AdFormValues;
  readonly errors: AdFormErrors;
  readonly onChange: (values: AdFormValues) => void;
  readonly onUpload: (file: File) => void;
  readonly upload: UploadState;
  readonly onSubmit: () => void;
  /** @default false */
  readonly isSubmitting?: boolean;
}

/** A preview slot: the creative as drivers will see it, the link going straight to the target (nothing counted). */
function Preview({ values }: { readonly values: AdFormValues }) {
  const { kind, mediaUrl } = values;
  return (
    <section className={styles.preview} aria-labelledby="ad-preview-title">
      <h2 id="ad-preview-title" className={styles.subtitle}>
        {text.preview}
      </h2>
      {mediaUrl === null || kind === null ? (
        <p className={styles.text}>{text.previewEmpty}</p>
      ) : (
        values.placements.map((placement) => (
          <Stack key={placement} space="xs">
            <p className={styles.previewLabel}>
              {AdPlacement.labelOf(placement)} · {adPlacementSpecs[placement].width} ×{" "}
              {adPlacementSpecs[placement].height}
            </p>
            <AdSlot
              placement={placement}
              onSeen={() => undefined}
              ad={{
                id: 0,
                kind,
                mediaUrl,
                altText: values.altText,
                headline: values.headline,
                body: values.body,
                advertiser: values.advertiser,
                clickUrl: values.targetUrl,
                impressionToken: "",
              }}
            />
          </Stack>
        ))
      )}
    </section>
  );
}

/** The ad editor (`/ads/manage/new`, `/ads/manage/{id}`): every field, the creative upload and a live preview. */
export function AdEditorView({
  mode,
  values,
  errors,
  onChange,
  onUpload,
  upload,
  onSubmit,
  isSubmitting = false,
}: AdEditorViewProps) {
  const fileId = useId();
  const DeliveryFields = deliveryFields.useView();
  const set = <K extends keyof AdFormValues>(key: K, value: AdFormValues[K]) =>
    onChange({ ...values, [key]: value });
  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) onUpload(file);
    event.target.value = "";
  };
  return (
    <Stack space="lg">
      <div className={styles.header}>
        <h1 className={styles.title}>{mode === "create" ? text.createTitle : text.editTitle}</h1>
        <Link href="/ads/manage" variant="standalone">
          {text.back}
        </Link>
      </div>
      <div className={styles.editor}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <Stack space="md">
            <TextField
              label={text.name}
              description={text.nameHelp}
              isRequired
              value={values.name}
              onChange={(value) => set("name", value)}
              errorMessage={errors.name}
              isInvalid={errors.name !== undefined}
            />
            <TextField
              label={text.advertiser}
              isRequired
              value={values.advertiser}
              onChange={(value) => set("advertiser", value)}
              errorMessage={errors.advertiser}
              isInvalid={errors.advertiser !== undefined}
            />
            <TextField
              label={text.headline}
              isRequired
              value={values.headline}
              onChange={(value) => set("headline", value)}
              errorMessage={errors.headline}
              isInvalid={errors.headline !== undefined}
            />
            <TextArea
              label={text.body}
              value={values.body}
              onChange={(value) => set("body", value)}
              errorMessage={errors.body}
              isInvalid={errors.body !== undefined}
            />
            <Stack space="xs">
              <label htmlFor={fileId} className={styles.strong}>
                {text.creative}
              </label>
              <span className={styles.muted}>{text.creativeHelp}</span>
              <input
                id={fileId}
                type="file"
                accept="image/png,image/jpeg,image/webp,image/gif,video/mp4,video/webm"
                onChange={chooseFile}
                disabled={upload.state === "uploading"}
                aria-describedby={errors.mediaFileName ? `${fileId}-error` : undefined}
              />
              {upload.state === "uploading" ? (
                <span role="status" className={styles.muted}>
                  {text.uploading} {upload.percent}%
                </span>
              ) : null}
              {values.mediaFileName !== null ? (
                <Button
                  size="small"
                  variant="secondary"
                  onPress={() => onChange({ ...values, mediaFileName: null, mediaUrl: null, kind: null })}
                >
                  {text.removeCreative}
                </Button>
              ) : null}
              {errors.mediaFileName ? (
                <span id={`${fileId}-error`} className={styles.error}>
                  {errors.mediaFileName}
                </span>
              ) : null}
            </Stack>
            <TextField
              label={text.altText}
              value={values.altText}
              onChange={(value) => set("altText", value)}
              errorMessage={errors.altText}
              isInvalid={errors.altText !== undefined}
            />
            <TextField
              label={text.targetUrl}
              description={text.targetHelp}
              type="url"
              isRequired
              value={values.targetUrl}
              onChange={(value) => set("targetUrl", value)}
              errorMessage={errors.targetUrl}
              isInvalid={errors.targetUrl !== undefined}
            />
            {/* The fields' height at every width, within 12 px (measured), so the form barely moves. */}
            <Suspense fallback={<Skeleton shape="rect" height="43.5rem" label={ErrorText.loading} />}>
              <DeliveryFields values={values} errors={errors} set={set} />
            </Suspense>
            <FormActions>
              <Button type="submit" isLoading={isSubmitting}>
                {mode === "create" ? text.create : text.save}
              </Button>
            </FormActions>
          </Stack>
        </form>
        <Preview values={values} />
      </div>
    </Stack>
  );
}
