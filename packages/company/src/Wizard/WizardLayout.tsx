import { apiQuery } from "@haulboard/api/react";
import { isEmployer, landingRoutes } from "@haulboard/domain";
import { Loading, track, useSession } from "@haulboard/shell";
import { alertTextOf } from "@haulboard/shell/forms";
import { useAppApi } from "@haulboard/shell/portal";
import { Button, Link } from "@haulboard/ui";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { CompanyText } from "../CompanyText.ts";
import * as styles from "../styles.css.ts";
import type { WizardDraft } from "./draft.ts";
import { draftKey } from "./draft.ts";
import { firstIncompleteStep } from "./rules.ts";
import { stepOfPath, wizardPaths } from "./steps.ts";
import { newJobFlow, useWizard, type WizardFlow, WizardProvider } from "./WizardContext.tsx";

export interface WizardLayoutProps {
  /** The steps' paths and behaviour. @default newJobFlow (`/company/jobs/new/*`) */
  readonly flow?: WizardFlow | undefined;
  /** The page's heading. @default CompanyText.wizardTitle */
  readonly title?: string | undefined;
  /** Another draft than the new job's (the duplicate of a job keeps its own). */
  readonly draftSuffix?: string | undefined;
  /** The draft to start from when none is stored (a duplicate: the job's values). */
  readonly initialDraft?: WizardDraft | undefined;
  /** The current step's screen. @default the route's `<Outlet />` */
  readonly children?: ReactNode;
}

/**
 * The frame of the four steps (`/company/jobs/new/*`, and the duplicate flow): it loads the employer (its
 * company keys the draft), the billing type and the saved card, keeps the draft for every step and shows
 * where the user is.
 */
export function WizardLayout({
  flow = newJobFlow,
  title,
  draftSuffix,
  initialDraft,
  children,
}: WizardLayoutProps = {}) {
  const client = useAppApi();
  const { user } = useSession();
  const employer = useQuery(apiQuery("employer", "get", undefined, () => client.employer.get()));
  const companyId = employer.data?.companyId ?? null;
  // The billing type is the company's (CELERO card, CONTRACT invoice).
  const companyInput = { params: { id: companyId ?? 0 } };
  const billing = useQuery({
    ...apiQuery("companies", "get", companyInput, () => client.companies.get(companyInput)),
    enabled: companyId !== null,
  });
  const card = useQuery(apiQuery("payment", "getMethod", undefined, () => client.payment.getMethod()));
  const failure = employer.error ?? billing.error;
  if (failure)
    return (
      <WizardFrame step={0} paths={flow.paths} title={title}>
        <div role="alert" className={styles.text}>
          {alertTextOf(failure)}
        </div>
        <div>
          <Button
            onPress={() => {
              void employer.refetch();
              void billing.refetch();
            }}
          >
            {CompanyText.retry}
          </Button>
        </div>
      </WizardFrame>
    );
  if (employer.data && companyId === null)
    return (
      <WizardFrame step={0} paths={flow.paths} title={title}>
        <div role="status" className={styles.text}>
          <p>{CompanyText.noCompany}</p>
          {isEmployer(user?.roles ?? []) ? (
            <Link href={landingRoutes.companyInfo}>{CompanyText.createCompany}</Link>
          ) : (
            <p>{CompanyText.noCompanyAdmin}</p>
          )}
        </div>
      </WizardFrame>
    );
  if (!employer.data || !billing.data || card.isPending || user === undefined) return <Loading />;
  return (
    <WizardProvider
      storageKey={`${draftKey(user.id, companyId ?? "none")}${draftSuffix ?? ""}`}
      billingType={billing.data.billingType}
      savedCard={card.data ?? null}
      flow={flow}
      initialDraft={initialDraft}
    >
      <WizardSteps title={title}>{children ?? <Outlet />}</WizardSteps>
    </WizardProvider>
  );
}

/** The current step, or a redirect to the first step that is not complete yet. */
function WizardSteps({
  title,
  children,
}: {
  readonly title?: string | undefined;
  readonly children: ReactNode;
}) {
  const { pathname } = useLocation();
  const { draft, update, flow } = useWizard();
  const step = stepOfPath(pathname, flow.paths);
  const reachable = firstIncompleteStep(draft);
  useEffect(() => {
    if (!draft.started) {
      track("Create Job", "Start");
      update((current) => ({ ...current, started: true }));
    }
  }, [draft.started, update]);
  if (step > reachable) return <Navigate to={flow.paths[reachable] ?? wizardPaths[0]} replace />;
  return (
    <WizardFrame step={step} reachable={reachable} paths={flow.paths} title={title}>
      {children}
    </WizardFrame>
  );
}

export interface WizardFrameProps {
  readonly step: number;
  /** The furthest step the user may open. @default step */
  readonly reachable?: number;
  /** The steps' paths. @default wizardPaths */
  readonly paths?: readonly string[] | undefined;
  /** @default CompanyText.wizardTitle */
  readonly title?: string | undefined;
  readonly children: React.ReactNode;
}

/** Heading, the step list ("Step 2 of 4") and the step's content. */
export function WizardFrame({
  step,
  reachable = step,
  paths = wizardPaths,
  title = CompanyText.wizardTitle,
  children,
}: WizardFrameProps) {
  return (
    <section className={styles.page} aria-labelledby="wizard-title">
      <h1 id="wizard-title" className={styles.title}>
        {title}
      </h1>
      <nav aria-label={CompanyText.stepsLabel}>
        <ol className={styles.steps}>
          {CompanyText.steps.map((label, index) => {
            const state = index === step ? "current" : index < step ? "done" : "todo";
            const text = `${index + 1}. ${label}`;
            return (
              <li key={label} className={styles.step} data-state={state}>
                {index !== step && index <= reachable ? (
                  <Link href={paths[index] ?? wizardPaths[0]}>{text}</Link>
                ) : (
                  <span aria-current={index === step ? "step" : undefined}>{text}</span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <p className={styles.muted}>{CompanyText.stepOf(step + 1, paths.length)}</p>
      {children}
    </section>
  );
}
