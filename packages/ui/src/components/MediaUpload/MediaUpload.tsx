import { type MediaKind, MediaMessages, mediaKindOf, mediaSizeProblem } from "@haulboard/domain";
import { useState } from "react";
import { FileTrigger } from "react-aria-components/FileTrigger";
import { Button } from "../Button/Button.tsx";
import { FileDropZone } from "../FileDropZone/FileDropZone.tsx";
import { ProgressBar } from "../ProgressBar/ProgressBar.tsx";
import * as styles from "./MediaUpload.css.ts";

export const mediaUploadStatuses = ["uploading", "failed", "done"] as const;
export type MediaUploadStatus = (typeof mediaUploadStatuses)[number];

/** The one file of the field: its progress in bytes, its status and a preview. */
export interface MediaUploadItem {
  readonly name: string;
  readonly kind: MediaKind;
  readonly status: MediaUploadStatus;
  /** Acknowledged bytes (what the server holds). */
  readonly bytesSent: number;
  readonly totalBytes: number;
  /** A URL to preview the file: the video's first frame is its poster, an image its thumbnail. */
  readonly previewUrl?: string | undefined;
  /** Shown when `status` is "failed", e.g. "multimedia upload failed". */
  readonly error?: string | undefined;
}

export interface MediaUploadProps {
  /** The drop zone's text and accessible name, e.g. "Drop a video here". */
  label: string;
  /**
   * Which kinds may be chosen.
   * @default ["video"]
   */
  kinds?: readonly MediaKind[];
  /**
   * The file being uploaded or uploaded; none shows the drop zone.
   * @default null
   */
  item?: MediaUploadItem | null;
  /**
   * An upload cut short earlier (a reload) that can continue: asks "Continue uploading <name>?".
   * @default null
   */
  resumable?: { readonly fileName: string } | null;
  /**
   * A refusal to show (the caller's, e.g. from the server); the component adds its own type and size checks.
   * @default undefined
   */
  error?: string | undefined;
  /** A file passed the type and size checks: start uploading it. */
  onFileChosen: (file: File) => void;
  /** A file was refused before sending, with the reason shown. @default undefined */
  onFileRefused?: (file: File, reason: string) => void;
  /** Stop the upload in progress. @default undefined */
  onCancel?: () => void;
  /** Send the failed upload again (from the last acknowledged part). @default undefined */
  onRetry?: () => void;
  /** Remove the uploaded or failed file. @default undefined */
  onRemove?: () => void;
  /** The same file was chosen again to continue the earlier upload. @default undefined */
  onResume?: (file: File) => void;
  /** Forget the earlier upload. @default undefined */
  onDiscardResume?: () => void;
}

const mimeTypes: Readonly<Record<MediaKind, readonly string[]>> = {
  video: ["video/mp4", "video/webm"],
  image: ["image/png", "image/jpeg", "image/webp", "image/gif"],
};

const units = ["bytes", "KB", "MB", "GB"] as const;
/** "12.5 MB": sizes in binary units, as the domain's limits count them. */
export const formatBytes = (bytes: number): string => {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(1)} ${units[unit]}`;
};

/** Why a file may not be sent (type by name or MIME, size per kind), or null. */
export const refusalOf = (file: File, kinds: readonly MediaKind[]): string | null => {
  const byType = file.type ? mediaKindOf(file.type) : null;
  const kind = byType ?? mediaKindOf(file.name);
  if (/svg/i.test(file.type) || /\.svgz?$/i.test(file.name)) return MediaMessages.svgRefused;
  if (kind === null || !kinds.includes(kind)) {
    if (kinds.length > 1) return MediaMessages.unsupportedType;
    return kinds[0] === "video" ? MediaMessages.videoOnly : MediaMessages.imageOnly;
  }
  return mediaSizeProblem(kind, file.size);
};

const percentOf = (item: MediaUploadItem) =>
  item.totalBytes === 0 ? 100 : Math.floor((item.bytesSent / item.totalBytes) * 100);

/**
 * One media file for a form (job video, ad creative): choose or drop, type and size checked before
 * sending, progress in bytes and percent, cancel, retry, continue after a reload, preview, remove.
 * It holds no upload itself: a container runs the upload and passes `item`.
 */
export function MediaUpload({
  label,
  kinds = ["video"],
  item = null,
  resumable = null,
  error,
  onFileChosen,
  onFileRefused,
  onCancel,
  onRetry,
  onRemove,
  onResume,
  onDiscardResume,
}: MediaUploadProps) {
  const accepted = kinds.flatMap((kind) => mimeTypes[kind]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refuse = (file: File, reason: string) => {
    setRefusal(reason);
    onFileRefused?.(file, reason);
  };
  const choose = (file: File, then: (file: File) => void) => {
    const reason = refusalOf(file, kinds);
    if (reason) refuse(file, reason);
    else {
      setRefusal(null);
      then(file);
    }
  };
  const shownError = refusal ?? error;
  const hint = kinds
    .map((kind) =>
      kind === "video" ? "MP4 or WebM video up to 1 GB" : "PNG, JPEG, WebP or GIF image up to 20 MB",
    )
    .join("; ");

  if (resumable && !item) {
    return (
      <div className={styles.root}>
        <section className={styles.panel} data-status="resumable" aria-label="Unfinished upload">
          <div className={styles.body}>
            <p className={styles.fileName}>{MediaMessages.continueUploading(resumable.fileName)}</p>
            <p className={styles.note}>Choose the same file again to continue where it stopped.</p>
            <div className={styles.actions}>
              <FileTrigger
                acceptedFileTypes={accepted}
                onSelect={(list) => list?.[0] && choose(list[0], onResume ?? onFileChosen)}
              >
                <Button variant="primary" size="small">
                  {`Continue with ${resumable.fileName}`}
                </Button>
              </FileTrigger>
              {onDiscardResume ? (
                <Button variant="tertiary" size="small" onPress={onDiscardResume}>
                  Start over
                </Button>
              ) : null}
            </div>
          </div>
        </section>
      </div>
    );
  }

  return (
    <div className={styles.root}>
      {item ? (
        <section className={styles.panel} data-status={item.status} aria-label={`Upload of ${item.name}`}>
          {item.previewUrl ? (
            item.kind === "video" ? (
              // The first frame is the poster: only metadata and one frame are loaded.
              <video
                className={styles.preview}
                src={item.previewUrl}
                preload="metadata"
                muted
                aria-label={`Preview of ${item.name}`}
              />
            ) : (
              <img className={styles.preview} src={item.previewUrl} alt={`Preview of ${item.name}`} />
            )
          ) : null}
          <div className={styles.body}>
            {item.status === "uploading" ? (
              <ProgressBar
                label={item.name}
                value={percentOf(item)}
                valueLabel={`${formatBytes(item.bytesSent)} of ${formatBytes(item.totalBytes)} (${percentOf(item)}%)`}
              />
            ) : (
              <p className={styles.fileName}>{item.name}</p>
            )}
            {item.status === "done" ? (
              <p className={styles.note}>{`Uploaded, ${formatBytes(item.totalBytes)}`}</p>
            ) : null}
            {item.status === "failed" ? (
              <p className={styles.error} role="alert">
                {item.error ?? MediaMessages.uploadNotFound}
              </p>
            ) : null}
            <div className={styles.actions}>
              {item.status === "uploading" && onCancel ? (
                <Button variant="secondary" size="small" onPress={onCancel}>
                  Cancel upload
                </Button>
              ) : null}
              {item.status === "failed" && onRetry ? (
                <Button variant="primary" size="small" onPress={onRetry}>
                  Retry
                </Button>
              ) : null}
              {item.status !== "uploading" && onRemove ? (
                <Button variant="tertiary" size="small" onPress={onRemove}>
                  {`Remove ${item.name}`}
                </Button>
              ) : null}
            </div>
          </div>
        </section>
      ) : (
        <FileDropZone
          label={label}
          hint={hint}
          acceptedFileTypes={accepted}
          onFilesAdded={(files) => files[0] && choose(files[0], onFileChosen)}
          onFilesRejected={(files) =>
            files[0] && refuse(files[0], refusalOf(files[0], kinds) ?? MediaMessages.unsupportedType)
          }
        />
      )}
      {shownError ? (
        <p className={styles.error} role="alert">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
