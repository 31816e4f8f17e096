import { type ReactNode, useEffect, useState } from "react";
import { Modal } from "../Modal/Modal.tsx";
import * as styles from "./MultiStepModal.css.ts";

/** What each step's content and actions receive to move through the modal. */
export interface StepApi {
  /** The current step, starting at 0. */
  stepIndex: number;
  next: () => void;
  back: () => void;
  /** Closes the modal (the next opening starts again at the first step). */
  close: () => void;
}

export interface ModalStep {
  /** A stable id of the step. */
  id: string;
  /** The heading while this step shows (e.g. "Confirmation", "Reason"). */
  title: string;
  /** The step's content. */
  content: ReactNode | ((api: StepApi) => ReactNode);
  /** The step's buttons (e.g. Cancel and Confirm). */
  actions: (api: StepApi) => ReactNode;
}

export interface MultiStepModalProps {
  /** Whether the modal is open (controlled). */
  isOpen: boolean;
  /** Called when the modal asks to open or close. */
  onOpenChange: (isOpen: boolean) => void;
  /** The steps, in order. */
  steps: ReadonlyArray<ModalStep>;
  /**
   * Show "Step 1 of 2" above the content.
   * @default true
   */
  showProgress?: boolean;
  /**
   * Called when the step changes.
   * @default undefined
   */
  onStepChange?: (stepIndex: number) => void;
  /**
   * The maximum width.
   * @default "28rem"
   */
  width?: string;
}

/**
 * A modal that walks through steps (the Unsubscribe modal: Confirmation, then Reason). Closing it
 * returns to the first step, as the spec requires after a submit or a cancel.
 */
export function MultiStepModal({
  isOpen,
  onOpenChange,
  steps,
  showProgress = true,
  onStepChange,
  width,
}: MultiStepModalProps) {
  const [stepIndex, setStepIndex] = useState(0);
  useEffect(() => {
    if (!isOpen) setStepIndex(0);
  }, [isOpen]);
  useEffect(() => {
    onStepChange?.(stepIndex);
  }, [stepIndex, onStepChange]);

  const step = steps[stepIndex];
  if (!step) return null;
  const api: StepApi = {
    stepIndex,
    next: () => setStepIndex((current) => Math.min(steps.length - 1, current + 1)),
    back: () => setStepIndex((current) => Math.max(0, current - 1)),
    close: () => onOpenChange(false),
  };
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={step.title}
      width={width}
      footer={step.actions(api)}
    >
      {showProgress ? (
        <p className={styles.progress}>
          Step {stepIndex + 1} of {steps.length}
        </p>
      ) : null}
      {typeof step.content === "function" ? step.content(api) : step.content}
    </Modal>
  );
}
