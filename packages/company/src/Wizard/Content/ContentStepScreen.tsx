import { runApi } from "@haulboard/api";
import { ErrorText } from "@haulboard/domain";
import type { ImageUploader } from "@haulboard/editor/field";
import { useAppApi } from "@haulboard/shell/portal";
import { Button } from "@haulboard/ui";
import { lazy, Suspense, useCallback, useState } from "react";
import { useNavigate } from "react-router";
import * as styles from "../../styles.css.ts";
import { WizardText } from "../../WizardText.ts";
import type { ContentValues } from "../draft.ts";
import { contentErrors } from "../rules.ts";
import { useWizard } from "../WizardContext.tsx";
import { ContentStepView } from "./ContentStepView.tsx";
import { RichTextField } from "./RichTextField.tsx";
import type { VideoStatus } from "./VideoSection.tsx";

const VideoSection = lazy(() => import("./VideoSection.tsx"));

/** Step 1's container: the draft's content, the lazy editor, the video upload and the Next rules. */
export function ContentStepScreen() {
  const { draft, update, flow } = useWizard();
  const navigate = useNavigate();
  const [video, setVideo] = useState<VideoStatus>({ failed: false, uploading: false });
  const [videoShown, setVideoShown] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [stepError, setStepError] = useState<string | undefined>();
  const values = draft.content;
  const client = useAppApi();
  // Images in the description (issue 35 #8): stored with the job media; the editor scales them to 720 px.
  const uploadImage: ImageUploader = useCallback(
    async (file, { onProgress }) => {
      const image = await runApi(client.media.uploadJobImage({ body: { image: file } }));
      onProgress(1);
      return { url: image.imageUrl };
    },
    [client],
  );
  const errors = submitted ? contentErrors(values) : {};

  const setField = <K extends keyof ContentValues>(field: K, value: ContentValues[K]) =>
    update((current) => ({ ...current, content: { ...current.content, [field]: value } }));

  // A finished upload goes into the draft at once (its address is the job's video_url).
  const onStored = useCallback(
    (url: string | null, name: string | null) =>
      update((current) => ({
        ...current,
        content: { ...current.content, videoUrl: url, videoName: name },
      })),
    [update],
  );

  const onStatus = useCallback((status: VideoStatus) => {
    setVideo(status);
    if (status.uploading || status.failed) setVideoShown(true);
  }, []);

  const next = () => {
    setSubmitted(true);
    // employer-work §4.2: a failed upload sets the flag and aborts the save with the spec's text.
    if (video.failed) return setStepError(ErrorText.multimediaUploadFailed);
    if (video.uploading) return setStepError(WizardText.uploadRunning);
    const problems = contentErrors(values);
    // The video has no field of its own: its problem is the step's (it is not shown again on payment).
    setStepError(problems.videoUrl);
    if (Object.keys(problems).length > 0) return;
    if (flow.save) return flow.save(0, draft);
    void navigate(flow.paths[1] ?? "");
  };

  const savedVideo =
    !videoShown && values.videoUrl !== null ? (
      <div className={styles.listItem}>
        <span className={styles.text}>
          {WizardText.video}: {values.videoName ?? values.videoUrl}
        </span>
        <Button
          variant="secondary"
          onPress={() =>
            update((current) => ({
              ...current,
              content: { ...current.content, videoUrl: null, videoName: null },
            }))
          }
        >
          {WizardText.removeVideo}
        </Button>
      </div>
    ) : null;

  return (
    <ContentStepView
      values={values}
      errors={errors}
      stepError={stepError}
      onChange={setField}
      onNext={next}
      nextLabel={flow.nextLabel}
      isSaving={flow.isSaving}
      description={
        <RichTextField
          label={WizardText.jobDescription}
          defaultValue={values.jobDescription}
          onChange={(html) => setField("jobDescription", html)}
          uploadImage={uploadImage}
        />
      }
      video={
        <div className={styles.form}>
          <h3 className={styles.subtitle}>{WizardText.video}</h3>
          {savedVideo ?? (
            <Suspense fallback={<p className={styles.muted}>{WizardText.loadingVideo}</p>}>
              <VideoSection onStatus={onStatus} onStored={onStored} />
            </Suspense>
          )}
        </div>
      }
    />
  );
}
