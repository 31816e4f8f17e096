import type { News } from "@haulboard/api";
import { ErrorText } from "@haulboard/domain";
import { lazyView, Modal, Spinner } from "@haulboard/ui";
import { Suspense } from "react";
import { NewsLabels } from "../NewsLabels.ts";
import type { ChannelFieldsProps } from "./ChannelFields.tsx";

export interface ChannelFormModalProps {
  /** The channel being edited; undefined creates one. */
  channel: News.Channel | undefined;
  isOpen: boolean;
  onClose: () => void;
  /**
   * Saves (the container's `useSubmit`: a failure is the shell's alert). It resolves whether it saved:
   * `false` keeps the form open with its values.
   */
  onSave: (input: News.ChannelInput) => Promise<boolean>;
}

// The form's fields (text area, switch, validation) load once the managing list is on screen, not with
// the page: a modal opens on loaded code, and a very quick press shows a spinner until it arrives.
const channelFields = lazyView<ChannelFieldsProps>(() => import("./ChannelFields.tsx"));

/** Create or edit a channel: channel_type, name, description, is_active (employer-work §3). */
export function ChannelFormModal({ channel, isOpen, onClose, onSave }: ChannelFormModalProps) {
  const ChannelFields = channelFields.useView();
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={channel ? NewsLabels.editChannel : NewsLabels.newChannel}
    >
      <Suspense fallback={<Spinner label={ErrorText.loading} />}>
        {/* Keyed so that each opening starts from the channel's values. */}
        <ChannelFields key={channel?.id ?? "new"} channel={channel} onClose={onClose} onSave={onSave} />
      </Suspense>
    </Modal>
  );
}
