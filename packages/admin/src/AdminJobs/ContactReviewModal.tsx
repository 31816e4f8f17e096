import { Button, Inline, Modal, Stack, TextArea, TextField } from "@haulboard/ui";
import type { FormEvent } from "react";
import { AdminText } from "../AdminText.ts";

const text = AdminText.jobs;

export interface ContactReviewValues extends Record<string, unknown> {
  readonly subject: string;
  readonly message: string;
}

export interface ContactReviewModalProps {
  /** The job written about; the modal is closed without one. */
  readonly jobTitle: string | undefined;
  readonly values: ContactReviewValues;
  readonly errors: { readonly subject?: string | undefined; readonly message?: string | undefined };
  readonly onChange: (field: "subject" | "message", value: string) => void;
  readonly onSubmit: () => void;
  readonly onClose: () => void;
  readonly isPending?: boolean | undefined;
}

/** The admins' review message to a job's company (POST /admin/contact_review_job: subject and message). */
export function ContactReviewModal({
  jobTitle,
  values,
  errors,
  onChange,
  onSubmit,
  onClose,
  isPending = false,
}: ContactReviewModalProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal
      isOpen={jobTitle !== undefined}
      onOpenChange={(isOpen) => {
        if (!isOpen && !isPending) onClose();
      }}
      title={text.contactTitle(jobTitle ?? "")}
      isDismissable={!isPending}
    >
      <form onSubmit={submit} noValidate>
        <Stack space="md">
          <TextField
            label={text.subject}
            isRequired
            value={values.subject}
            onChange={(value) => onChange("subject", value)}
            isInvalid={errors.subject !== undefined}
            errorMessage={errors.subject}
          />
          <TextArea
            label={text.message}
            isRequired
            value={values.message}
            onChange={(value) => onChange("message", value)}
            isInvalid={errors.message !== undefined}
            errorMessage={errors.message}
          />
          <Inline space="sm">
            <Button variant="secondary" onPress={onClose} isDisabled={isPending}>
              {text.cancel}
            </Button>
            <Button type="submit" isLoading={isPending}>
              {text.send}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Modal>
  );
}
