import type { Jobs } from "@haulboard/api";
import { canWriteJobs, debounceMs } from "@haulboard/domain";
import { useSession } from "@haulboard/shell";
import { alertTextOf } from "@haulboard/shell/forms";
import { useApi } from "@haulboard/shell/portal";
import { lazyView } from "@haulboard/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { JobTagsDialogProps } from "../JobTags/JobTagsDialog.tsx";
import {
  changeJobList,
  type JobListState,
  jobSearchInput,
  readJobListState,
  writeJobListState,
} from "./jobListQuery.ts";
import { PostedJobsView } from "./PostedJobsView.tsx";
import { useJobActions } from "./useJobActions.tsx";

type JobListItem = Jobs.JobListItem;

// The tags dialog (RAC's dialog, tag group and field) loads when a job's "Edit tags" is pressed.
const jobTagsDialog = lazyView<JobTagsDialogProps>(() => import("../JobTags/JobTagsDialog.tsx"));

/**
 * The address bar's search as it is now (not the params of the last render): a search typed just before
 * (its debounced write) and a panel opened right after must not undo each other.
 */
const liveParams = () => new URLSearchParams(window.location.search);

/** POST /jobs/search with the URL's search; each job's actions with a confirmation and 'Updated successfully'. */
export function PostedJobsScreen() {
  const api = useApi();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const state = readJobListState(params);
  const input = jobSearchInput(state);
  const jobs = useQuery(api.jobs.search.queryOptions(input, { placeholderData: keepPreviousData }));

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

  const { onAction, dialogs } = useJobActions<JobListItem>();
  const { user } = useSession();
  const canEditTags = canWriteJobs(user?.roles ?? []);
  // The job whose tags are open, by id: its tags follow the refreshed list.
  const [tagsJobId, setTagsJobId] = useState<number | undefined>(undefined);
  const onEditTags = useCallback((job: JobListItem) => setTagsJobId(job.id), []);
  const tagsJob = jobs.data?.data.find((job) => job.id === tagsJobId);

  const JobTagsDialog = jobTagsDialog.View();
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
        onEditTags={canEditTags ? onEditTags : undefined}
        onCreateJob={() => navigate("/company/jobs/new")}
        isLoading={jobs.isPending || jobs.isFetching}
        error={jobs.isError ? alertTextOf(jobs.error) : undefined}
      />
      {dialogs}
      {tagsJob ? (
        <Suspense fallback={null}>
          <JobTagsDialog job={tagsJob} onClose={() => setTagsJobId(undefined)} />
        </Suspense>
      ) : null}
    </>
  );
}
