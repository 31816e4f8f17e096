import type { Tags } from "@haulboard/api";
import { Button, Inline, TagGroup } from "@haulboard/ui";
import * as styles from "../styles.css.ts";
import * as css from "./Applicants.css.ts";
import { ApplicantsText } from "./ApplicantsText.ts";

type Tag = Tags.Tag;

export interface CompanyTagsSectionProps {
  readonly companyTags: readonly Tag[];
  readonly onAddCompanyTag: (text: string) => void;
  readonly onClearJobTags: () => void;
  readonly canClear: boolean;
  /** Removing every tag is offered only when the job has applicants (an empty list has none to remove). */
  readonly hasApplicants: boolean;
}

/** The company's tags (add one) and removing every tag of the job's applicants; its own chunk (TagGroup). */
export default function CompanyTagsSection({
  companyTags,
  onAddCompanyTag,
  onClearJobTags,
  canClear,
  hasApplicants,
}: CompanyTagsSectionProps) {
  return (
    <section className={css.tags} aria-labelledby="applicants-tags-title">
      <h2 id="applicants-tags-title" className={styles.subtitle}>
        {ApplicantsText.tagsTitle}
      </h2>
      <TagGroup
        label={ApplicantsText.companyTags}
        tags={companyTags.map((tag) => ({ id: String(tag.id), label: tag.tag }))}
        onAdd={onAddCompanyTag}
        addLabel={ApplicantsText.newTag}
        emptyText={ApplicantsText.noTags}
      />
      {/* A quiet button: it is rare, and asks for confirmation before anything is removed. */}
      {hasApplicants ? (
        <Inline>
          <Button variant="tertiary" isDisabled={!canClear} onPress={onClearJobTags}>
            {ApplicantsText.clearJobTags}
          </Button>
        </Inline>
      ) : null}
    </section>
  );
}
