import type { News } from "@haulboard/api";
import { channelTypeLabels, defaultPageSize, formatDate, NewsText } from "@haulboard/domain";
import {
  Badge,
  Button,
  DataGrid,
  type DataGridColumn,
  type DataGridQuery,
  Inline,
  Link,
  PageHeader,
  SearchField,
  Select,
  Stack,
} from "@haulboard/ui";
import { useState } from "react";
import type { ChannelStatus } from "../data/newsQueries.ts";
import { NewsLabels } from "../NewsLabels.ts";
import { ChannelFormModal } from "./ChannelFormModal.tsx";

type Channel = News.Channel;

export interface ChannelListViewProps {
  /** "list" is /news (open a channel's posts); "manage" is /admin/channels (create, edit, (de)activate). */
  mode: "list" | "manage";
  channels: ReadonlyArray<Channel>;
  total: number;
  search: string;
  onSearchChange: (search: string) => void;
  status: ChannelStatus;
  onStatusChange: (status: ChannelStatus) => void;
  onQueryChange: (query: DataGridQuery) => void;
  /** Whether the caller manages channels (news admins, admins); contributors see the list only. @default false */
  canManage?: boolean;
  /** Saves a channel (create when `id` is undefined); rejects with the message to show. */
  onSave?: (id: number | undefined, input: News.ChannelInput) => Promise<boolean>;
  /** @default false */
  isLoading?: boolean;
  /** @default undefined */
  error?: string;
  /** @default the domain's text */
  emptyText?: string;
  /** Changing it starts the grid again on page 1 (a new search). @default undefined */
  gridKey?: string;
}

const statusOptions = [
  { id: "all", label: NewsLabels.statusAll },
  { id: "active", label: NewsLabels.statusActive },
  { id: "inactive", label: NewsLabels.statusInactive },
];

const inputOf = (channel: Channel, isActive: boolean): News.ChannelInput => ({
  channelType: channel.channelType,
  name: channel.name,
  description: channel.description,
  isActive,
});

/** The channels: search by name, status filter, 50 a page, newest first. */
export function ChannelListView({
  mode,
  channels,
  total,
  search,
  onSearchChange,
  status,
  onStatusChange,
  onQueryChange,
  canManage = false,
  onSave,
  isLoading = false,
  error,
  emptyText = NewsText.noChannels,
  gridKey,
}: ChannelListViewProps) {
  const [editing, setEditing] = useState<{ channel: Channel | undefined } | undefined>();
  const manage = mode === "manage" && canManage && onSave !== undefined;
  const columns: DataGridColumn<Channel>[] = [
    {
      id: "name",
      header: NewsLabels.columns.name,
      value: (channel) => channel.name,
      cell: (channel) => <Link href={`/news/channels/${channel.id}`}>{channel.name}</Link>,
      isSortable: false,
      isRowHeader: true,
    },
    {
      id: "type",
      header: NewsLabels.columns.type,
      value: (channel) => channelTypeLabels[channel.channelType],
      isSortable: false,
    },
    {
      id: "status",
      header: NewsLabels.columns.status,
      value: (channel) => channel.isActive,
      cell: (channel) => (
        <Badge tone={channel.isActive ? "success" : "neutral"}>
          {channel.isActive ? NewsLabels.statusActive : NewsLabels.statusInactive}
        </Badge>
      ),
      isSortable: false,
    },
    {
      id: "created",
      header: NewsLabels.columns.created,
      value: (channel) => channel.createdAt,
      cell: (channel) => formatDate(channel.createdAt),
      isSortable: false,
    },
  ];
  if (manage) {
    columns.push({
      id: "actions",
      header: NewsLabels.columns.actions,
      cell: (channel) => (
        <Inline space="xs">
          <Button
            size="small"
            variant="secondary"
            onPress={() => setEditing({ channel })}
            aria-label={`${NewsLabels.edit} ${channel.name}`}
          >
            {NewsLabels.edit}
          </Button>
          <Button
            size="small"
            variant="tertiary"
            onPress={() =>
              void onSave(channel.id, inputOf(channel, !channel.isActive)).catch(() => undefined)
            }
            aria-label={`${channel.isActive ? NewsLabels.deactivate : NewsLabels.activate} ${channel.name}`}
          >
            {channel.isActive ? NewsLabels.deactivate : NewsLabels.activate}
          </Button>
        </Inline>
      ),
      isSortable: false,
    });
  }
  return (
    <Stack space="lg">
      <PageHeader
        title={mode === "manage" ? NewsLabels.manageTitle : NewsLabels.newsTitle}
        actions={
          manage ? (
            <Button onPress={() => setEditing({ channel: undefined })}>{NewsLabels.newChannel}</Button>
          ) : null
        }
      />
      <Inline space="md" alignY="end">
        <SearchField label={NewsLabels.search} value={search} onChange={onSearchChange} />
        <Select
          label={NewsLabels.status}
          options={statusOptions}
          value={status}
          onChange={(key) => onStatusChange(String(key) as ChannelStatus)}
        />
      </Inline>
      <DataGrid
        key={gridKey}
        label={mode === "manage" ? NewsLabels.manageTitle : NewsLabels.newsTitle}
        mode="server"
        columns={columns}
        data={channels}
        rowCount={total}
        getRowId={(channel) => String(channel.id)}
        getRowLabel={(channel) => channel.name}
        onQueryChange={onQueryChange}
        isLoading={isLoading}
        error={error}
        emptyText={emptyText}
        defaultPageSize={defaultPageSize}
      />
      {manage ? (
        <ChannelFormModal
          channel={editing?.channel}
          isOpen={editing !== undefined}
          onClose={() => setEditing(undefined)}
          onSave={(input) => onSave(editing?.channel?.id, input)}
        />
      ) : null}
    </Stack>
  );
}
