export { JobVideoField, type JobVideoFieldProps } from "./JobVideoField.tsx";
export { type MediaUploadState, mediaSaveBlocker, useMediaUpload } from "./useMediaUpload.ts";
