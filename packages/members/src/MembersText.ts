/**
 * The members area's texts. The deleted-account text is the spec's (access §2 "Delete Account screen");
 * the others fill places where the spec gives no wording (see README).
 */
export const MembersText = {
  homeTitle: "Home",
  homeIntro: "Welcome to the Haulboard drivers' area.",
  homeHint: "Recommend Haulboard to other drivers from the navigation, or manage your account in Settings.",
  // A driver's Home (issue 19). Here, not in DriversText, so that the Home's first paint does not load the
  // job search's texts.
  myApplications: "My applications",
  myProfile: "My profile",
  searching: "Searching jobs",
  settingsTitle: "Settings",
  resetPasswordTab: "Reset password",
  deleteAccountTab: "Delete account",
  deleteAccountTitle: "Delete account",
  deleteAccountWarning:
    "Deleting your account removes your profile, your saved jobs and your subscriptions. This cannot be undone.",
  /** The spec's support notice omits its phone number: this one is a placeholder from the 555-01xx range. */
  supportNotice: "Need help instead? Call our driver support team at (800)555-0160.",
  deleteAccountButton: "Delete account",
  confirmTitle: "Delete account",
  confirmText: "Are you sure you want to delete your account?",
  deletedTitle: "Your account has been deleted.",
  deletedText:
    "We're sorry to see you go, remember you're welcome to come back any time and keep enjoying the community and benefits.",
  resetPasswordTitle: "Reset password",
  resetPasswordIntro: "Choose a new password for your account.",
  currentPassword: "Current password",
  newPassword: "New password",
  confirmPassword: "Confirm password",
  resetPasswordButton: "Reset password",
} as const;
