import { runApi } from "@haulboard/api";
import {
  addonPrices,
  ErrorText,
  formatPrice,
  type JobActionId,
  type JobActionSubject,
} from "@haulboard/domain";
import { useSubmit } from "@haulboard/shell/forms";
import { useApi, useAppApi } from "@haulboard/shell/portal";
import { ConfirmDialog, lazyView } from "@haulboard/ui";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { CompanyText } from "../CompanyText.ts";
import type { CancelRenewalModalProps } from "./CancelRenewalModal.tsx";

// The cancellation form (reason options, text area): the modal's body, loaded when a renewal is cancelled.
const cancelRenewalModal = lazyView<CancelRenewalModalProps>(() =>
  import("./CancelRenewalModal.tsx").then((m) => ({ default: m.CancelRenewalModal })),
);

/** What a job's actions need of it: the list item and the detail both have these. */
export interface ActionableJob extends JobActionSubject {
  readonly id: number;
  readonly title: string;
}

/** Screens a job's action opens (employer-work §2 routes; applicants is ours). */
const routeOf: Partial<Record<JobActionId, (id: number) => string>> = {
  detail: (id) => `/company/jobs/${id}/detail`,
  content: (id) => `/company/jobs/${id}/job-content`,
  address: (id) => `/company/jobs/${id}/address`,
  addons: (id) => `/company/jobs/${id}/addons`,
  duplicate: (id) => `/company/jobs/${id}/job-content-duplicate`,
  applicants: (id) => `/company/jobs/${id}/applicants`,
  candidates: (id) => `/company/jobs/${id}/candidates`,
};

type Pending<J> = { kind: "close" | "boost" | "cancelRenewal"; job: J } | undefined;

/**
 * A job's actions, for the list and the detail alike: navigation ones open their screen; close, boost and
 * cancel renewal ask first (the returned `dialogs`); each change ends with 'Updated successfully' and
 * refreshes every jobs query.
 */
export function useJobActions<J extends ActionableJob>(): {
  readonly onAction: (action: JobActionId, job: J) => void;
  readonly dialogs: ReactNode;
} {
  const client = useAppApi();
  const queryClient = useQueryClient();
  const api = useApi();
  const navigate = useNavigate();
  const [pending, setPending] = useState<Pending<J>>(undefined);
  const act = useSubmit(
    async ({
      kind,
      job,
      reason,
    }: {
      kind: "autoRenew" | "close" | "boost" | "cancelRenewal";
      job: J;
      reason?: string;
    }) => {
      const id = job.id;
      if (kind === "autoRenew")
        await runApi(client.jobs.update({ params: { id }, body: { autoRenew: !job.autoRenew } }));
      if (kind === "close") await runApi(client.jobs.close({ params: { id } }));
      if (kind === "boost") await runApi(client.payment.boost({ body: { jobId: id, isAdmin: false } }));
      if (kind === "cancelRenewal")
        await runApi(
          client.jobs.cancelRenewal({ params: { id }, body: { renewalCancellationReason: reason ?? "" } }),
        );
    },
    {
      successMessage: ErrorText.updatedSuccessfully,
      onSuccess: () => {
        setPending(undefined);
        void queryClient.invalidateQueries({ queryKey: api.jobs.key() });
      },
    },
  );

  const onAction = (action: JobActionId, job: J) => {
    const route = routeOf[action];
    if (route) {
      navigate(route(job.id));
      return;
    }
    if (action === "autoRenew") void act.submit({ kind: "autoRenew", job });
    else if (action === "close" || action === "boost" || action === "cancelRenewal")
      setPending({ kind: action, job });
  };

  const closeDialog = (open: boolean) => {
    if (!open && !act.isSubmitting) setPending(undefined);
  };

  const CancelRenewalModal = cancelRenewalModal.View();
  const dialogs = (
    <>
      {pending?.kind === "close" ? (
        <ConfirmDialog
          isOpen
          onOpenChange={closeDialog}
          title={CompanyText.closeTitle}
          message={CompanyText.closeMessage(pending.job.title)}
          isDestructive
          isPending={act.isSubmitting}
          onConfirm={() => void act.submit({ kind: "close", job: pending.job })}
        />
      ) : null}
      {pending?.kind === "boost" ? (
        <ConfirmDialog
          isOpen
          onOpenChange={closeDialog}
          title={CompanyText.boostTitle}
          message={CompanyText.boostMessage(pending.job.title, formatPrice(addonPrices.boost))}
          isPending={act.isSubmitting}
          onConfirm={() => void act.submit({ kind: "boost", job: pending.job })}
        />
      ) : null}
      {pending?.kind === "cancelRenewal" ? (
        <Suspense fallback={null}>
          <CancelRenewalModal
            isOpen
            jobTitle={pending.job.title}
            onOpenChange={closeDialog}
            isPending={act.isSubmitting}
            onCancelRenewal={(reason) => void act.submit({ kind: "cancelRenewal", job: pending.job, reason })}
          />
        </Suspense>
      ) : null}
    </>
  );
  return { onAction, dialogs };
}
