import type { Companies, Employer } from "@haulboard/api";
import { canManageCompany, isEmployer, landingRoutes } from "@haulboard/domain";
import { Loading, useSession } from "@haulboard/shell";
import { alertTextOf } from "@haulboard/shell/forms";
import { useApi } from "@haulboard/shell/portal";
import { Button, Link } from "@haulboard/ui";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Outlet, useLocation, useOutletContext } from "react-router";
import { CompanyText } from "../CompanyText.ts";
import * as styles from "../styles.css.ts";
import * as local from "./Settings.css.ts";
import { type SettingsSection, SettingsText, settingsSections } from "./SettingsText.ts";

/** What every section gets from the frame: the employer, the company and whether they may change it. */
export interface SettingsContext {
  readonly employer: Employer.Employer;
  readonly company: Companies.Company;
  /** Company admins and admins change company data, employees and billing; company users only see them. */
  readonly canManage: boolean;
}

export const useSettings = (): SettingsContext => useOutletContext<SettingsContext>();

/** The section on screen: company settings is the default (employer-work §2). */
export const currentSection = (pathname: string): SettingsSection => {
  const path = pathname.replace(/\/+$/, "");
  if (path.endsWith("/billing/order-history")) return "billing";
  return settingsSections.find((section) => path.endsWith(`/${section.key}`))?.key ?? "company-settings";
};

export interface SettingsFrameProps {
  readonly current: SettingsSection;
  readonly children: ReactNode;
}

/** The page: its title, the links to the sections, then the section. */
export function SettingsFrame({ current, children }: SettingsFrameProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{SettingsText.title}</h1>
      <nav aria-label={SettingsText.sectionsLabel}>
        <ul className={local.sections}>
          {settingsSections.map((section) => (
            <li key={section.key}>
              <Link
                href={section.path}
                variant={section.key === current ? "standalone" : "subtle"}
                aria-current={section.key === current ? "page" : undefined}
              >
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}

/**
 * `/company/settings/*` (issue 18): loads the employer (GET /employer) and their company
 * (GET /companies/{id}) once for every section, and tells the sections who may change what.
 */
export function SettingsLayout() {
  const api = useApi();
  const { user } = useSession();
  const { pathname } = useLocation();
  const current = currentSection(pathname);
  const employer = useQuery(api.employer.get.queryOptions());
  const companyId = employer.data?.companyId ?? null;
  const companyInput = { params: { id: companyId ?? 0 } };
  const company = useQuery(api.companies.get.queryOptions(companyInput, { enabled: companyId !== null }));
  const failure = employer.error ?? company.error;
  if (failure)
    return (
      <SettingsFrame current={current}>
        <div role="alert" className={styles.text}>
          {alertTextOf(failure)}
        </div>
        <div>
          <Button
            onPress={() => {
              void employer.refetch();
              void company.refetch();
            }}
          >
            {SettingsText.retry}
          </Button>
        </div>
      </SettingsFrame>
    );
  if (employer.data && companyId === null)
    return (
      <SettingsFrame current={current}>
        <div role="status" className={styles.text}>
          <p>{SettingsText.noCompany}</p>
          {isEmployer(user?.roles ?? []) ? (
            <Link href={landingRoutes.companyInfo}>{CompanyText.createCompany}</Link>
          ) : (
            <p>{SettingsText.noCompanyAdmin}</p>
          )}
        </div>
      </SettingsFrame>
    );
  if (!employer.data || !company.data || user === undefined) return <Loading />;
  const context: SettingsContext = {
    employer: employer.data,
    company: company.data,
    canManage: canManageCompany(user.roles),
  };
  return (
    <SettingsFrame current={current}>
      <Outlet context={context} />
    </SettingsFrame>
  );
}
