export { JobVideoField, type JobVideoFieldProps } from "./JobVideoField.tsx";
export {
  type ListableStorage,
  type MediaUploadState,
  mediaSaveBlocker,
  type UseMediaUploadOptions,
  useMediaUpload,
} from "./useMediaUpload.ts";
export { jobVideoAddress } from "./videoAddress.ts";
