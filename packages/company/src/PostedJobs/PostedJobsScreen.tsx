import { type Jobs, runApi } from "@haulboard/api";
import { apiQuery } from "@haulboard/api/react";
import { addonPrices, debounceMs, ErrorText, formatPrice } from "@haulboard/domain";
import { alertTextOf, useSubmit } from "@haulboard/shell/forms";
import { useAppApi } from "@haulboard/shell/portal";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { CompanyText } from "../CompanyText.ts";
import { LazyConfirmDialog, onDemand } from "../internal/Lazy.tsx";

import {
  changeJobList,
  type JobListState,
  jobSearchInput,
  readJobListState,
  writeJobListState,
} from "./jobListQuery.ts";
import { type JobActionId, PostedJobsView } from "./PostedJobsView.tsx";

// The cancellation form (reason options, text area) loads when a renewal is cancelled.
const CancelRenewalModal = lazy(() =>
  onDemand()
    .then((loaders) => loaders.loadCancelRenewalModal())
    .then((m) => ({ default: m.CancelRenewalModal })),
);

type JobListItem = Jobs.JobListItem;

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

/**
 * The address bar's search as it is now (not the params of the last render): a search typed just before
 * (its debounced write) and a panel opened right after must not undo each other.
 */
const liveParams = () => new URLSearchParams(window.location.search);

type Pending = { kind: "close" | "boost" | "cancelRenewal"; job: JobListItem } | undefined;

/** POST /jobs/search with the URL's search; each job's actions with a confirmation and 'Updated successfully'. */
export function PostedJobsScreen() {
  const client = useAppApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const state = readJobListState(params);
  const input = jobSearchInput(state);
  const jobs = useQuery({
    ...apiQuery("jobs", "search", input, () => client.jobs.search(input)),
    placeholderData: keepPreviousData,
  });

  const change = (next: Partial<JobListState>) =>
    setParams(writeJobListState(changeJobList(readJobListState(liveParams()), next)), { replace: true });

  // The search box answers at once; the list follows after a pause (and follows the URL, e.g. the header).
  const [searchText, setSearchText] = useState(state.q);
  const typed = useRef(state.q);
  useEffect(() => {
    if (state.q !== typed.current) {
      typed.current = state.q;
      setSearchText(state.q);
    }
  }, [state.q]);
  useEffect(() => {
    if (searchText === typed.current) return;
    const timer = setTimeout(() => {
      typed.current = searchText;
      setParams(writeJobListState(changeJobList(readJobListState(liveParams()), { q: searchText })), {
        replace: true,
      });
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [searchText, setParams]);

  const [pending, setPending] = useState<Pending>(undefined);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["jobs"] });
  const act = useSubmit(
    async ({
      kind,
      job,
      reason,
    }: {
      kind: "autoRenew" | "close" | "boost" | "cancelRenewal";
      job: JobListItem;
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
        void refresh();
      },
    },
  );

  const onAction = (action: JobActionId, job: JobListItem) => {
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

  return (
    <>
      <PostedJobsView
        jobs={jobs.data?.data ?? []}
        total={jobs.data?.pagination?.total ?? 0}
        state={state}
        searchText={searchText}
        onSearchTextChange={setSearchText}
        onChange={change}
        onAction={onAction}
        isLoading={jobs.isPending || jobs.isFetching}
        error={jobs.isError ? alertTextOf(jobs.error) : undefined}
      />
      {pending?.kind === "close" ? (
        <LazyConfirmDialog
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
        <LazyConfirmDialog
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
}
