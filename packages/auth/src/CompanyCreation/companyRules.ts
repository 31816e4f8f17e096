import { isCompanySize, UsPhone } from "@haulboard/domain";
import { Schema } from "effect";
import { AuthText } from "../AuthText.ts";

const filled = (message: string) =>
  Schema.makeFilter<string>((value) => (value.trim().length > 0 ? undefined : message), undefined, true);

/**
 * The company-info step: a name, a size bucket and the company phone (the phone rule is the domain's
 * US phone; the name and size messages are this package's, the spec gives none).
 */
export const CompanyInfoRules = Schema.Struct({
  companyName: Schema.String.pipe(
    Schema.check(filled(AuthText.companyNameRequired)),
    Schema.annotateKey({ messageMissingKey: AuthText.companyNameRequired }),
  ),
  size: Schema.String.pipe(
    Schema.check(
      Schema.makeFilter<string>((value) => (isCompanySize(value) ? undefined : AuthText.companySizeRequired)),
    ),
    Schema.annotateKey({ messageMissingKey: AuthText.companySizeRequired }),
  ),
  phone: UsPhone,
});
export type CompanyInfoRules = typeof CompanyInfoRules.Type;
