import { type Applicants, isApiError, runApi } from "@haulboard/api";
import { applicantStageLabels, debounceMs, ErrorText } from "@haulboard/domain";
import { alertTextOf, useSubmit } from "@haulboard/shell/forms";
import { useApi, useAppApi } from "@haulboard/shell/portal";
import { ConfirmDialog, Drawer, lazyView, Spinner } from "@haulboard/ui";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Suspense, useEffect, useState } from "react";
import { useParams } from "react-router";
import type { ApplicantPanelContainerProps } from "./ApplicantPanelContainer.tsx";
import { ApplicantsText } from "./ApplicantsText.ts";
import { ApplicantsView, type BulkAction } from "./ApplicantsView.tsx";
import {
  type ApplicantsQuery,
  applicantSearchBody,
  applicantSearchInput,
  changeApplicantsQuery,
  defaultApplicantsQuery,
} from "./applicantsQuery.ts";
import { saveFile } from "./saveFile.ts";

// One applicant's panel (notes form, tags, stage): the drawer's body, loaded when the drawer opens.
const applicantPanel = lazyView<ApplicantPanelContainerProps>(() => import("./ApplicantPanelContainer.tsx"));

type Applicant = Applicants.Applicant;

type Pending = { kind: "bulk"; action: BulkAction; ids: number[] } | { kind: "clearJobTags" } | undefined;

/**
 * `/company/jobs/:id/applicants`: POST /jobs/{id}/applicants/search for the page, the company's tags, the
 * bulk calls behind a confirmation, the CSV export, and one applicant's panel. Every change ends with
 * 'Updated successfully' or the spec's error alert.
 */
export function ApplicantsScreen() {
  const client = useAppApi();
  const api = useApi();
  const queryClient = useQueryClient();
  const jobId = Number(useParams().id);
  const isJobId = Number.isInteger(jobId) && jobId > 0;
  const [query, setQuery] = useState<ApplicantsQuery>(defaultApplicantsQuery);
  const change = (next: Partial<ApplicantsQuery>) => {
    setQuery((current) => changeApplicantsQuery(current, next));
    if ("stage" in next || "tagId" in next || "keyword" in next) clearSelection();
  };

  // The search box answers at once; the list follows after a pause.
  const [searchText, setSearchText] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery((current) =>
        current.keyword === searchText ? current : changeApplicantsQuery(current, { keyword: searchText }),
      );
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [searchText]);

  const input = applicantSearchInput(jobId, query);
  const applicants = useQuery(
    api.applicants.search.queryOptions(input, { placeholderData: keepPreviousData, enabled: isJobId }),
  );
  const tags = useQuery(api.tags.list.queryOptions());
  // The job's title for the heading (the detail's own query: shared with the detail page's cache).
  const jobInput = { params: { id: jobId } };
  const job = useQuery(api.jobs.get.queryOptions(jobInput, { enabled: isJobId }));

  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [selectionKey, setSelectionKey] = useState(0);
  const clearSelection = () => {
    setSelectedIds([]);
    setSelectionKey((key) => key + 1);
  };
  const [openId, setOpenId] = useState<number | null>(null);
  const [opened, setOpened] = useState<Applicant | null>(null);
  const rows = applicants.data?.data ?? [];
  // The panel follows the list's fresh data (a tag attached there shows at once in both).
  const panelApplicant = rows.find((row) => row.id === openId) ?? opened;

  const [pending, setPending] = useState<Pending>(undefined);
  const refresh = () => queryClient.invalidateQueries({ queryKey: api.applicants.search.key() });
  const act = useSubmit(
    async (step: Exclude<Pending, undefined>) => {
      if (step.kind === "clearJobTags") {
        await runApi(client.tags.deleteApplicantTags({ params: { id: jobId }, body: { tagIds: [] } }));
        return;
      }
      const { action, ids } = step;
      if (action.kind === "stage")
        await runApi(
          client.applicants.setStage({
            params: { id: jobId },
            body: { applicantIds: ids, stage: action.stage },
          }),
        );
      else
        await runApi(
          client.applicants.bulkTag({
            params: { id: jobId },
            body: {
              applicantIds: ids,
              tagId: action.tagId,
              action: action.kind === "tag" ? "attach" : "detach",
            },
          }),
        );
    },
    {
      successMessage: ErrorText.updatedSuccessfully,
      onSuccess: (_result, step) => {
        setPending(undefined);
        if (step.kind === "bulk") clearSelection();
        void refresh();
      },
    },
  );

  const addTag = useSubmit(api.tags.create.mutationOptions(), {
    successMessage: ErrorText.updatedSuccessfully,
  });

  const exportCsv = useSubmit(async () => {
    const file = await runApi(
      client.applicants.exportCsv({ params: { id: jobId }, body: applicantSearchBody(query) }),
    );
    saveFile(file.fileName, file.content, "text/csv;charset=utf-8");
  });

  const tagName = (tagId: number) => tags.data?.find((tag) => tag.id === tagId)?.tag ?? String(tagId);
  const confirmMessage = (action: BulkAction, count: number) =>
    action.kind === "stage"
      ? ApplicantsText.confirmStage(count, applicantStageLabels[action.stage])
      : action.kind === "tag"
        ? ApplicantsText.confirmTag(count, tagName(action.tagId))
        : ApplicantsText.confirmUntag(count, tagName(action.tagId));

  const isNotFound =
    !isJobId || (applicants.isError && isApiError(applicants.error) && applicants.error._tag === "NotFound");
  const closeDialog = (open: boolean) => {
    if (!open && !act.isSubmitting) setPending(undefined);
  };

  const ApplicantPanel = applicantPanel.View();
  return (
    <>
      <ApplicantsView
        jobId={jobId}
        jobTitle={job.data?.title}
        applicants={rows}
        total={applicants.data?.pagination?.total ?? 0}
        query={query}
        onQueryChange={change}
        searchText={searchText}
        onSearchTextChange={setSearchText}
        companyTags={tags.data ?? []}
        selectedIds={selectedIds}
        onSelectionChange={setSelectedIds}
        selectionKey={selectionKey}
        onBulk={(action) => setPending({ kind: "bulk", action, ids: selectedIds })}
        onOpenApplicant={(applicant) => {
          setOpened(applicant);
          setOpenId(applicant.id);
        }}
        onAddCompanyTag={(tag) => void addTag.submit({ body: { tag } })}
        onClearJobTags={() => setPending({ kind: "clearJobTags" })}
        onExport={() => void exportCsv.submit(undefined)}
        isExporting={exportCsv.isSubmitting}
        isLoading={applicants.isPending || applicants.isFetching}
        error={applicants.isError ? alertTextOf(applicants.error) : undefined}
        isNotFound={isNotFound}
      />
      {pending?.kind === "bulk" ? (
        <ConfirmDialog
          isOpen
          onOpenChange={closeDialog}
          title={ApplicantsText.confirmTitle}
          message={confirmMessage(pending.action, pending.ids.length)}
          isPending={act.isSubmitting}
          onConfirm={() => void act.submit(pending)}
        />
      ) : null}
      {pending?.kind === "clearJobTags" ? (
        <ConfirmDialog
          isOpen
          onOpenChange={closeDialog}
          title={ApplicantsText.clearJobTagsTitle}
          message={ApplicantsText.clearJobTagsMessage}
          isDestructive
          isPending={act.isSubmitting}
          onConfirm={() => void act.submit(pending)}
        />
      ) : null}
      {panelApplicant !== null && openId !== null ? (
        <Drawer
          isOpen
          onOpenChange={(open) => {
            if (!open) setOpenId(null);
          }}
          title={`${panelApplicant.firstName} ${panelApplicant.lastName}`}
          width="36rem"
        >
          <Suspense fallback={<Spinner label={ApplicantsText.notesLoading} size="small" />}>
            <ApplicantPanel key={panelApplicant.id} jobId={jobId} applicant={panelApplicant} />
          </Suspense>
        </Drawer>
      ) : null}
    </>
  );
}
