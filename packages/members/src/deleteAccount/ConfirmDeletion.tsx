import { ConfirmDialog } from "@haulboard/ui";
import { MembersText } from "../MembersText.ts";

export interface ConfirmDeletionProps {
  readonly isOpen: boolean;
  /** The deletion runs: Yes is disabled. @default false */
  readonly isPending?: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** The deletion's confirmation dialog with No and Yes (access §2). */
export function ConfirmDeletion({ isOpen, isPending = false, onConfirm, onCancel }: ConfirmDeletionProps) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={MembersText.confirmTitle}
      message={MembersText.confirmText}
      onConfirm={onConfirm}
      isPending={isPending}
      isDestructive
    />
  );
}
