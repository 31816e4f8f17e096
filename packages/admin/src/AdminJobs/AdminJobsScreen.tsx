import { type Jobs, runApi } from "@haulboard/api";
import {
  adminJobStatusFilterOptions,
  ContactReviewForm,
  debounceMs,
  defaultPageSize,
  ErrorText,
} from "@haulboard/domain";
import { alertTextOf, useSchemaForm, useSubmit } from "@haulboard/shell/forms";
import { useApi, useAppApi } from "@haulboard/shell/portal";
import { ConfirmDialog, type DataGridQuery } from "@haulboard/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { AdminText } from "../AdminText.ts";
import { type AdminJobActionId, AdminJobsView } from "./AdminJobsView.tsx";
import { editPathOf } from "./adminJobsPath.ts";
import { ContactReviewModal, type ContactReviewValues } from "./ContactReviewModal.tsx";

type JobListItem = Jobs.JobListItem;
const text = AdminText.jobs;
const firstPage: DataGridQuery = { page: 1, pageSize: defaultPageSize, skip: 0, sorting: [], filters: [] };
const emptyMessage: ContactReviewValues = { subject: "", message: "" };

/**
 * `/admin/company-list/job` (employer-work §2): every company's jobs (`POST /jobs/search`, admins read any
 * company; `?company=<id>` narrows to one), each with the admins' actions: edit content or address, a boost
 * without a charge (`POST /admin/jobs/{id}/boost`) and a review message to the company
 * (`POST /admin/contact_review_job`), each confirmed.
 */
export function AdminJobsScreen() {
  const client = useAppApi();
  const api = useApi();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const companyId = params.get("company") ?? undefined;
  const [search, setSearch] = useState("");
  const [applied, setApplied] = useState("");
  const [status, setStatus] = useState("");
  const [query, setQuery] = useState<DataGridQuery>(firstPage);
  useEffect(() => {
    const timer = setTimeout(() => {
      setApplied(search.trim());
      setQuery(firstPage);
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [search]);

  const filters: NonNullable<Jobs.JobSearchRequest["filters"]>[number][] = [];
  if (applied !== "") filters.push({ field: "title", operator: "ilike", value: applied });
  const statusOption = adminJobStatusFilterOptions.find((option) => option.value === status);
  if (statusOption) filters.push(...statusOption.filters);
  if (companyId && /^\d+$/.test(companyId))
    filters.push({ field: "company_id", operator: "equals", value: Number(companyId) });
  const input = {
    query: { offset: query.skip, limit: query.pageSize },
    body: { filters, orders: [{ field: "created_at" as const, direction: "desc" as const }] },
  };
  const jobs = useQuery(api.jobs.search.queryOptions(input, { placeholderData: keepPreviousData }));

  const [boosting, setBoosting] = useState<JobListItem | undefined>();
  const [contacting, setContacting] = useState<JobListItem | undefined>();
  const form = useSchemaForm<ContactReviewValues, ContactReviewForm>(ContactReviewForm, emptyMessage);

  // The addons resource's writes invalidate the jobs too.
  const boost = useSubmit(api.addons.adminBoost.mutationOptions(), {
    successMessage: ErrorText.updatedSuccessfully,
    onSuccess: () => setBoosting(undefined),
  });
  const contact = useSubmit(
    ({ job, value }: { readonly job: JobListItem; readonly value: ContactReviewForm }) =>
      runApi(
        client.jobs.contactReview({
          body: { jobId: job.id, subject: value.subject.trim(), message: value.message.trim() },
        }),
      ),
    {
      successMessage: text.sent,
      onSuccess: () => {
        setContacting(undefined);
        form.reset();
      },
    },
  );

  const onAction = (action: AdminJobActionId, job: JobListItem) => {
    if (action === "content" || action === "address") void navigate(editPathOf[action](job.id));
    else if (action === "boost") setBoosting(job);
    else setContacting(job);
  };

  return (
    <>
      <AdminJobsView
        jobs={jobs.data?.data ?? []}
        total={jobs.data?.pagination?.total ?? 0}
        query={query}
        onQueryChange={setQuery}
        search={search}
        onSearchChange={setSearch}
        status={status}
        onStatusChange={(next) => {
          setStatus(next);
          setQuery(firstPage);
        }}
        companyId={companyId}
        onClearCompany={() => setParams({})}
        isLoading={jobs.isPending}
        error={jobs.isError ? alertTextOf(jobs.error) : undefined}
        onAction={onAction}
      />
      <ConfirmDialog
        isOpen={boosting !== undefined}
        onOpenChange={(isOpen) => {
          if (!isOpen && !boost.isSubmitting) setBoosting(undefined);
        }}
        title={text.boostTitle}
        message={boosting ? text.boostMessage(boosting.title) : undefined}
        onConfirm={() => {
          if (boosting) void boost.submit({ params: { id: boosting.id } });
        }}
        isPending={boost.isSubmitting}
      />
      <ContactReviewModal
        jobTitle={contacting?.title}
        values={form.values}
        errors={{ subject: form.errorOf("subject"), message: form.errorOf("message") }}
        onChange={(field, value) => form.setValue(field, value)}
        onSubmit={() =>
          form.submit((value) => {
            if (contacting) void contact.submit({ job: contacting, value });
          })
        }
        onClose={() => {
          setContacting(undefined);
          form.reset();
        }}
        isPending={contact.isSubmitting}
      />
    </>
  );
}
