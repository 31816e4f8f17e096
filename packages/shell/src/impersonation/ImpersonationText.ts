import { ErrorText } from "@haulboard/domain";

/**
 * The impersonation texts. Quoted ones are access §2 and §4 verbatim ('Companies', 'Select a user',
 * 'Please select', 'Select the company and user you want to impersonate', 'Session has expired.', Renew, Leave);
 * the others are our choice where the spec is silent.
 */
export const ImpersonationText = {
  open: "Impersonate",
  companies: "Companies",
  selectUser: "Select a user",
  dialogTitle: "Please select",
  dialogText: "Select the company and user you want to impersonate",
  confirm: "Confirm",
  cancel: "Cancel",
  noUsers: "This company has no users.",
  banner: (userName: string, companyName: string) => `You are impersonating ${userName} (${companyName}).`,
  countdownLabel: "Session ends in",
  expired: ErrorText.impersonationExpired,
  renew: "Renew",
  leave: "Leave",
} as const;
