import { isEmployer, landingRoutes } from "@haulboard/domain";
import { Loading, track, useSession } from "@haulboard/shell";
import { alertTextOf } from "@haulboard/shell/forms";
import { useApi } from "@haulboard/shell/portal";
import { Button, Link } from "@haulboard/ui";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import * as styles from "../styles.css.ts";
import { WizardText } from "../WizardText.ts";
import type { WizardDraft } from "./draft.ts";
import { draftKey } from "./draft.ts";
import { firstIncompleteStep } from "./rules.ts";
import { stepOfPath, wizardPaths } from "./steps.ts";
import { newJobFlow, useWizard, type WizardFlow, WizardProvider } from "./WizardContext.tsx";

export interface WizardLayoutProps {
  /** The steps' paths and behaviour. @default newJobFlow (`/company/jobs/new/*`) */
  readonly flow?: WizardFlow | undefined;
  /** The page's heading. @default WizardText.wizardTitle */
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
  const api = useApi();
  const { user } = useSession();
  const { pathname } = useLocation();
  const employer = useQuery(api.employer.get.queryOptions());
  const companyId = employer.data?.companyId ?? null;
  // The billing type is the company's (CELERO card, CONTRACT invoice).
  const companyInput = { params: { id: companyId ?? 0 } };
  const billing = useQuery(api.companies.get.queryOptions(companyInput, { enabled: companyId !== null }));
  const card = useQuery(api.payment.getMethod.queryOptions());
  const failure = employer.error ?? billing.error;
  if (failure)
    return (
      <WizardLoadFailed
        message={alertTextOf(failure)}
        onRetry={() => {
          void employer.refetch();
          void billing.refetch();
        }}
      />
    );
  if (employer.data && companyId === null)
    return <WizardNoCompany canCreateCompany={isEmployer(user?.roles ?? [])} />;
  if (!employer.data || !billing.data || card.isPending || user === undefined)
    return <WizardLoading step={stepOfPath(pathname, flow.paths)} />;
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
  /** @default WizardText.wizardTitle */
  readonly title?: string | undefined;
  readonly children: React.ReactNode;
}

/** Heading, the step list ("Step 2 of 4") and the step's content. */
export function WizardFrame({
  step,
  reachable = step,
  paths = wizardPaths,
  title = WizardText.wizardTitle,
  children,
}: WizardFrameProps) {
  return (
    <section className={styles.page} aria-labelledby="wizard-title">
      <h1 id="wizard-title" className={styles.title}>
        {title}
      </h1>
      <nav aria-label={WizardText.stepsLabel}>
        <ol className={styles.steps}>
          {WizardText.steps.map((label, index) => {
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
      <p className={styles.muted}>{WizardText.stepOf(step + 1, paths.length)}</p>
      {children}
    </section>
  );
}

/** The frame while the employer, the company and the saved card load: the step list and a status. */
export function WizardLoading({ step }: { readonly step: number }) {
  return (
    <WizardFrame step={step}>
      <Loading />
    </WizardFrame>
  );
}

export interface WizardLoadFailedProps {
  /** The alert text of the failed call (the one alert channel's wording). */
  readonly message: string;
  readonly onRetry: () => void;
}

/** The frame when the employer or the company could not be loaded: why, and a way to try again. */
export function WizardLoadFailed({ message, onRetry }: WizardLoadFailedProps) {
  return (
    <WizardFrame step={0}>
      <div role="alert" className={styles.text}>
        {message}
      </div>
      <div>
        <Button onPress={onRetry}>{WizardText.retry}</Button>
      </div>
    </WizardFrame>
  );
}

/** The frame for someone acting for no company: an employer may create one, an admin must impersonate. */
export function WizardNoCompany({ canCreateCompany }: { readonly canCreateCompany: boolean }) {
  return (
    <WizardFrame step={0}>
      <div role="status" className={styles.text}>
        <p>{WizardText.noCompany}</p>
        {canCreateCompany ? (
          <Link href={landingRoutes.companyInfo}>{WizardText.createCompany}</Link>
        ) : (
          <p>{WizardText.noCompanyAdmin}</p>
        )}
      </div>
    </WizardFrame>
  );
}
