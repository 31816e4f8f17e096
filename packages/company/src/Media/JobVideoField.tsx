import { MediaUpload } from "@haulboard/ui";
import type { MediaUploadState } from "./useMediaUpload.ts";

export interface JobVideoFieldProps {
  /** The upload state from `useMediaUpload()` (the job form keeps it to block a save on failure). */
  readonly upload: MediaUploadState;
}

/** The job form's video: the design system's MediaUpload driven by a real upload. */
export function JobVideoField({ upload }: JobVideoFieldProps) {
  return (
    <MediaUpload
      label="Drop a video here"
      kinds={["video"]}
      item={upload.item}
      resumable={upload.resumable}
      onFileChosen={upload.choose}
      onCancel={upload.cancel}
      onRetry={upload.retry}
      onRemove={upload.remove}
      onResume={upload.resume}
      onDiscardResume={upload.discardResume}
    />
  );
}
