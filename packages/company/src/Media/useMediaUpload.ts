import {
  type ApiError,
  type Media,
  readUploadRecord,
  resumeKey,
  type StorageLike,
  uploadMedia,
} from "@haulboard/api";
import { useApiClient } from "@haulboard/api/react";
import { ErrorText, type MediaKind, mediaKindOf } from "@haulboard/domain";
import type { MediaUploadItem } from "@haulboard/ui";
import { Effect, Exit, Fiber } from "effect";
import { useCallback, useEffect, useRef, useState } from "react";

type StoredFile = Media.StoredFile;

/** The api client remembers an unfinished upload under `haulboard.upload:<name>:<size>:<lastModified>`. */
const recordPrefix = "haulboard.upload:";

/** A storage whose keys can be listed (localStorage, or a test's own). */
export type ListableStorage = StorageLike & { readonly length: number; key(index: number): string | null };

const browserStorage = (): ListableStorage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

/** An upload the api client remembered (a reload cut it short): its file's name and its record's key. */
const findResumable = (storage: ListableStorage) => {
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key?.startsWith(recordPrefix) && readUploadRecord(storage, key) !== null) {
      const fileName = key.slice(recordPrefix.length).split(":").slice(0, -2).join(":");
      return { fileName, key };
    }
  }
  return null;
};

export interface MediaUploadState {
  /** What `MediaUpload` shows: the file, its status and acknowledged bytes; null before a file is chosen. */
  readonly item: MediaUploadItem | null;
  /** An upload cut short by a reload: `MediaUpload` asks "Continue uploading <fileName>?". */
  readonly resumable: { readonly fileName: string } | null;
  /** The stored file once uploaded (its `url` goes into the job's `videoUrl`). */
  readonly stored: StoredFile | null;
  /** employer-work §4: a failed upload sets this flag and the job save is aborted. */
  readonly multimediaUploadFailed: boolean;
  /** Start uploading a file that passed MediaUpload's type and size checks. */
  readonly choose: (file: File) => void;
  /** Stop the upload in progress; the server drops the parts it holds. */
  readonly cancel: () => void;
  /** Send the failed file again, from the parts the server holds. */
  readonly retry: () => void;
  /** Forget the uploaded (or failed) file in the form. The stored file stays until the job is saved without it. */
  readonly remove: () => void;
  /** The same file chosen again after a reload: continue after the parts the server holds. */
  readonly resume: (file: File) => void;
  /** Start over instead: the earlier upload is forgotten and the server drops its parts. */
  readonly discardResume: () => void;
}

export interface UseMediaUploadOptions {
  /** Where the api client remembers unfinished uploads. @default localStorage */
  readonly storage?: ListableStorage;
}

/**
 * Runs one media upload for a form (the api client's resumable, chunked `uploadMedia`) and exposes what
 * `MediaUpload` shows. Cancel interrupts it and tells the server to drop the upload; retry and resume
 * continue from the parts the server holds.
 */
export const useMediaUpload = (options: UseMediaUploadOptions = {}): MediaUploadState => {
  const client = useApiClient();
  const storage = options.storage ?? browserStorage();
  const [item, setItem] = useState<MediaUploadItem | null>(null);
  const [stored, setStored] = useState<StoredFile | null>(null);
  const [resumable, setResumable] = useState<{ fileName: string; key: string } | null>(null);
  const fiber = useRef<Fiber.Fiber<StoredFile, ApiError> | null>(null);
  const file = useRef<File | null>(null);
  const preview = useRef<string | null>(null);
  const stopAttempt = useRef<() => void>(() => {});

  useEffect(() => {
    if (storage) setResumable(findResumable(storage));
  }, [storage]);
  useEffect(
    () => () => {
      if (fiber.current) Effect.runFork(Fiber.interrupt(fiber.current));
      if (preview.current) URL.revokeObjectURL(preview.current);
    },
    [],
  );

  /** Forgets a remembered upload and asks the server to drop its parts (best effort: they expire anyway). */
  const abandon = useCallback(
    (key: string) => {
      if (!storage) return;
      const record = readUploadRecord(storage, key);
      storage.removeItem(key);
      if (record) Effect.runFork(Effect.ignore(client.media.delete({ params: { id: record.uploadId } })));
    },
    [client, storage],
  );

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
      // Progress of an upload that was cancelled or replaced since is not shown (runFork starts at once,
      // so the check reads a flag rather than the fiber).
      const attempt = { current: true };
      const running = Effect.runFork(
        uploadMedia(client, chosen, {
          ...(storage ? { storage } : {}),
          onProgress: (progress) => {
            if (attempt.current) setItem({ ...base, status: "uploading", bytesSent: progress.bytesSent });
          },
        }).pipe(
          Effect.ensuring(
            Effect.sync(() => {
              attempt.current = false;
            }),
          ),
        ),
      );
      fiber.current = running;
      stopAttempt.current = () => {
        attempt.current = false;
      };
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
    [client, storage],
  );

  const stop = useCallback(() => {
    const running = fiber.current;
    fiber.current = null;
    stopAttempt.current();
    if (running) Effect.runFork(Fiber.interrupt(running));
  }, []);

  return {
    item,
    resumable: resumable ? { fileName: resumable.fileName } : null,
    stored,
    multimediaUploadFailed: item?.status === "failed",
    choose: start,
    cancel: () => {
      const wasRunning = fiber.current !== null;
      stop();
      if (wasRunning && file.current) abandon(resumeKey(file.current));
      setItem(null);
    },
    retry: () => {
      if (file.current) start(file.current);
    },
    remove: () => {
      stop();
      if (file.current) abandon(resumeKey(file.current));
      setItem(null);
      setStored(null);
    },
    resume: start,
    discardResume: () => {
      if (resumable) abandon(resumable.key);
      setResumable(null);
    },
  };
};

/** The job form's rule (employer-work §4): a failed media upload aborts the save with the spec's text. */
export const mediaSaveBlocker = (state: Pick<MediaUploadState, "multimediaUploadFailed">): string | null =>
  state.multimediaUploadFailed ? ErrorText.multimediaUploadFailed : null;
