import { alertTextOf } from "@haulboard/shell/forms";
import { useApi } from "@haulboard/shell/portal";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { JobSearchView } from "./JobSearchView.tsx";
import { initialSearch, type SearchValues, searchBodyOf } from "./search.ts";

/** POST /members/jobs/search with the driver's filters; the profile gives the ZIP and the endorsements held. */
export function JobSearchScreen() {
  const api = useApi();
  const profile = useQuery(api.members.getProfile.queryOptions());
  const [values, setValues] = useState<SearchValues>(() => initialSearch(null));
  const [submitted, setSubmitted] = useState<SearchValues>(values);
  const [page, setPage] = useState(1);
  const [hasZip, setHasZip] = useState(false);
  useEffect(() => {
    // The profile's ZIP fills the ZIP field once, when it arrives.
    if (!hasZip && profile.data?.homeZip) {
      setHasZip(true);
      setValues((current) =>
        current.zip === "" ? { ...current, zip: profile.data.homeZip ?? "" } : current,
      );
    }
  }, [profile.data, hasZip]);
  const held = profile.data?.endorsements ?? [];
  const body = searchBodyOf(submitted, held, page);
  const input = { body };
  const jobs = useQuery(
    api.members.searchJobs.queryOptions(input, {
      placeholderData: keepPreviousData,
      enabled: !profile.isPending,
    }),
  );
  return (
    <JobSearchView
      values={values}
      jobs={jobs.data?.data ?? []}
      total={jobs.data?.pagination.total ?? 0}
      page={page}
      isLoading={profile.isPending || jobs.isPending || jobs.isFetching}
      error={jobs.isError ? alertTextOf(jobs.error) : undefined}
      onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
      onSearch={() => {
        setPage(1);
        setSubmitted(values);
      }}
      onPageChange={setPage}
    />
  );
}
