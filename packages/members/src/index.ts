export { ConfirmDeletion, type ConfirmDeletionProps } from "./DeleteAccount/ConfirmDeletion.tsx";
export { DeleteAccountScreen, deletedMembersPath } from "./DeleteAccount/DeleteAccountScreen.tsx";
export { DeleteAccountView, type DeleteAccountViewProps } from "./DeleteAccount/DeleteAccountView.tsx";
export { DeletedMembersScreen, type DeletedMembersState } from "./Deleted/DeletedMembersScreen.tsx";
export { DeletedMembersView } from "./Deleted/DeletedMembersView.tsx";
export { MembersHome } from "./Home/MembersHome.tsx";
export { MembersText } from "./MembersText.ts";
export { ResetPasswordScreen } from "./ResetPassword/ResetPasswordScreen.tsx";
export {
  type ResetPasswordErrors,
  type ResetPasswordValues,
  ResetPasswordView,
  type ResetPasswordViewProps,
} from "./ResetPassword/ResetPasswordView.tsx";
export {
  currentSettingsSection,
  MembersSettings,
  type MembersSettingsProps,
  membersSettingsSections,
} from "./Settings/MembersSettings.tsx";
