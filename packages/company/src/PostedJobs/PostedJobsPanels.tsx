import { Button, DatePicker, RadioGroup, Select, TextField } from "@haulboard/ui";
import { CompanyText } from "../CompanyText.ts";
import * as styles from "../styles.css.ts";
import { type JobListState, type JobSortField, jobSortFields, jobStatusValues } from "./jobListQuery.ts";

export interface PostedJobsPanelsProps {
  readonly state: JobListState;
  readonly filterCount: number;
  readonly onChange: (change: Partial<JobListState>) => void;
}

/** Posted Jobs' filter and sort panels, in their own chunk (loaded when one opens; README "Bundle"). */
export default function PostedJobsPanels({ state, filterCount, onChange }: PostedJobsPanelsProps) {
  return (
    <>
      {state.panel === "filters" ? (
        <fieldset id="posted-jobs-filters" className={styles.panel}>
          <legend className={styles.legend}>{CompanyText.filters}</legend>
          <div className={styles.panelFields}>
            <Select
              label={CompanyText.statusFilter}
              options={[
                { id: "any", label: CompanyText.anyStatus },
                ...jobStatusValues.map((status) => ({ id: status, label: status })),
              ]}
              value={state.status === "" ? "any" : state.status}
              onChange={(key) =>
                onChange({ status: key === "any" || key === null ? "" : (key as JobListState["status"]) })
              }
            />
            <TextField
              label={CompanyText.stateFilter}
              value={state.state}
              maxLength={2}
              onChange={(value) => onChange({ state: value.trim().toUpperCase().slice(0, 2) })}
            />
            <DatePicker
              label={CompanyText.postedFrom}
              value={state.from || null}
              onChange={(value) => onChange({ from: value ?? "" })}
            />
            <DatePicker
              label={CompanyText.postedTo}
              value={state.to || null}
              onChange={(value) => onChange({ to: value ?? "" })}
            />
          </div>
          <Button
            variant="tertiary"
            isDisabled={filterCount === 0}
            onPress={() => onChange({ status: "", state: "", from: "", to: "" })}
          >
            {CompanyText.clearFilters}
          </Button>
        </fieldset>
      ) : null}
      {state.panel === "sort" ? (
        <fieldset id="posted-jobs-sort" className={styles.panel}>
          <legend className={styles.legend}>{CompanyText.sort}</legend>
          <div className={styles.panelFields}>
            <Select
              label={CompanyText.sortBy}
              options={jobSortFields.map((field) => ({ id: field, label: CompanyText.sortFields[field] }))}
              value={state.sort}
              onChange={(key) => {
                if (key !== null) onChange({ sort: key as JobSortField });
              }}
            />
            <RadioGroup
              label={CompanyText.sortDirection}
              value={state.dir}
              onChange={(value) => onChange({ dir: value === "asc" ? "asc" : "desc" })}
              options={[
                { id: "desc", label: CompanyText.sortDirections[state.sort].desc },
                { id: "asc", label: CompanyText.sortDirections[state.sort].asc },
              ]}
            />
          </div>
        </fieldset>
      ) : null}
    </>
  );
}
