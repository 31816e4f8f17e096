import type { Tags } from "@haulboard/api";
import { ErrorText } from "@haulboard/domain";
import { useSubmit } from "@haulboard/shell/forms";
import { useApi } from "@haulboard/shell/portal";
import { useRef, useState } from "react";

type Tag = Tags.Tag;

/**
 * Adding and removing a job's tags (POST /jobs/{id}/tag, DELETE /jobs/tag/{id}): each change ends with
 * 'Updated successfully' and refreshes every jobs query (the list and the detail) and the company's tags
 * (the tags resource's writes invalidate jobs, tags and applicants).
 * A removal can be undone (the tag is added again).
 */
export function useJobTags(jobId: number) {
  const api = useApi();
  const [lastRemoved, setLastRemoved] = useState<string | undefined>(undefined);
  const removing = useRef<Tag | undefined>(undefined);
  const added = useRef(false);
  const add = useSubmit(api.tags.addToJob.mutationOptions(), {
    successMessage: ErrorText.updatedSuccessfully,
    onSuccess: () => {
      added.current = true;
      setLastRemoved(undefined);
    },
  });
  const remove = useSubmit(api.tags.removeFromJob.mutationOptions(), {
    successMessage: ErrorText.updatedSuccessfully,
    onSuccess: () => setLastRemoved(removing.current?.tag),
  });
  const addTag = (tag: string) => add.submit({ params: { id: jobId }, body: { tag } });
  return {
    onAdd: async (text: string) => {
      added.current = false;
      await addTag(text);
      return added.current;
    },
    isAdding: add.isSubmitting,
    onRemove: (tag: Tag) => {
      removing.current = tag;
      void remove.submit({ params: { id: tag.id } });
    },
    lastRemoved,
    onUndo: () => {
      if (lastRemoved !== undefined) void addTag(lastRemoved);
    },
  };
}
