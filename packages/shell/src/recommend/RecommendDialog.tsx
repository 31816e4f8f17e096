import { Button, Modal, TextField } from "@haulboard/ui";
import type { FormEvent } from "react";
import * as styles from "./RecommendDialog.css.ts";
import { type InviteStatus, type InviteValues, inviteStatusTexts } from "./useInvite.ts";

/** The dialog's title and intro (the spec names the fields and the Send button, not the title). */
export const recommendText = {
  title: "Recommend Haulboard",
  intro: "Tell a colleague about Haulboard: we prepare the message, your mail client sends it.",
  fullName: "Full name",
  email: "Email",
  send: "Send",
} as const;

export interface RecommendDialogProps {
  readonly isOpen: boolean;
  readonly onClose: () => void;
  readonly values: InviteValues;
  readonly errors: Partial<Record<keyof InviteValues, string | undefined>>;
  readonly status: InviteStatus;
  /** Send is disabled while loading or while the form is invalid (access §5). */
  readonly canSend: boolean;
  readonly onChange: (field: keyof InviteValues, value: string) => void;
  readonly onBlur: (field: keyof InviteValues) => void;
  readonly onSend: () => void;
}

/** The Recommend (invite) dialog (access §2, §4, §8): fullName, email, Send, and every status text. */
export function RecommendDialog({
  isOpen,
  onClose,
  values,
  errors,
  status,
  canSend,
  onChange,
  onBlur,
  onSend,
}: RecommendDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSend) onSend();
  };
  const texts = status === "editing" ? [] : inviteStatusTexts[status];
  const isError = status === "failed" || status === "noMailClient";
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={recommendText.title}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.text}>{recommendText.intro}</p>
        <TextField
          label={recommendText.fullName}
          name="fullName"
          autoComplete="off"
          value={values.fullName}
          onChange={(value) => onChange("fullName", value)}
          onBlur={() => onBlur("fullName")}
          isInvalid={errors.fullName !== undefined}
          errorMessage={errors.fullName}
        />
        <TextField
          label={recommendText.email}
          name="email"
          type="email"
          autoComplete="off"
          value={values.email}
          onChange={(value) => onChange("email", value)}
          onBlur={() => onBlur("email")}
          isInvalid={errors.email !== undefined}
          errorMessage={errors.email}
        />
        <div className={styles.status} role={isError ? "alert" : "status"}>
          {texts.map((text) => (
            <p key={text} className={isError ? styles.error : styles.text}>
              {text}
            </p>
          ))}
        </div>
        <div>
          {/* Loading while sending (the progress text above says what happens); disabled while invalid. */}
          <Button
            type="submit"
            isDisabled={!canSend && status !== "sending"}
            isLoading={status === "sending"}
          >
            {recommendText.send}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
