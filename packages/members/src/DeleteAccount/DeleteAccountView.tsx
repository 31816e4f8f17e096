import { Button } from "@haulboard/ui";
import { MembersText } from "../MembersText.ts";
import * as styles from "../styles.css.ts";
import { ConfirmDeletion } from "./ConfirmDeletion.tsx";

export interface DeleteAccountViewProps {
  /** The confirmation with No and Yes is open. @default false */
  readonly isConfirming?: boolean;
  /** The deletion runs: Yes shows progress and is disabled, and so is Delete account (access §2). @default false */
  readonly isDeleting?: boolean;
  /** Asks for confirmation. */
  readonly onDelete: () => void;
  /** Yes: delete the account. */
  readonly onConfirm: () => void;
  /** No: keep it. */
  readonly onCancel: () => void;
}

/** The members' delete-account section (access §2 "Delete Account screen"). */
export function DeleteAccountView({
  isConfirming = false,
  isDeleting = false,
  onDelete,
  onConfirm,
  onCancel,
}: DeleteAccountViewProps) {
  return (
    <section className={styles.page} aria-labelledby="delete-account-title">
      <h2 id="delete-account-title" className={styles.subtitle}>
        {MembersText.deleteAccountTitle}
      </h2>
      <p className={styles.text}>{MembersText.deleteAccountWarning}</p>
      <p className={styles.notice}>{MembersText.supportNotice}</p>
      <div>
        <Button variant="critical" isDisabled={isDeleting} onPress={onDelete}>
          {MembersText.deleteAccountButton}
        </Button>
      </div>
      <ConfirmDeletion
        isOpen={isConfirming}
        isPending={isDeleting}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    </section>
  );
}
