import { useEffect, useRef } from "react";
import { JobVideoField, jobVideoAddress, useMediaUpload } from "../../Media/index.ts";

export interface VideoStatus {
  /** employer-work §4.2: the upload failed; the save must be aborted. */
  readonly failed: boolean;
  readonly uploading: boolean;
}

export interface VideoSectionProps {
  readonly onStatus: (status: VideoStatus) => void;
  /**
   * The stored file's address (the job's video_url, see jobVideoAddress; the job detail plays it as is)
   * and the chosen file's name; null once removed.
   */
  readonly onStored: (url: string | null, name: string | null) => void;
}

/**
 * The video upload of step 1, loaded on demand with its drop zone and the resumable uploader (about
 * 25 KB gzip that the first paint of the step does not need). It reports its state to the step.
 */
export default function VideoSection({ onStatus, onStored }: VideoSectionProps) {
  const upload = useMediaUpload();
  const failed = upload.multimediaUploadFailed;
  const uploading = upload.item?.status === "uploading";
  useEffect(() => onStatus({ failed, uploading }), [failed, uploading, onStatus]);
  const storedUrl = upload.stored ? jobVideoAddress(upload.stored.url) : null;
  const itemName = upload.item?.name ?? null;
  const hadFile = useRef(false);
  useEffect(() => {
    if (storedUrl !== null) {
      hadFile.current = true;
      onStored(storedUrl, itemName);
    } else if (hadFile.current) {
      hadFile.current = false;
      onStored(null, null);
    }
  }, [storedUrl, itemName, onStored]);
  return <JobVideoField upload={upload} />;
}
