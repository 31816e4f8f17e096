import {
  isSingleUpload,
  planUploadParts,
  uploadExtension,
  uploadPartsInFlight,
  uploadStepRetryTimes,
} from "@haulboard/domain";
import { Effect, Queue, Stream } from "effect";
import {
  finishAdUpload,
  finishUpload,
  listAdUploadedParts,
  listUploadedParts,
  type StoredFile,
  startAdUpload,
  startUpload,
  type UploadedPart,
  uploadAdMedia,
  uploadAdPart,
  uploadPart,
  uploadSimple,
} from "../contract/Media.ts";
import type { ApiError } from "./ApiError.ts";
import type { ApiCaller } from "./Caller.ts";
import { isTransient } from "./ErrorTags.ts";
import { makeMemoryStorage, type StorageLike } from "./TokenStore.ts";

/** What a progress bar reads. `bytesSent` counts acknowledged bytes only. */
export interface UploadProgress {
  readonly bytesSent: number;
  readonly totalBytes: number;
  /** 0 to 100, whole numbers. */
  readonly percent: number;
}

export type UploadEvent =
  | ({ readonly _tag: "Progress" } & UploadProgress)
  | { readonly _tag: "Done"; readonly file: StoredFile };

/** A File, or any Blob with a name (and, for resuming, a lastModified time). */
export type UploadFile = Blob & { readonly name: string; readonly lastModified?: number };

/** What is remembered between attempts (and page reloads) of a multipart upload. */
export interface UploadRecord {
  readonly uploadId: string;
  readonly fileName: string;
  readonly parts: ReadonlyArray<UploadedPart>;
}

export interface UploadOptions {
  readonly onProgress?: (progress: UploadProgress) => void;
  /** Where resumable uploads are remembered. @default localStorage (in-memory fallback) */
  readonly storage?: StorageLike;
  /** Whose media: a job's video (`/jobs/multimedia/upload`) or an ad's (`/ads/multimedia/upload`). @default "jobs" */
  readonly area?: "jobs" | "ads";
}

/** The calls of each area's upload stages. */
const stagesOf = {
  jobs: {
    simple: uploadSimple,
    start: startUpload,
    part: uploadPart,
    finish: finishUpload,
    list: listUploadedParts,
  },
  ads: {
    simple: uploadAdMedia,
    start: startAdUpload,
    part: uploadAdPart,
    finish: finishAdUpload,
    list: listAdUploadedParts,
  },
} as const;

const defaultStorage = (() => {
  let storage: StorageLike | undefined;
  return () => {
    if (storage) return storage;
    try {
      storage = globalThis.localStorage ?? makeMemoryStorage();
    } catch {
      storage = makeMemoryStorage();
    }
    return storage;
  };
})();

/** The same file (name, size, last change) gets the same key after a reload. */
export const resumeKey = (file: UploadFile): string =>
  `haulboard.upload:${file.name}:${file.size}:${file.lastModified ?? 0}`;

export const readUploadRecord = (storage: StorageLike, key: string): UploadRecord | null => {
  try {
    const text = storage.getItem(key);
    return text ? (JSON.parse(text) as UploadRecord) : null;
  } catch {
    return null;
  }
};

const writeRecord = (storage: StorageLike, key: string, record: UploadRecord | null) => {
  try {
    if (record === null) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(record));
  } catch {
    // A full or unavailable storage only costs the ability to resume.
  }
};

/** Base64 SHA-256 of a part: the server recomputes it and refuses a part that changed on the way. */
export const checksumOf = (blob: Blob): Effect.Effect<string> =>
  Effect.promise(async () => {
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", await blob.arrayBuffer()));
    let binary = "";
    for (const byte of digest) binary += String.fromCharCode(byte);
    return btoa(binary);
  });

/** employer-work §7: each upload step is retried once (when retrying can help). */
const retryStep = <A>(step: Effect.Effect<A, ApiError>) =>
  step.pipe(Effect.retry({ times: uploadStepRetryTimes, while: isTransient }));

const progressOf = (bytesSent: number, totalBytes: number): UploadProgress => ({
  bytesSent,
  totalBytes,
  percent: totalBytes === 0 ? 100 : Math.floor((bytesSent / totalBytes) * 100),
});

/**
 * Upload a job's media file (employer-work §7 "Media"): one request under 10 MB, otherwise start, parts
 * sized by the chunk rule (up to `uploadPartsInFlight` at once), finish with the parts as JSON. Interrupt
 * the Effect to cancel. A multipart
 * upload that fails or is cut short by a reload continues from the last acknowledged part next time.
 */
export const uploadMedia = (
  client: ApiCaller,
  file: UploadFile,
  options: UploadOptions = {},
): Effect.Effect<StoredFile, ApiError> =>
  Effect.gen(function* () {
    const totalBytes = file.size;
    const report = (bytes: number) => options.onProgress?.(progressOf(bytes, totalBytes));
    const extension = uploadExtension(file.name);
    const stages = stagesOf[options.area ?? "jobs"];
    report(0);

    if (isSingleUpload(totalBytes)) {
      const stored = yield* retryStep(client.call(stages.simple, { body: { extension, file } }));
      report(totalBytes);
      return stored;
    }

    const storage = options.storage ?? defaultStorage();
    const key = resumeKey(file);
    let record = readUploadRecord(storage, key);
    if (record !== null) {
      // The server is the truth about which parts it holds; an expired upload starts over.
      const held = yield* retryStep(client.call(stages.list, { params: { uploadId: record.uploadId } })).pipe(
        Effect.catchTag("NotFound", () => Effect.succeed(null)),
      );
      record =
        held === null
          ? null
          : { ...record, parts: held.map((part) => ({ partNumber: part.partNumber, etag: part.etag })) };
    }
    if (record === null) {
      const started = yield* retryStep(client.call(stages.start, { body: { extension } }));
      record = { uploadId: started.uploadId, fileName: started.fileName, parts: [] };
      writeRecord(storage, key, record);
    }

    const plan = planUploadParts(totalBytes);
    const acknowledged = new Map(record.parts.map((part) => [part.partNumber, part]));
    let bytesSent = plan
      .filter((part) => acknowledged.has(part.partNumber))
      .reduce((sum, part) => sum + (part.end - part.start), 0);
    report(bytesSent);

    // Up to `uploadPartsInFlight` parts at once (each hashed just before it is sent); every acknowledged
    // part is remembered at once, so a reload resumes after whichever parts the server already holds.
    const { uploadId, fileName } = record;
    const sendPart = (part: (typeof plan)[number]) =>
      Effect.gen(function* () {
        const bytes = file.slice(part.start, part.end);
        const checksum = yield* checksumOf(bytes);
        const sent = yield* retryStep(
          client.call(stages.part, {
            body: {
              uploadId,
              fileName,
              partNumber: part.partNumber,
              size: bytes.size,
              checksum,
              file: bytes,
            },
          }),
        );
        acknowledged.set(part.partNumber, { partNumber: sent.partNumber, etag: sent.etag });
        writeRecord(storage, key, {
          uploadId,
          fileName,
          parts: [...acknowledged.values()].sort((a, b) => a.partNumber - b.partNumber),
        });
        bytesSent += part.end - part.start;
        report(bytesSent);
      });
    yield* Effect.forEach(
      plan.filter((part) => !acknowledged.has(part.partNumber)),
      sendPart,
      { concurrency: uploadPartsInFlight, discard: true },
    );
    record = {
      uploadId,
      fileName,
      parts: [...acknowledged.values()].sort((a, b) => a.partNumber - b.partNumber),
    };

    const stored = yield* retryStep(
      client.call(stages.finish, {
        body: { uploadId: record.uploadId, fileName: record.fileName, parts: record.parts },
      }),
    );
    writeRecord(storage, key, null);
    return stored;
  });

/** The same upload as a stream of progress events ending with `Done`; interrupting the stream cancels it. */
export const uploadMediaStream = (
  client: ApiCaller,
  file: UploadFile,
  options: Omit<UploadOptions, "onProgress"> = {},
): Stream.Stream<UploadEvent, ApiError> =>
  Stream.callback<UploadEvent, ApiError>((queue) =>
    uploadMedia(client, file, {
      ...options,
      onProgress: (progress) => void Queue.offerUnsafe(queue, { _tag: "Progress", ...progress }),
    }).pipe(
      Effect.tap((stored) =>
        Effect.sync(() => {
          Queue.offerUnsafe(queue, { _tag: "Done", file: stored });
          Queue.endUnsafe(queue);
        }),
      ),
    ),
  );
