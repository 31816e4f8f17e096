import { Schema } from "effect";
import { isCompanySize } from "../CompanySize.ts";
import { UsPhone } from "./Phone.ts";
import { matching, requiredText, stopping } from "./rules.ts";

export const companyNameMaxLength = 200;

/** The spec gives no wording for these messages: ours (company-info step, company settings). */
export const CompanyMessages = {
  nameRequired: "No company name provided",
  nameTooLong: `Company names are at most ${companyNameMaxLength} characters`,
  sizeRequired: "Select the company size",
} as const;

/** A company's name: not blank, at most 200 characters — the same rule in the form and on the server. */
export const CompanyName = requiredText(
  CompanyMessages.nameRequired,
  stopping((value) => value.length <= companyNameMaxLength, CompanyMessages.nameTooLong),
);

/** One of the size buckets (1-5 … 101+). */
export const CompanySizeField = requiredText(
  CompanyMessages.sizeRequired,
  matching(isCompanySize, CompanyMessages.sizeRequired),
);

/** The company-info step: a name, a size bucket and the company phone. */
export const CompanyInfo = Schema.Struct({
  companyName: CompanyName,
  size: CompanySizeField,
  phone: UsPhone,
});
export type CompanyInfo = typeof CompanyInfo.Type;
