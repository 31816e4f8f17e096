import { SearchField } from "@haulboard/ui";

/** The newLayout header's search-by-job box. */
export function HeaderSearch({
  onSearchJobs,
}: {
  readonly onSearchJobs?: ((text: string) => void) | undefined;
}) {
  return (
    <SearchField label="Search by job" isLabelHidden placeholder="Search by job" onChange={onSearchJobs} />
  );
}
