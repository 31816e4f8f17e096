import type { Ads } from "@haulboard/api/contract";
import {
  AdMessages,
  AdPlacement,
  type AdStatus,
  adStatuses,
  adStatusLabels,
  clickThroughRate,
  defaultPageSize,
  formatDate,
} from "@haulboard/domain";
import {
  Badge,
  type BadgeTone,
  Button,
  ConfirmDialog,
  DataGrid,
  type DataGridColumn,
  type DataGridQuery,
  Inline,
  SearchField,
  Select,
  Stack,
} from "@haulboard/ui";
import { useState } from "react";
import { AdsText } from "../AdsText.ts";
import type { AdFilters } from "../data/adsQueries.ts";
import * as styles from "../screens.css.ts";

type Ad = Ads.Ad;
const text = AdsText.manage;

const statusTones: Readonly<Record<AdStatus, BadgeTone>> = {
  draft: "neutral",
  scheduled: "info",
  running: "success",
  paused: "warning",
  ended: "error",
};

const number = new Intl.NumberFormat("en-US");

/** CTR of the clicks that count (never the invalid ones) as "1.9%", or a dash before the first impression. */
export const ctrText = (ad: Pick<Ad, "impressions" | "clicks">): string => {
  const rate = clickThroughRate(ad.impressions, ad.clicks);
  return rate === null ? "—" : `${rate}%`;
};

const datesText = (ad: Ad) =>
  ad.startsAt === null
    ? text.noDates
    : `${formatDate(ad.startsAt)} – ${ad.endsAt ? formatDate(ad.endsAt) : text.noEnd}`;

const columns: ReadonlyArray<DataGridColumn<Ad>> = [
  {
    id: "name",
    header: text.columns.name,
    isRowHeader: true,
    value: (ad) => ad.name,
    cell: (ad) => (
      <span className={styles.nameCell}>
        <span className={styles.strong}>{ad.name}</span>
        <span className={styles.muted}>{ad.advertiser}</span>
      </span>
    ),
    isSortable: false,
  },
  {
    id: "status",
    header: text.columns.status,
    value: (ad) => ad.status,
    cell: (ad) => <Badge tone={statusTones[ad.status]}>{adStatusLabels[ad.status]}</Badge>,
    isSortable: false,
  },
  {
    id: "placements",
    header: text.columns.placements,
    value: (ad) => ad.placements.map(AdPlacement.labelOf).join(", "),
    isSortable: false,
  },
  { id: "dates", header: text.columns.dates, value: datesText, isSortable: false },
  {
    id: "impressions",
    header: text.columns.impressions,
    value: (ad) => number.format(ad.impressions),
    align: "end",
    isSortable: false,
  },
  {
    id: "clicks",
    header: text.columns.clicks,
    value: (ad) => number.format(ad.clicks),
    align: "end",
    isSortable: false,
  },
  {
    id: "invalidClicks",
    header: text.columns.invalidClicks,
    value: (ad) => number.format(ad.invalidClicks),
    align: "end",
    isSortable: false,
  },
  { id: "ctr", header: text.columns.ctr, value: ctrText, align: "end", isSortable: false },
];

export interface AdsManageViewProps {
  readonly ads: readonly Ad[];
  readonly total: number;
  readonly filters: AdFilters;
  readonly onFiltersChange: (filters: AdFilters) => void;
  readonly onQueryChange: (query: DataGridQuery) => void;
  readonly onNew: () => void;
  readonly onEdit: (ad: Ad) => void;
  /** Pause or resume (`paused` is the new value). */
  readonly onSetPaused: (ad: Ad, paused: boolean) => void;
  readonly onDuplicate: (ad: Ad) => void;
  /** Deletes; resolves when done (the dialog closes then). */
  readonly onDelete: (ad: Ad) => Promise<void>;
  /** @default false */
  readonly isLoading?: boolean;
  /** @default undefined */
  readonly error?: string;
}

/** `/ads/manage`: search, filters, the paged list with figures, and each ad's actions. */
export function AdsManageView({
  ads,
  total,
  filters,
  onFiltersChange,
  onQueryChange,
  onNew,
  onEdit,
  onSetPaused,
  onDuplicate,
  onDelete,
  isLoading = false,
  error,
}: AdsManageViewProps) {
  const [deleting, setDeleting] = useState<Ad | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const anyOption = { id: "any", label: text.any };
  const isFiltered = filters.text.trim() !== "" || filters.status !== null || filters.placement !== null;
  return (
    <Stack space="lg">
      <div className={styles.header}>
        <h1 className={styles.title}>{text.title}</h1>
        <Button onPress={onNew}>{text.newAd}</Button>
      </div>
      <div className={styles.filters}>
        <SearchField
          label={text.search}
          placeholder={text.searchPlaceholder}
          value={filters.text}
          onChange={(value) => onFiltersChange({ ...filters, text: value })}
        />
        <Select
          label={text.status}
          options={[
            anyOption,
            ...adStatuses.map((status) => ({ id: status, label: adStatusLabels[status] })),
          ]}
          selectedKey={filters.status ?? "any"}
          onSelectionChange={(key) =>
            onFiltersChange({
              ...filters,
              status: adStatuses.includes(String(key) as AdStatus) ? (String(key) as AdStatus) : null,
            })
          }
        />
        <Select
          label={text.placement}
          options={[anyOption, ...AdPlacement.options.map(({ value, label }) => ({ id: value, label }))]}
          selectedKey={filters.placement ?? "any"}
          onSelectionChange={(key) =>
            onFiltersChange({
              ...filters,
              placement: key && AdPlacement.isCode(String(key)) ? (String(key) as AdPlacement) : null,
            })
          }
        />
      </div>
      <DataGrid
        label={text.grid}
        mode="server"
        columns={columns}
        data={ads}
        rowCount={total}
        getRowId={(ad) => String(ad.id)}
        getRowLabel={(ad) => ad.name}
        onQueryChange={onQueryChange}
        isLoading={isLoading}
        error={error}
        emptyText={isFiltered ? AdMessages.noMatches : AdMessages.noAds}
        defaultPageSize={defaultPageSize}
        rowActions={(ad) => (
          <Inline space="xs">
            <Button
              size="small"
              variant="secondary"
              onPress={() => onEdit(ad)}
              aria-label={`${text.edit} ${ad.name}`}
            >
              {text.edit}
            </Button>
            {ad.status === "ended" || ad.status === "draft" ? null : (
              <Button
                size="small"
                variant="secondary"
                onPress={() => onSetPaused(ad, !ad.paused)}
                aria-label={`${ad.paused ? text.resume : text.pause} ${ad.name}`}
              >
                {ad.paused ? text.resume : text.pause}
              </Button>
            )}
            <Button
              size="small"
              variant="secondary"
              onPress={() => onDuplicate(ad)}
              aria-label={`${text.duplicate} ${ad.name}`}
            >
              {text.duplicate}
            </Button>
            <Button
              size="small"
              variant="critical"
              onPress={() => setDeleting(ad)}
              aria-label={`${text.delete} ${ad.name}`}
            >
              {text.delete}
            </Button>
          </Inline>
        )}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen && !isDeleting) setDeleting(null);
        }}
        title={text.deleteTitle}
        message={deleting ? `${deleting.name}: ${AdMessages.deleteConfirm}` : undefined}
        isDestructive
        isPending={isDeleting}
        onConfirm={() => {
          if (!deleting) return;
          setIsDeleting(true);
          onDelete(deleting)
            .then(() => setDeleting(null))
            .catch(() => undefined)
            .finally(() => setIsDeleting(false));
        }}
      />
    </Stack>
  );
}
