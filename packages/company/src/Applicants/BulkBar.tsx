import type { Tags } from "@haulboard/api";
import { type ApplicantStageCode, applicantStageCodes, applicantStageLabels } from "@haulboard/domain";
import { Button, Select } from "@haulboard/ui";
import { useState } from "react";
import * as css from "./Applicants.css.ts";
import { ApplicantsText } from "./ApplicantsText.ts";
import type { BulkAction } from "./ApplicantsView.tsx";

type Tag = Tags.Tag;

/** The bulk actions on the selected applicants (its own chunk: it shows only once rows are selected). */
export default function BulkBar({
  count,
  companyTags,
  onBulk,
}: {
  count: number;
  companyTags: readonly Tag[];
  onBulk: (action: BulkAction) => void;
}) {
  const [stage, setStage] = useState<ApplicantStageCode>("reviewed");
  const [tagId, setTagId] = useState<number | null>(null);
  const chosenTag = companyTags.some((tag) => tag.id === tagId) ? tagId : null;
  return (
    <section className={css.bulk} aria-label={ApplicantsText.bulkLabel}>
      <p className={css.bulkCount} role="status">
        {ApplicantsText.selected(count)}
      </p>
      <div className={css.bulkGroup}>
        <Select
          label={ApplicantsText.moveTo}
          options={applicantStageCodes.map((code) => ({ id: code, label: applicantStageLabels[code] }))}
          value={stage}
          onChange={(key) => {
            if (key !== null) setStage(key as ApplicantStageCode);
          }}
        />
        <Button variant="secondary" onPress={() => onBulk({ kind: "stage", stage })}>
          {ApplicantsText.moveButton}
        </Button>
      </div>
      <div className={css.bulkGroup}>
        <Select
          label={ApplicantsText.bulkTag}
          placeholder={ApplicantsText.chooseTag}
          options={companyTags.map((tag) => ({ id: String(tag.id), label: tag.tag }))}
          value={chosenTag === null ? null : String(chosenTag)}
          onChange={(key) => setTagId(key === null ? null : Number(key))}
        />
        <Button
          variant="secondary"
          isDisabled={chosenTag === null}
          onPress={() => chosenTag !== null && onBulk({ kind: "tag", tagId: chosenTag })}
        >
          {ApplicantsText.tagButton}
        </Button>
        <Button
          variant="secondary"
          isDisabled={chosenTag === null}
          onPress={() => chosenTag !== null && onBulk({ kind: "untag", tagId: chosenTag })}
        >
          {ApplicantsText.untagButton}
        </Button>
      </div>
    </section>
  );
}
