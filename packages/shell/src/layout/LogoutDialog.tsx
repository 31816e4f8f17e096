import { ConfirmDialog } from "@haulboard/ui";

/** The logout confirmation's texts (the spec names the dialog, not its wording). */
export const logoutDialogText = { title: "Log out", message: "Are you sure you want to log out?" } as const;

export interface LogoutDialogProps {
  readonly isOpen: boolean;
  /** Yes: go to the portal's logout route. */
  readonly onConfirm: () => void;
  /** No, Escape or a click outside. */
  readonly onCancel: () => void;
}

/** The logout confirmation dialog (access §2), with No and Yes. */
export function LogoutDialog({ isOpen, onConfirm, onCancel }: LogoutDialogProps) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={logoutDialogText.title}
      message={logoutDialogText.message}
      onConfirm={onConfirm}
    />
  );
}
