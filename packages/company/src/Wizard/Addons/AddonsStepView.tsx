import { type AddonType, addonLabels, addonPrices, formatPrice, jobCost } from "@haulboard/domain";
import { Button, Checkbox, Switch, TextField } from "@haulboard/ui";
import { CompanyText } from "../../CompanyText.ts";
import * as styles from "../../styles.css.ts";
import { CostLines } from "../CostLines.tsx";
import { type AddonValues, addonSelectionsOf, type WizardDraft } from "../draft.ts";
import { JobPreview } from "./JobPreview.tsx";

export interface AddonsStepViewProps {
  readonly draft: WizardDraft;
  readonly hyperlinkError?: string | undefined;
  readonly onChange: (addons: AddonValues) => void;
  /** Absent on an edit screen (no step before). */
  readonly onBack?: (() => void) | undefined;
  readonly onNext: () => void;
  /** The main button. @default CompanyText.next */
  readonly nextLabel?: string | undefined;
  /** A save is running (edit screens). @default false */
  readonly isSaving?: boolean | undefined;
}

const paidAddons: readonly AddonType[] = ["promote", "boost", "hyperlink"];

/** Step 3: promote, boost, hyperlink or none; auto-renew; the totals; a preview of the job. */
export function AddonsStepView({
  draft,
  hyperlinkError,
  onChange,
  onBack,
  onNext,
  nextLabel = CompanyText.next,
  isSaving = false,
}: AddonsStepViewProps) {
  const { addons } = draft;
  const selections = addonSelectionsOf(addons);
  const postTotal = jobCost({ addresses: draft.addresses, addons: selections });
  const toggle = (type: AddonType, on: boolean) =>
    onChange({
      ...addons,
      chosen: on
        ? [...addons.chosen.filter((t) => t !== type), type]
        : addons.chosen.filter((t) => t !== type),
    });
  return (
    <section className={styles.form} aria-labelledby="addons-title">
      <h2 id="addons-title" className={styles.subtitle}>
        {CompanyText.steps[2]}
      </h2>
      <div className={styles.split}>
        <div className={styles.form}>
          <fieldset className={styles.form}>
            <legend className={styles.text}>{CompanyText.addonsChoice}</legend>
            <Checkbox
              isSelected={addons.chosen.length === 0}
              onChange={(on) => on && onChange({ ...addons, chosen: [] })}
            >
              {addonLabels.noAddons}
            </Checkbox>
            {paidAddons.map((type) => (
              <Checkbox
                key={type}
                isSelected={addons.chosen.includes(type)}
                onChange={(on) => toggle(type, on)}
                description={formatPrice(addonPrices[type])}
              >
                {addonLabels[type]}
              </Checkbox>
            ))}
          </fieldset>
          {addons.chosen.includes("hyperlink") ? (
            <TextField
              label={CompanyText.hyperlinkUrl}
              type="url"
              isRequired
              value={addons.hyperlinkUrl}
              onChange={(hyperlinkUrl) => onChange({ ...addons, hyperlinkUrl })}
              isInvalid={hyperlinkError !== undefined}
              errorMessage={hyperlinkError}
            />
          ) : null}
          <Switch isSelected={addons.autoRenew} onChange={(autoRenew) => onChange({ ...addons, autoRenew })}>
            {CompanyText.autoRenew}
          </Switch>
          <section aria-label={CompanyText.totalsLabel}>
            <dl className={styles.totals}>
              <CostLines addresses={draft.addresses} addons={addons.chosen} />
              <dt className={styles.total}>
                {CompanyText.postTotal} ({CompanyText.jobsInPost(draft.addresses.length)})
              </dt>
              <dd className={styles.total}>{formatPrice(postTotal)}</dd>
            </dl>
          </section>
        </div>
        <JobPreview draft={draft} />
      </div>
      <div className={styles.actions}>
        {onBack ? (
          <Button variant="secondary" onPress={onBack}>
            {CompanyText.back}
          </Button>
        ) : (
          <span />
        )}
        <Button onPress={onNext} isLoading={isSaving}>
          {nextLabel}
        </Button>
      </div>
    </section>
  );
}
