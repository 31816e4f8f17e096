import type { ReactNode } from "react";
import { Icon } from "../Icon/Icon.tsx";
import { checkIcon } from "../Icon/icons.tsx";
import * as styles from "./Stepper.css.ts";

export interface StepperProps {
  /** The step names in order (the job wizard: content, targeting address, add-ons, payment). */
  steps: ReadonlyArray<string>;
  /** The current step, starting at 0. */
  currentStep: number;
  /**
   * The name of the list.
   * @default "Progress"
   */
  label?: string;
  /**
   * Makes completed steps buttons that go back to them.
   * @default undefined
   */
  onStepPress?: (index: number) => void;
}

/** Wizard progress: completed, current (aria-current="step") and upcoming steps. */
export function Stepper({ steps, currentStep, label = "Progress", onStepPress }: StepperProps) {
  return (
    <ol className={styles.list} aria-label={label}>
      {steps.map((step, index) => {
        const state = index < currentStep ? "complete" : index === currentStep ? "current" : "upcoming";
        const marker: ReactNode = state === "complete" ? <Icon icon={checkIcon} size="small" /> : index + 1;
        const content = (
          <>
            <span className={styles.marker} aria-hidden="true">
              {marker}
            </span>
            <span className={styles.label}>{step}</span>
            {state === "complete" ? <span className={styles.hidden}> (completed)</span> : null}
          </>
        );
        return (
          <li
            key={step}
            className={styles.item}
            data-state={state}
            aria-current={state === "current" ? "step" : undefined}
          >
            {state === "complete" && onStepPress ? (
              <button type="button" className={styles.button} onClick={() => onStepPress(index)}>
                {content}
              </button>
            ) : (
              content
            )}
          </li>
        );
      })}
    </ol>
  );
}
