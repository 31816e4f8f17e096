import { type Jobs, runApi } from "@haulboard/api";
import {
  type AddonType,
  addonLabels,
  addonsTotal,
  ErrorText,
  formatPrice,
  PaymentText,
} from "@haulboard/domain";
import { useAlerts, useSession } from "@haulboard/shell";
import { useSubmit } from "@haulboard/shell/forms";
import { useApi, useAppApi } from "@haulboard/shell/portal";
import { Button } from "@haulboard/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import { useParams } from "react-router";
import { CompanyText } from "../CompanyText.ts";
import { addonSelectionsOf, type WizardDraft } from "../Wizard/draft.ts";
import { draftOfJob, toJobUpdate } from "../Wizard/draftOfJob.ts";
import { toJobAddress } from "../Wizard/rules.ts";
import { type WizardFlow, WizardProvider } from "../Wizard/WizardContext.tsx";
import { JobEditView, JobLoading, jobEditStateOf } from "./JobEditView.tsx";
import { adminJobsPath, type EditArea, editPaths, jobDetailPath } from "./paths.ts";
import { RemovePaidAddonsDialog } from "./RemovePaidAddonsDialog.tsx";
import { addonsPayment, addonsSection, addressSection, contentSection } from "./sections.ts";

const sections = [contentSection, addressSection, addonsSection] as const;

export interface JobEditScreenProps {
  /** 0 content, 1 address, 2 add-ons (the company's only). */
  readonly section: 0 | 1 | 2;
  /** @default "company" */
  readonly area?: EditArea;
}

/** The add-ons now subscribed that the job did not have: they wait for payment (employer-work §7 pay add-ons). */
const addedAddons = (job: Jobs.JobDetail, draft: WizardDraft): readonly AddonType[] => {
  const had = new Set(job.addons.filter((addon) => addon.subscribed).map((addon) => addon.addonType));
  return draft.addons.chosen.filter((type) => !had.has(type));
};

/** The paid add-ons the edit un-ticks: removing them ends them without a refund, so it is confirmed first. */
const removedPaidAddons = (job: Jobs.JobDetail, draft: WizardDraft): readonly AddonType[] =>
  job.addons
    .filter((addon) => addon.subscribed && addon.paid && !draft.addons.chosen.includes(addon.addonType))
    .map((addon) => addon.addonType);

/**
 * The edit screens (issue 17): GET /jobs/{id} prefills the wizard's step (the same step screens), whose main
 * button saves — `PATCH /jobs/{id}` (content), `PATCH /jobs/{id}/address`, `PATCH /jobs/{id}/addons` (then
 * the new add-ons are paid). Another company's job answers 404: a clear message.
 */
export function JobEditScreen({ section, area = "company" }: JobEditScreenProps) {
  const client = useAppApi();
  const api = useApi();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const { showAlert } = useAlerts();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const input = { params: { id } };
  const jobQuery = api.jobs.get.queryOptions(input);
  const job = useQuery({ ...jobQuery, enabled: valid });
  // Add-ons are priced and paid the way the job's company pays: its billing type and saved card.
  const withBilling = section === 2 && job.data !== undefined;
  const companyInput = { params: { id: Number(job.data?.companyId ?? 0) } };
  const company = useQuery(api.companies.get.queryOptions(companyInput, { enabled: withBilling }));
  const card = useQuery(api.payment.getMethod.queryOptions(undefined, { enabled: withBilling }));
  const [payment, setPayment] = useState<{ readonly types: readonly AddonType[] } | null>(null);
  // An add-ons save that un-ticks paid add-ons waits here for the user's answer (issue 35 #4): nothing is
  // saved before "Yes"; "No" keeps them.
  const [removal, setRemoval] = useState<{
    readonly draft: WizardDraft;
    readonly types: readonly AddonType[];
  } | null>(null);
  // Each saved answer starts the form afresh; a refetch of the job (another screen's change) does not,
  // so nothing typed is lost to it.
  const [savedCount, setSavedCount] = useState(0);
  const Section = sections[section].useView();
  // The add-ons' payment may follow their save: its code is asked for with the add-ons section.
  const AddonsPayment = addonsPayment.useView(section === 2);

  const saved = async (detail: Jobs.JobDetail) => {
    queryClient.setQueryData(jobQuery.queryKey, detail);
    await queryClient.invalidateQueries({ queryKey: api.jobs.key(), refetchType: "none" });
  };

  const save = useSubmit(
    async ({ step, draft }: { readonly step: number; readonly draft: WizardDraft }) => {
      if (step === 0) {
        const body = toJobUpdate(draft.content);
        return { detail: await runApi(client.jobs.update({ params: { id }, body })), added: [] };
      }
      if (step === 1) {
        const address = draft.addresses[0];
        if (!address) throw new Error("no address");
        const body = toJobAddress(address);
        return { detail: await runApi(client.jobs.updateAddress({ params: { id }, body })), added: [] };
      }
      const before = job.data;
      if (!before) throw new Error("job not loaded");
      await runApi(
        client.addons.replace({ params: { id }, body: { addons: addonSelectionsOf(draft.addons) } }),
      );
      if (draft.addons.autoRenew !== before.autoRenew)
        await runApi(client.jobs.update({ params: { id }, body: { autoRenew: draft.addons.autoRenew } }));
      return { detail: await runApi(client.jobs.get(input)), added: addedAddons(before, draft) };
    },
    {
      onSuccess: ({ detail, added }) => {
        void saved(detail);
        setSavedCount((count) => count + 1);
        // Add-ons added since the post wait for payment: nothing is live or "updated" until they are paid,
        // so the payment step follows instead of the success notice (employer-work §7, issue 35 #4).
        if (added.length > 0) setPayment({ types: added });
        else showAlert({ type: "success", message: ErrorText.updatedSuccessfully });
      },
    },
  );

  const paths = editPaths(id, area);
  const flow: WizardFlow = {
    paths,
    nextLabel: CompanyText.saveChanges,
    isEdit: true,
    isSaving: save.isSubmitting,
    save: (step, draft) => {
      const removed = step === 2 && job.data ? removedPaidAddons(job.data, draft) : [];
      if (removed.length > 0) setRemoval({ draft, types: removed });
      else void save.submit({ step, draft });
    },
  };
  const backHref = area === "admin" ? adminJobsPath : jobDetailPath(id);
  const backLabel = area === "admin" ? CompanyText.backToAdminJobs : CompanyText.backToDetail;

  const isLoaded =
    job.data !== undefined && (!withBilling || (company.data !== undefined && !card.isPending));
  const state = jobEditStateOf({
    isValidId: valid,
    error: job.error ?? company.error,
    title: isLoaded ? job.data?.title : undefined,
  });

  const detail = job.data;
  // Add-ons chosen on a posted job and not paid yet: shown as pending, with Pay (issue 36 #1).
  const pending = detail && detail.status === "POSTED" ? detail.addons.filter((addon) => !addon.paid) : [];
  return (
    <JobEditView
      state={state}
      sectionPaths={paths}
      section={section}
      backHref={backHref}
      backLabel={backLabel}
      onRetry={() => {
        void job.refetch();
        if (withBilling) void company.refetch();
      }}
    >
      {detail ? (
        <WizardProvider
          // A saved answer starts the form afresh from the job as the server has it (its new cost …).
          key={`${detail.id}:${savedCount}`}
          storageKey={`haulboard.jobEdit:${user?.id ?? "anonymous"}:${detail.id}`}
          storage={null}
          billingType={company.data?.billingType ?? "CELERO"}
          savedCard={card.data ?? null}
          initialDraft={draftOfJob(detail)}
          flow={flow}
        >
          <Suspense fallback={<JobLoading />}>
            {section === 2 && payment ? (
              <AddonsPayment
                jobId={detail.id}
                types={payment.types}
                total={addonsTotal(payment.types.map((addonType) => ({ addonType, subscribed: true })))}
                onDone={(paid) => {
                  setPayment(null);
                  if (paid) void queryClient.invalidateQueries({ queryKey: api.jobs.key() });
                }}
              />
            ) : (
              <>
                {section === 2 && pending.length > 0 ? (
                  <div role="status">
                    <p>
                      {pending.map((addon) => addonLabels[addon.addonType]).join(", ")}:{" "}
                      {PaymentText.addonsPending}
                    </p>
                    <Button onPress={() => setPayment({ types: pending.map((addon) => addon.addonType) })}>
                      {CompanyText.pay(formatPrice(pending.reduce((total, addon) => total + addon.cost, 0)))}
                    </Button>
                  </div>
                ) : null}
                <Section />
                {removal ? (
                  <RemovePaidAddonsDialog
                    types={removal.types}
                    onCancel={() => setRemoval(null)}
                    onConfirm={() => {
                      const { draft } = removal;
                      setRemoval(null);
                      void save.submit({ step: 2, draft });
                    }}
                  />
                ) : null}
              </>
            )}
          </Suspense>
        </WizardProvider>
      ) : null}
    </JobEditView>
  );
}
