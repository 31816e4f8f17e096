import { ConfirmDialog } from "@haulboard/ui";
import { MembersText } from "../MembersText.ts";

export interface ConfirmDeletionProps {
  readonly isOpen: boolean;
  /** The deletion runs: Yes shows progress, reads 'Yes Loading' and is `aria-disabled`. @default false */
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
        // No stays available while deleting: the dialog closes, the deletion goes on (Delete account stays
        // disabled until it ends).
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
