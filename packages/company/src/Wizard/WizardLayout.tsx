import { apiQuery } from "@haulboard/api/react";
import { isEmployer, landingRoutes } from "@haulboard/domain";
import { Loading, track, useSession } from "@haulboard/shell";
import { alertTextOf } from "@haulboard/shell/forms";
import { useAppApi } from "@haulboard/shell/portal";
import { Button, Link } from "@haulboard/ui";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import * as styles from "../styles.css.ts";
import { WizardText } from "../WizardText.ts";
import { draftKey } from "./draft.ts";
import { firstIncompleteStep } from "./rules.ts";
import { stepOfPath, wizardPaths } from "./steps.ts";
import { useWizard, WizardProvider } from "./WizardContext.tsx";

/**
 * The frame of the four steps (`/company/jobs/new/*`): it loads the employer (its company keys the draft),
 * the billing type and the saved card, keeps the draft for every step and shows where the user is.
 */
export function WizardLayout() {
  const client = useAppApi();
  const { user } = useSession();
  const { pathname } = useLocation();
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
    return <WizardLoading step={stepOfPath(pathname)} />;
  return (
    <WizardProvider
      storageKey={draftKey(user.id, companyId ?? "none")}
      billingType={billing.data.billingType}
      savedCard={card.data ?? null}
    >
      <WizardSteps />
    </WizardProvider>
  );
}

/** The current step, or a redirect to the first step that is not complete yet. */
function WizardSteps() {
  const { pathname } = useLocation();
  const { draft, update } = useWizard();
  const step = stepOfPath(pathname);
  const reachable = firstIncompleteStep(draft);
  useEffect(() => {
    if (!draft.started) {
      track("Create Job", "Start");
      update((current) => ({ ...current, started: true }));
    }
  }, [draft.started, update]);
  if (step > reachable) return <Navigate to={wizardPaths[reachable] ?? wizardPaths[0]} replace />;
  return (
    <WizardFrame step={step} reachable={reachable}>
      <Outlet />
    </WizardFrame>
  );
}

export interface WizardFrameProps {
  readonly step: number;
  /** The furthest step the user may open. @default step */
  readonly reachable?: number;
  readonly children: React.ReactNode;
}

/** Heading, the step list ("Step 2 of 4") and the step's content. */
export function WizardFrame({ step, reachable = step, children }: WizardFrameProps) {
  return (
    <section className={styles.page} aria-labelledby="wizard-title">
      <h1 id="wizard-title" className={styles.title}>
        {WizardText.wizardTitle}
      </h1>
      <nav aria-label={WizardText.stepsLabel}>
        <ol className={styles.steps}>
          {WizardText.steps.map((label, index) => {
            const state = index === step ? "current" : index < step ? "done" : "todo";
            const text = `${index + 1}. ${label}`;
            return (
              <li key={label} className={styles.step} data-state={state}>
                {index !== step && index <= reachable ? (
                  <Link href={wizardPaths[index] ?? wizardPaths[0]}>{text}</Link>
                ) : (
                  <span aria-current={index === step ? "step" : undefined}>{text}</span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <p className={styles.muted}>{WizardText.stepOf(step + 1, wizardPaths.length)}</p>
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
