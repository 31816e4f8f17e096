import { Experience, formatPrice, HomeTime, JobType, SalaryType } from "@haulboard/domain";
import { RichTextContent } from "@haulboard/editor/field";
import { Badge } from "@haulboard/ui";
import { CompanyText } from "../../CompanyText.ts";
import * as styles from "../../styles.css.ts";
import type { WizardDraft } from "../draft.ts";

const labelOf = (table: { isCode: (v: unknown) => boolean; labelOf: (c: never) => string }, code: string) =>
  table.isCode(code) ? table.labelOf(code as never) : code;

/** Beyond the spec: the job as a driver will see it, before paying. */
export function JobPreview({ draft }: { readonly draft: WizardDraft }) {
  const { content } = draft;
  const pay = Number(content.expectedPay);
  const where = draft.addresses.map((address) => [address.city, address.state].filter(Boolean).join(", "));
  return (
    <article className={styles.preview} aria-labelledby="preview-title">
      <p id="preview-title" className={styles.muted}>
        {CompanyText.previewTitle}
      </p>
      <h3 className={styles.subtitle}>{content.title}</h3>
      {where.length > 0 ? <p className={styles.text}>{where.join(" · ")}</p> : null}
      <ul className={styles.facts} aria-label={CompanyText.previewFacts}>
        <li>
          <Badge tone="brand">{labelOf(JobType, content.jobType)}</Badge>
        </li>
        <li>
          <Badge>{labelOf(Experience, content.requiredExperience)}</Badge>
        </li>
        <li>
          <Badge>{labelOf(HomeTime, content.homeTime)}</Badge>
        </li>
        {content.driverUnload ? (
          <li>
            <Badge tone="info">{CompanyText.driverUnload}</Badge>
          </li>
        ) : null}
      </ul>
      {Number.isFinite(pay) && content.expectedPay !== "" ? (
        <p className={styles.text}>
          <strong>
            {formatPrice(pay)} {labelOf(SalaryType, content.salaryType).toLowerCase()}
          </strong>
        </p>
      ) : null}
      {content.benefits.length > 0 ? (
        <p className={styles.text}>
          {CompanyText.benefits}: {content.benefits.join(", ")}
        </p>
      ) : null}
      {content.endorsements.length > 0 ? (
        <p className={styles.text}>
          {CompanyText.endorsements}: {content.endorsements.join(", ")}
        </p>
      ) : null}
      <div className={styles.description}>
        <RichTextContent
          html={content.jobDescription}
          label={CompanyText.jobDescription}
          emptyText={CompanyText.previewNoDescription}
        />
      </div>
    </article>
  );
}
