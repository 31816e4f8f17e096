export { ConfirmDeletion, type ConfirmDeletionProps } from "./deleteAccount/ConfirmDeletion.tsx";
export { DeleteAccount, type DeleteAccountProps } from "./deleteAccount/DeleteAccount.tsx";
export { DeleteAccountContainer, deletedMembersPath } from "./deleteAccount/DeleteAccountContainer.tsx";
export { DeletedMembers } from "./deleted/DeletedMembers.tsx";
export { DeletedMembersScreen, type DeletedMembersState } from "./deleted/DeletedMembersScreen.tsx";
export { MembersHome } from "./home/MembersHome.tsx";
export { MembersText } from "./MembersText.ts";
export {
  ResetPassword,
  type ResetPasswordErrors,
  type ResetPasswordProps,
  type ResetPasswordValues,
} from "./resetPassword/ResetPassword.tsx";
export { ResetPasswordContainer } from "./resetPassword/ResetPasswordContainer.tsx";
export {
  currentSettingsSection,
  MembersSettings,
  type MembersSettingsProps,
  membersSettingsSections,
} from "./settings/MembersSettings.tsx";
