export {
  JobVideoField,
  type JobVideoFieldProps,
  type ListableStorage,
  type MediaUploadState,
  mediaSaveBlocker,
  type UseMediaUploadOptions,
  useMediaUpload,
} from "./Media/index.ts";
