import { runApi, type Tags } from "@haulboard/api";
import { ErrorText } from "@haulboard/domain";
import { useSubmit } from "@haulboard/shell/forms";
import { useApi, useAppApi } from "@haulboard/shell/portal";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";

type Tag = Tags.Tag;

/**
 * Adding and removing a job's tags (POST /jobs/{id}/tag, DELETE /jobs/tag/{id}): each change ends with
 * 'Updated successfully' and refreshes every jobs query (the list and the detail) and the company's tags.
 * A removal can be undone (the tag is added again).
 */
export function useJobTags(jobId: number) {
  const client = useAppApi();
  const queryClient = useQueryClient();
  const api = useApi();
  const [lastRemoved, setLastRemoved] = useState<string | undefined>(undefined);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: api.jobs.key() }),
      queryClient.invalidateQueries({ queryKey: api.tags.list.key() }),
    ]);
  const added = useRef(false);
  const add = useSubmit(
    (tag: string) => runApi(client.tags.addToJob({ params: { id: jobId }, body: { tag } })),
    {
      successMessage: ErrorText.updatedSuccessfully,
      onSuccess: () => {
        added.current = true;
        setLastRemoved(undefined);
        void refresh();
      },
    },
  );
  const remove = useSubmit((tag: Tag) => runApi(client.tags.removeFromJob({ params: { id: tag.id } })), {
    successMessage: ErrorText.updatedSuccessfully,
    onSuccess: (_result, tag) => {
      setLastRemoved(tag.tag);
      void refresh();
    },
  });
  return {
    onAdd: async (text: string) => {
      added.current = false;
      await add.submit(text);
      return added.current;
    },
    isAdding: add.isSubmitting,
    onRemove: (tag: Tag) => void remove.submit(tag),
    lastRemoved,
    onUndo: () => {
      if (lastRemoved !== undefined) void add.submit(lastRemoved);
    },
  };
}
