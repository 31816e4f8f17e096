export {
  JobVideoField,
  type JobVideoFieldProps,
  type MediaUploadState,
  mediaSaveBlocker,
  useMediaUpload,
} from "./Media/index.ts";
