import type { Tags } from "@haulboard/api";
import { Button, Modal } from "@haulboard/ui";
import { CompanyText } from "../CompanyText.ts";
import { JobTagsEditor } from "./JobTagsEditor.tsx";
import { useJobTags } from "./useJobTags.ts";

export interface JobTagsDialogProps {
  /** The job whose tags change; its tags follow the list's refreshed data. */
  readonly job: { readonly id: number; readonly title: string; readonly tags: readonly Tags.Tag[] };
  readonly onClose: () => void;
}

/** Posted Jobs' "Edit tags": the job's tags, add and remove (the detail shows the same editor inline). */
export function JobTagsDialog({ job, onClose }: JobTagsDialogProps) {
  const tagEditing = useJobTags(job.id);
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={CompanyText.manageTagsOf(job.title)}
      footer={({ close }) => (
        <Button variant="primary" onPress={close}>
          {CompanyText.done}
        </Button>
      )}
    >
      <JobTagsEditor title={job.title} tags={job.tags} canEdit {...tagEditing} />
    </Modal>
  );
}

export default JobTagsDialog;
