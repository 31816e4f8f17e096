import type { Companies } from "@haulboard/api";
import type { CompanySettingsForm } from "./CompanySettingsView.tsx";

type CompanyEmails = Pick<Companies.Company, "email" | "emailToVerify">;

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? "").trim().toLowerCase() === (b ?? "").trim().toLowerCase();

/**
 * The email the form starts with (issue 35 #16): the current one, or — while a company's first email waits
 * for its link — the waiting one, so the required field is never blank for a company that gave one.
 */
export const formEmailOf = (company: CompanyEmails): string => company.email ?? company.emailToVerify ?? "";

/**
 * The email to send with a save: only one the user actually changed — neither the current email nor the one
 * waiting for its link (sending either again would change nothing, or mail the link again).
 */
export const changedEmailOf = (values: Pick<CompanySettingsForm, "email">, company: CompanyEmails) => {
  const email = values.email.trim();
  return same(email, company.email) || same(email, company.emailToVerify) ? undefined : email;
};
