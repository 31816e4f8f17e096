import { makeCodeTable } from "./CodeTable.ts";

/** Benefits (employer-work §9): the names sent to the server (ours, snake_case) and their labels. */
export const Benefit = makeCodeTable({
  retirement_plan: "Retirement Plan",
  dental: "Dental",
  health: "Health",
  vision_coverage: "Vision Coverage",
});
export type BenefitName = (typeof Benefit.codes)[number];

/** The form holds benefit labels; the payload their names. Unknown labels are dropped. */
export const benefitNamesOf = (labels: readonly string[]): BenefitName[] =>
  labels.flatMap((label) => {
    const name = Benefit.codeOf(label) ?? (Benefit.isCode(label) ? label : undefined);
    return name === undefined ? [] : [name];
  });

export const benefitLabelsOf = (names: readonly string[]): string[] =>
  names.flatMap((name) => (Benefit.isCode(name) ? [Benefit.labelOf(name)] : []));
