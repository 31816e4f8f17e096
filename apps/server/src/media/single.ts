import { randomUUID } from "node:crypto";
import { Media } from "@haulboard/api/contract";
import { type MediaKind, mediaMaxBytes, singleUploadLimitBytes } from "@haulboard/domain";
import type { Context } from "hono";
import type { Deps } from "../deps.ts";
import { appError, appErrorOf, ErrorFamilies, Errors } from "../errors/catalogue.ts";
import type { Caller } from "../http/context.ts";
import { cleanImage } from "../mediaStore/images.ts";
import { readMultipart } from "../mediaStore/multipart.ts";
import { contentTypes, extensionOf } from "../mediaStore/sniff.ts";
import { readAtMost } from "../mediaStore/streams.ts";
import { checkContent, checkExtension, decodeFields } from "./checks.ts";
import { checkUploadRate, withStorage } from "./limits.ts";
import { checkJobPoster, keyOf, mediaUrl } from "./rules.ts";
import { processImage, recordFile, storageFailure, storeImage } from "./store.ts";

// ---------- single-request uploads (jobs: videos under 10 MB; ads: videos under 10 MB or images) ----------

export const uploadSingle =
  (area: "jobs" | "ads", kinds: readonly MediaKind[]) => async (c: Context, deps: Deps, caller: Caller) => {
    checkJobPoster(area, caller);
    await checkUploadRate(deps, caller);
    const { file } = await readMultipart(c, {
      fileField: "file",
      onFile: async (fields, stream) => {
        const { extension } = decodeFields(Media.SimpleUploadRequest, fields, "file");
        checkExtension(extension, kinds);
        const limit = Math.max(singleUploadLimitBytes - 1, kinds.includes("image") ? mediaMaxBytes.image : 0);
        const bytes = await readAtMost(stream, limit);
        if (bytes === null)
          throw appError(kinds.includes("image") ? Errors.imageTooLarge : Errors.singleTooLarge);
        if (bytes.length === 0) throw appError(Errors.emptyFile, { field: "file" });
        const type = checkContent(bytes.subarray(0, 1024), kinds, extension);
        if (contentTypes[type].startsWith("video/") && bytes.length >= singleUploadLimitBytes)
          throw appError(Errors.singleTooLarge);
        return withStorage(deps, caller, bytes.length, async () => {
          if (contentTypes[type].startsWith("video/")) {
            const fileName = `${randomUUID()}.${extensionOf(type)}`;
            await deps.media.putObject(keyOf(area, fileName), bytes, contentTypes[type]).catch((error) => {
              throw storageFailure(error);
            });
            await recordFile(deps, caller, area, fileName, contentTypes[type], bytes.length);
            return { fileName, url: mediaUrl(deps, area, fileName) };
          }
          const image = await processImage(() => cleanImage(bytes, type));
          await storeImage(deps, caller, area, image);
          return { fileName: image.name, url: mediaUrl(deps, area, image.name) };
        });
      },
    });
    if (file === undefined) throw appErrorOf(ErrorFamilies.fileFieldMissing, ["file"], { field: "file" });
    return file;
  };
