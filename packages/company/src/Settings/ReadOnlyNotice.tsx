import { Alert } from "@haulboard/ui";
import * as local from "./Settings.css.ts";
import { SettingsText } from "./SettingsText.ts";

/** Shown above a section a company user may see but not change. */
export function ReadOnlyNotice() {
  return <Alert kind="info" message={SettingsText.readOnly} />;
}

export interface FactsProps {
  readonly label: string;
  readonly items: ReadonlyArray<readonly [label: string, value: string | null | undefined]>;
}

/** Labelled values (read-only views). */
export function Facts({ label, items }: FactsProps) {
  return (
    <dl className={local.facts} aria-label={label}>
      {items.map(([name, value]) => (
        <div key={name} className={local.fact}>
          <dt className={local.factLabel}>{name}</dt>
          <dd className={local.factValue}>{value || SettingsText.none}</dd>
        </div>
      ))}
    </dl>
  );
}
