export {
  JobVideoField,
  type JobVideoFieldProps,
  jobVideoAddress,
  type ListableStorage,
  type MediaUploadState,
  mediaSaveBlocker,
  type UseMediaUploadOptions,
  useMediaUpload,
} from "./Media/index.ts";
export { PostedJobsScreen } from "./PostedJobs/PostedJobsScreen.tsx";
export { PostedJobsView, type PostedJobsViewProps } from "./PostedJobs/PostedJobsView.tsx";
export { type DraftAddress, draftKey, emptyDraft, type WizardDraft } from "./Wizard/draft.ts";
export { wizardPaths } from "./Wizard/steps.ts";
export { WizardFrame, WizardLayout } from "./Wizard/WizardLayout.tsx";
