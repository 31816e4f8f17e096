import type { MediaConfig } from "../config.ts";
import { makeLocalStorage } from "./local.ts";
import type { MediaStorage } from "./MediaStorage.ts";
import { makeS3Storage } from "./s3.ts";

/** The media storage the configuration selects. */
export const openMediaStorage = (media: MediaConfig): MediaStorage =>
  media.storage === "local" ? makeLocalStorage(media.dir) : makeS3Storage(media);
