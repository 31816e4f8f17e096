import { useApi } from "@haulboard/shell/portal";
import { useQuery } from "@tanstack/react-query";
import { Suspense, useMemo } from "react";
import { useParams } from "react-router";
import { CompanyText } from "../CompanyText.ts";
import { draftOfJob } from "../Wizard/draftOfJob.ts";
import type { WizardFlow } from "../Wizard/WizardContext.tsx";
import { WizardLayout } from "../Wizard/WizardLayout.tsx";
import { JobEditView, JobLoading, jobEditStateOf } from "./JobEditView.tsx";
import { duplicatePaths, jobDetailPath } from "./paths.ts";
import { addonsSection, addressSection, contentSection, paymentSection } from "./sections.ts";

const steps = [contentSection, addressSection, addonsSection, paymentSection] as const;

/**
 * The duplicate flow (employer-work §2 `/{id}/job-content-duplicate`, `/address-duplicate`,
 * `/addons-duplicate`, then our `/payment-method-duplicate`): the wizard's four steps, prefilled from the job
 * (title with the Copy suffix, the boost add-on reset), kept in a draft of their own, ending in payment
 * like a new post, which makes a new job.
 */
export function JobDuplicateScreen({ step }: { readonly step: 0 | 1 | 2 | 3 }) {
  const api = useApi();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const input = { params: { id } };
  const job = useQuery(api.jobs.get.queryOptions(input, { enabled: valid }));
  const Step = steps[step].useView();
  const flow = useMemo<WizardFlow>(() => ({ paths: duplicatePaths(id) }), [id]);
  const initialDraft = useMemo(
    () => (job.data ? draftOfJob(job.data, { duplicate: true }) : undefined),
    [job.data],
  );
  if (!valid || job.error || !job.data) {
    return (
      <JobEditView
        state={jobEditStateOf({ isValidId: valid, error: job.error, title: undefined })}
        sectionPaths={[]}
        section={step}
        backHref={jobDetailPath(id)}
        backLabel={CompanyText.backToDetail}
        onRetry={() => void job.refetch()}
      />
    );
  }
  return (
    <WizardLayout
      flow={flow}
      title={CompanyText.duplicateTitle(job.data.title)}
      draftSuffix={`:duplicate:${id}`}
      initialDraft={initialDraft}
    >
      <Suspense fallback={<JobLoading />}>
        <Step />
      </Suspense>
    </WizardLayout>
  );
}
