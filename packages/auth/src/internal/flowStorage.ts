/**
 * What one auth screen hands to the next across a navigation (the entered email from sign-up to
 * fast-login, the email and reset token through the forgot-password steps). Kept in sessionStorage so
 * a reload of the next step keeps working and nothing outlives the tab.
 */
const key = "haulboard.auth.flow";

export interface AuthFlowState {
  /** The email entered on /signup or /forgot-password. */
  readonly email?: string;
  /** The code's exchange from /reset-code, used by /change-password. */
  readonly resetToken?: string;
  /** Where the reset started ('admin' or 'employer'), to return to the matching login. */
  readonly role?: string;
  /** The company created at /company-info, completed at /company-address. */
  readonly companyId?: number;
  /** An email for the login form to show once (fast-login's "sign in as a driver instead"). */
  readonly loginEmail?: string;
}

/** The email handed to the login form, read once. */
export const takeLoginEmail = (): string | undefined => {
  const { loginEmail, ...rest } = readFlow();
  if (loginEmail !== undefined) storage()?.setItem(key, JSON.stringify(rest));
  return loginEmail;
};

const storage = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
};

export const readFlow = (): AuthFlowState => {
  try {
    return JSON.parse(storage()?.getItem(key) ?? "{}") as AuthFlowState;
  } catch {
    return {};
  }
};

export const writeFlow = (state: AuthFlowState): void => {
  storage()?.setItem(key, JSON.stringify({ ...readFlow(), ...state }));
};

export const clearFlow = (): void => {
  storage()?.removeItem(key);
};
