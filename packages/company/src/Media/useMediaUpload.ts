import { type ApiError, type Media, readUploadRecord, uploadMedia } from "@haulboard/api";
import { useApiClient } from "@haulboard/api/react";
import { ErrorText, type MediaKind, mediaKindOf } from "@haulboard/domain";
import type { MediaUploadItem } from "@haulboard/ui";
import { Effect, Exit, Fiber } from "effect";
import { useCallback, useEffect, useRef, useState } from "react";

type StoredFile = Media.StoredFile;

const recordPrefix = "haulboard.upload:";

/** An upload the api client remembered (a reload cut it short): the name of its file. */
const findResumable = (): { fileName: string; key: string } | null => {
  try {
    const storage = globalThis.localStorage;
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key?.startsWith(recordPrefix) && readUploadRecord(storage, key) !== null) {
        // The key is haulboard.upload:<name>:<size>:<lastModified>.
        const fileName = key.slice(recordPrefix.length).split(":").slice(0, -2).join(":");
        return { fileName, key };
      }
    }
  } catch {
    // No storage: nothing to resume.
  }
  return null;
};

export interface MediaUploadState {
  readonly item: MediaUploadItem | null;
  readonly resumable: { readonly fileName: string } | null;
  /** The stored file once uploaded (its file_name goes into the job's video_url). */
  readonly stored: StoredFile | null;
  /** employer-work §4: a failed upload sets this flag and the job save is aborted. */
  readonly multimediaUploadFailed: boolean;
  readonly choose: (file: File) => void;
  readonly cancel: () => void;
  readonly retry: () => void;
  readonly remove: () => void;
  readonly resume: (file: File) => void;
  readonly discardResume: () => void;
}

/**
 * Runs one media upload for a form (the api client's resumable, chunked `uploadMedia`) and exposes what
 * `MediaUpload` shows. Cancel interrupts it; retry and resume continue from the parts the server holds.
 */
export const useMediaUpload = (): MediaUploadState => {
  const client = useApiClient();
  const [item, setItem] = useState<MediaUploadItem | null>(null);
  const [stored, setStored] = useState<StoredFile | null>(null);
  const [resumable, setResumable] = useState<{ fileName: string; key: string } | null>(null);
  const fiber = useRef<Fiber.Fiber<StoredFile, ApiError> | null>(null);
  const file = useRef<File | null>(null);
  const preview = useRef<string | null>(null);

  useEffect(() => {
    setResumable(findResumable());
    return () => {
      if (fiber.current) Effect.runFork(Fiber.interrupt(fiber.current));
      if (preview.current) URL.revokeObjectURL(preview.current);
    };
  }, []);

  const start = useCallback(
    (chosen: File) => {
      file.current = chosen;
      if (preview.current) URL.revokeObjectURL(preview.current);
      preview.current = URL.createObjectURL(chosen);
      const kind: MediaKind = mediaKindOf(chosen.type || chosen.name) ?? "video";
      const base = { name: chosen.name, kind, totalBytes: chosen.size, previewUrl: preview.current };
      setStored(null);
      setResumable(null);
      setItem({ ...base, status: "uploading", bytesSent: 0 });
      const running = Effect.runFork(
        uploadMedia(client, chosen, {
          onProgress: (progress) => setItem({ ...base, status: "uploading", bytesSent: progress.bytesSent }),
        }),
      );
      fiber.current = running;
      Effect.runPromise(Fiber.await(running)).then((exit) => {
        if (fiber.current !== running) return;
        fiber.current = null;
        if (Exit.isSuccess(exit)) {
          setStored(exit.value);
          setItem({ ...base, status: "done", bytesSent: chosen.size });
        } else if (!Exit.hasInterrupts(exit)) {
          setItem((current) => ({
            ...base,
            bytesSent: current?.bytesSent ?? 0,
            status: "failed",
            error: ErrorText.multimediaUploadFailed,
          }));
        }
      });
    },
    [client],
  );

  const cancel = useCallback(() => {
    const running = fiber.current;
    fiber.current = null;
    if (running) Effect.runFork(Fiber.interrupt(running));
    setItem(null);
  }, []);

  return {
    item,
    resumable: resumable ? { fileName: resumable.fileName } : null,
    stored,
    multimediaUploadFailed: item?.status === "failed",
    choose: start,
    cancel,
    retry: () => {
      if (file.current) start(file.current);
    },
    remove: () => {
      cancel();
      setStored(null);
    },
    resume: start,
    discardResume: () => {
      if (resumable) globalThis.localStorage?.removeItem(resumable.key);
      setResumable(null);
    },
  };
};

/** The job form's rule (employer-work §4): a failed media upload aborts the save with the spec's text. */
export const mediaSaveBlocker = (state: Pick<MediaUploadState, "multimediaUploadFailed">): string | null =>
  state.multimediaUploadFailed ? ErrorText.multimediaUploadFailed : null;
