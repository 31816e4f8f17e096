import type { News } from "@haulboard/api";
import { channelTypeLabels, channelTypes, type NewsChannelType } from "@haulboard/domain";
import { Alert, Button, FormActions, Modal, Select, Stack, Switch, TextArea, TextField } from "@haulboard/ui";
import { useState } from "react";
import { NewsLabels } from "../NewsLabels.ts";

export interface ChannelFormModalProps {
  /** The channel being edited; undefined creates one. */
  channel: News.Channel | undefined;
  isOpen: boolean;
  onClose: () => void;
  /** Saves; rejects with an Error whose message the form shows. */
  onSave: (input: News.ChannelInput) => Promise<void>;
}

const typeOptions = channelTypes.map((type) => ({ id: type, label: channelTypeLabels[type] }));
const nameMissing = "Enter the channel's name.";

/** Create or edit a channel: channel_type, name, description, is_active (employer-work §3). */
export function ChannelFormModal({ channel, isOpen, onClose, onSave }: ChannelFormModalProps) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={channel ? NewsLabels.editChannel : NewsLabels.newChannel}
    >
      {/* Keyed so that each opening starts from the channel's values. */}
      <ChannelFields key={channel?.id ?? "new"} channel={channel} onClose={onClose} onSave={onSave} />
    </Modal>
  );
}

function ChannelFields({ channel, onClose, onSave }: Omit<ChannelFormModalProps, "isOpen">) {
  const [name, setName] = useState(channel?.name ?? "");
  const [channelType, setChannelType] = useState<NewsChannelType>(channel?.channelType ?? "news");
  const [description, setDescription] = useState(channel?.description ?? "");
  const [isActive, setIsActive] = useState(channel?.isActive ?? true);
  const [nameError, setNameError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | undefined>();
  const [isPending, setPending] = useState(false);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (name.trim() === "") {
      setNameError(nameMissing);
      return;
    }
    setPending(true);
    setServerError(undefined);
    onSave({ name: name.trim(), channelType, description: description.trim() || null, isActive })
      .then(onClose)
      .catch((failure: unknown) =>
        setServerError(failure instanceof Error ? failure.message : String(failure)),
      )
      .finally(() => setPending(false));
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack space="md">
        {serverError ? <Alert kind="error" message={serverError} /> : null}
        <TextField
          label={NewsLabels.channelName}
          value={name}
          onChange={(value) => {
            setName(value);
            setNameError(undefined);
          }}
          isRequired
          isInvalid={nameError !== undefined}
          errorMessage={nameError}
          maxLength={100}
        />
        <Select
          label={NewsLabels.channelType}
          options={typeOptions}
          value={channelType}
          onChange={(key) => setChannelType(String(key) as NewsChannelType)}
        />
        <TextArea
          label={NewsLabels.description}
          value={description}
          onChange={setDescription}
          maxLength={2000}
        />
        <Switch isSelected={isActive} onChange={setIsActive}>
          {NewsLabels.channelActive}
        </Switch>
        <FormActions>
          <Button variant="secondary" onPress={onClose} isDisabled={isPending}>
            {NewsLabels.cancel}
          </Button>
          <Button type="submit" isLoading={isPending}>
            {NewsLabels.save}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
