import type { Jobs } from "@haulboard/api";
import { canWriteJobs } from "@haulboard/domain";
import { useSession } from "@haulboard/shell";
import { alertTextOf } from "@haulboard/shell/forms";
import { useApi } from "@haulboard/shell/portal";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { useJobTags } from "../JobTags/useJobTags.ts";
import { useJobActions } from "../PostedJobs/useJobActions.tsx";
import { JobDetailView } from "./JobDetailView.tsx";

/** GET /jobs/{id} and GET /jobs/{id}/statistics for `/company/jobs/{id}/detail`. */
export function JobDetailScreen() {
  const api = useApi();
  const id = Number(useParams().id);
  const input = { params: { id } };
  const valid = Number.isInteger(id) && id > 0;
  const job = useQuery(api.jobs.get.queryOptions(input, { enabled: valid }));
  const stats = useQuery(api.jobs.statistics.queryOptions(input, { enabled: valid }));
  const { onAction, dialogs } = useJobActions<Jobs.JobDetail>();
  const { user } = useSession();
  const tagEditing = useJobTags(id);
  const data = job.data;
  return (
    <>
      <JobDetailView
        job={job.data}
        statistics={stats.data}
        isLoading={job.isPending}
        error={!valid ? "Job not found" : job.isError ? alertTextOf(job.error) : undefined}
        statisticsError={stats.isError ? alertTextOf(stats.error) : undefined}
        onAction={data ? (action) => onAction(action, data) : undefined}
        tagEditing={{ ...tagEditing, canEdit: canWriteJobs(user?.roles ?? []) }}
      />
      {dialogs}
    </>
  );
}
