import { ErrorText, unauthorizedFlagKey } from "@haulboard/domain";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { useAlerts } from "../alerts/Alerts.tsx";

const safeSessionStorage = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
};

/**
 * Takes the 'unauthorized' flag out of session storage: true when it was set. Reading clears it, so the
 * 'Session expired' warning shows once (access §4).
 */
export const takeUnauthorizedFlag = (storage: Storage | undefined = safeSessionStorage()): boolean => {
  if (storage?.getItem(unauthorizedFlagKey) == null) return false;
  storage.removeItem(unauthorizedFlagKey);
  return true;
};

/** Whether the page was opened from the email-verification link (`?validated=true`, access §2). */
export const isEmailValidatedQuery = (search: string): boolean =>
  new URLSearchParams(search).get("validated") === "true";

/**
 * The two notices the app shows on arrival at a page: the 'Session expired' warning after the session ended
 * (checked on every navigation, since the api client sends the user to login without reloading), and
 * 'Your email has been verified.' on `validated=true`.
 */
export const useStartupNotices = (): void => {
  const { pathname, search } = useLocation();
  const { showAlert } = useAlerts();
  useEffect(() => {
    if (takeUnauthorizedFlag()) showAlert({ type: "warning", message: ErrorText.sessionExpired });
  }, [pathname, showAlert]);
  useEffect(() => {
    if (isEmailValidatedQuery(search)) showAlert({ type: "success", message: ErrorText.emailVerified });
  }, [search, showAlert]);
};
