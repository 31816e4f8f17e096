import { CompanyInfo } from "@haulboard/domain";

/** The company-info step: the domain's company rules, the same the server decodes the request with. */
export const CompanyInfoRules = CompanyInfo;
export type CompanyInfoRules = CompanyInfo;
