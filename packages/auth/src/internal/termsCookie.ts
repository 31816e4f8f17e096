import { termsCookieDays, termsCookieName } from "@haulboard/domain";

const secondsPerDay = 24 * 60 * 60;

/**
 * The visitor's terms choice from the `termsAccepted` cookie (access §4): `true` accepted, `false`
 * declined, `undefined` when the cookie is absent — the only case in which the terms dialog shows.
 */
export const readTermsChoice = (
  cookie: string = typeof document === "undefined" ? "" : document.cookie,
): boolean | undefined => {
  for (const part of cookie.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === termsCookieName) return value === "true";
  }
  return undefined;
};

/** Accept writes `true`, Decline writes `false`; both live 365 days (access §4, §9). */
export const writeTermsChoice = (accepted: boolean): void => {
  // biome-ignore lint/suspicious/noDocumentCookie: one cookie, no need for the async Cookie Store API.
  document.cookie = `${termsCookieName}=${accepted}; max-age=${termsCookieDays * secondsPerDay}; path=/; samesite=lax`;
};
