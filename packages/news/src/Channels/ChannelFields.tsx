import type { News } from "@haulboard/api";
import { ChannelForm, channelTypeLabels, channelTypes, type NewsChannelType } from "@haulboard/domain";
import { useSchemaForm } from "@haulboard/shell/forms";
import { Button, FormActions, Select, Stack, Switch, TextArea, TextField } from "@haulboard/ui";
import { useState } from "react";
import { NewsLabels } from "../NewsLabels.ts";

export interface ChannelFieldsProps {
  /** The channel being edited; undefined creates one. */
  channel: News.Channel | undefined;
  onClose: () => void;
  /** Saves; resolves whether it saved (`false` keeps the form open with its values). */
  onSave: (input: News.ChannelInput) => Promise<boolean>;
}

const typeOptions = channelTypes.map((type) => ({ id: type, label: channelTypeLabels[type] }));

/** The channel form: channel_type, name, description, is_active (employer-work §3). */
export default function ChannelFields({ channel, onClose, onSave }: ChannelFieldsProps) {
  const form = useSchemaForm<ChannelForm, ChannelForm>(ChannelForm, {
    channelType: channel?.channelType ?? "news",
    name: channel?.name ?? "",
    description: channel?.description ?? "",
    isActive: channel?.isActive ?? true,
  });
  const [isPending, setPending] = useState(false);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    form.submit((valid) => {
      setPending(true);
      onSave({
        name: valid.name.trim(),
        channelType: valid.channelType,
        description: valid.description.trim() || null,
        isActive: valid.isActive,
      })
        .then((saved) => {
          // A refusal is the shell's alert; the form stays open with its values.
          if (saved) onClose();
        })
        .finally(() => setPending(false));
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack space="md">
        <TextField
          label={NewsLabels.channelName}
          {...form.textFieldProps("name")}
          isRequired
          maxLength={100}
        />
        <Select
          label={NewsLabels.channelType}
          options={typeOptions}
          value={form.values.channelType}
          onChange={(key) => form.setValue("channelType", String(key) as NewsChannelType)}
        />
        <TextArea
          label={NewsLabels.description}
          value={form.values.description}
          onChange={(value) => form.setValue("description", value)}
          errorMessage={form.errorOf("description")}
          maxLength={2000}
        />
        <Switch isSelected={form.values.isActive} onChange={(value) => form.setValue("isActive", value)}>
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
