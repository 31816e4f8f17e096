import { DropZone } from "react-aria-components/DropZone";
import { FileTrigger } from "react-aria-components/FileTrigger";
import { Button } from "../Button/Button.tsx";
import { Icon } from "../Icon/Icon.tsx";
import { closeIcon, errorIcon, successIcon, trashIcon, uploadIcon } from "../Icon/icons.tsx";
import { IconButton } from "../IconButton/IconButton.tsx";
import { ProgressBar } from "../ProgressBar/ProgressBar.tsx";
import * as styles from "./FileDropZone.css.ts";

export const uploadStatuses = ["uploading", "done", "error"] as const;
export type UploadStatus = (typeof uploadStatuses)[number];

/** One file in the upload list; the caller owns the upload and updates these. */
export interface UploadItem {
  id: string;
  name: string;
  /** Percent uploaded, 0 to 100. */
  progress: number;
  status: UploadStatus;
  /** The message shown when `status` is "error", e.g. "multimedia upload failed". */
  error?: string;
}

export interface FileDropZoneProps {
  /** The zone's visible text and accessible name, e.g. "Drop a video here". */
  label: string;
  /**
   * A hint under the label (types and sizes).
   * @default undefined
   */
  hint?: string;
  /**
   * Accepted MIME types (spec: video mp4, webm; image png, jpeg, jpg, webp, gif). Others are rejected.
   * @default undefined (any file)
   */
  acceptedFileTypes?: ReadonlyArray<string>;
  /**
   * Accept several files at once.
   * @default false
   */
  allowsMultiple?: boolean;
  /** Called with the accepted files, dropped, pasted or browsed. */
  onFilesAdded: (files: File[]) => void;
  /**
   * Called with the files refused for their type.
   * @default undefined
   */
  onFilesRejected?: (files: File[]) => void;
  /**
   * The files being uploaded, each with its progress, status and error.
   * @default []
   */
  uploads?: ReadonlyArray<UploadItem>;
  /**
   * Cancels an upload in progress (shows a cancel button per uploading file).
   * @default undefined
   */
  onCancel?: (id: string) => void;
  /**
   * Removes a finished or failed file from the list.
   * @default undefined
   */
  onRemove?: (id: string) => void;
  /**
   * The text of the browse button.
   * @default "Browse files"
   */
  browseLabel?: string;
}

const accepts = (types: ReadonlyArray<string> | undefined, file: File) =>
  !types || types.length === 0 || types.includes(file.type);

/** A drop zone (drag and drop, paste, or a browse button) with a per-file progress, cancel and error list. */
export function FileDropZone({
  label,
  hint,
  acceptedFileTypes,
  allowsMultiple = false,
  onFilesAdded,
  onFilesRejected,
  uploads = [],
  onCancel,
  onRemove,
  browseLabel = "Browse files",
}: FileDropZoneProps) {
  const take = (files: File[]) => {
    const limited = allowsMultiple ? files : files.slice(0, 1);
    const accepted = limited.filter((file) => accepts(acceptedFileTypes, file));
    const rejected = limited.filter((file) => !accepts(acceptedFileTypes, file));
    if (accepted.length > 0) onFilesAdded(accepted);
    if (rejected.length > 0) onFilesRejected?.(rejected);
  };
  return (
    <div className={styles.root}>
      <DropZone
        className={styles.zone}
        aria-label={label}
        onDrop={async (event) => {
          const files = await Promise.all(
            event.items.flatMap((item) => (item.kind === "file" ? [item.getFile()] : [])),
          );
          take(files);
        }}
      >
        <Icon icon={uploadIcon} size="large" />
        <span>{label}</span>
        {hint ? <p className={styles.hint}>{hint}</p> : null}
        <FileTrigger
          acceptedFileTypes={acceptedFileTypes}
          allowsMultiple={allowsMultiple}
          onSelect={(list) => take(list ? [...list] : [])}
        >
          <Button variant="secondary" size="small">
            {browseLabel}
          </Button>
        </FileTrigger>
      </DropZone>
      {uploads.length > 0 ? (
        <ul className={styles.list} aria-label="Uploads">
          {uploads.map((upload) => (
            <li key={upload.id} className={styles.item} data-status={upload.status}>
              <Icon
                icon={
                  upload.status === "error" ? errorIcon : upload.status === "done" ? successIcon : uploadIcon
                }
              />
              <div className={styles.itemBody}>
                {upload.status === "uploading" ? (
                  <ProgressBar label={upload.name} value={upload.progress} />
                ) : (
                  <span className={styles.fileName}>{upload.name}</span>
                )}
                {upload.status === "error" ? (
                  <p className={styles.error} role="alert">
                    {upload.error ?? "Upload failed"}
                  </p>
                ) : null}
                {upload.status === "done" ? <p className={styles.done}>Uploaded</p> : null}
              </div>
              {upload.status === "uploading" && onCancel ? (
                <IconButton
                  icon={closeIcon}
                  label={`Cancel upload of ${upload.name}`}
                  size="small"
                  onPress={() => onCancel(upload.id)}
                />
              ) : null}
              {upload.status !== "uploading" && onRemove ? (
                <IconButton
                  icon={trashIcon}
                  label={`Remove ${upload.name}`}
                  size="small"
                  onPress={() => onRemove(upload.id)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
