import { alertTextOf } from "@haulboard/shell/forms";
import { useApi } from "@haulboard/shell/portal";
import { useQuery } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router";
import { CandidatesView } from "./CandidatesView.tsx";

/** GET /jobs/{id}/candidates?distance_limit=true: the server matches, pages (10) and leaves out names. */
export function CandidatesScreen() {
  const api = useApi();
  const navigate = useNavigate();
  const jobId = Number(useParams().id);
  const input = { params: { id: jobId }, query: { distance_limit: "true" as const } };
  const candidates = useQuery(
    api.candidates.list.queryOptions(input, { enabled: Number.isInteger(jobId) && jobId > 0 }),
  );
  return (
    <CandidatesView
      jobId={jobId}
      candidates={candidates.data?.data ?? []}
      total={candidates.data?.pagination?.total ?? 0}
      isLoading={candidates.isPending && Number.isInteger(jobId) && jobId > 0}
      error={candidates.isError ? alertTextOf(candidates.error) : undefined}
      onCancel={() => navigate(`/company/jobs/${jobId}/detail`)}
    />
  );
}
