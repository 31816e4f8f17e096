// Impersonation (access §2, §4, §6): the header's company and user pickers, the 'Please select' dialog,
// the countdown banner and the expiry dialog. Mount `ImpersonationPicker` in the portal layout's header
// slot and `ImpersonationBannerSlot` in its banner slot.
export { ImpersonationBanner, type ImpersonationBannerProps } from "./ImpersonationBanner.tsx";
export { ImpersonationBannerSlot } from "./ImpersonationBannerSlot.tsx";
export {
  type ImpersonationChoice,
  ImpersonationDialog,
  type ImpersonationDialogProps,
  type PickerOption,
} from "./ImpersonationDialog.tsx";
export { ImpersonationPicker } from "./ImpersonationPicker.tsx";
export {
  clearImpersonationSession,
  type ImpersonationSession,
  impersonationStorageKey,
  readImpersonationSession,
  secondsLeft,
  writeImpersonationSession,
} from "./ImpersonationSession.ts";
export { ImpersonationText } from "./ImpersonationText.ts";
export { SessionExpiredDialog, type SessionExpiredDialogProps } from "./SessionExpiredDialog.tsx";
export {
  adminPortalPath,
  companyJobsPath,
  type Impersonation,
  type ImpersonationTarget,
  restoreAdminSession,
  useImpersonation,
} from "./useImpersonation.ts";
