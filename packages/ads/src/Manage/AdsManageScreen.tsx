import type { Ads } from "@haulboard/api/contract";
import { AdMessages, defaultPageSize } from "@haulboard/domain";
import { alertTextOf, useSubmit } from "@haulboard/shell/forms";
import { useDebouncedValue } from "@haulboard/ui";
import { useState } from "react";
import { useNavigate } from "react-router";
import { type AdFilters, useAdSearch, useDeleteAd, useDuplicateAd, useUpdateAd } from "../data/adsQueries.ts";
import * as styles from "../screens.css.ts";
import { AdsManageView } from "./AdsManageView.tsx";

const noFilters: AdFilters = { text: "", status: null, placement: null };

/** `/ads`, `/ads/manage`: the container of the manage list (POST /ads/search, the one page size of every list). */
export function AdsManageScreen() {
  const navigate = useNavigate();
  const [filters, setFilters] = useState<AdFilters>(noFilters);
  const [page, setPage] = useState({ skip: 0, take: defaultPageSize });
  const searched = useDebouncedValue(filters);
  const search = useAdSearch(searched, page);
  const update = useUpdateAd();
  const duplicate = useDuplicateAd();
  const remove = useDeleteAd();
  const pause = useSubmit(
    (ad: Ads.Ad) => update.mutateAsync({ params: { id: ad.id }, body: { paused: true } }),
    {
      successMessage: AdMessages.paused,
    },
  );
  const resume = useSubmit(
    (ad: Ads.Ad) => update.mutateAsync({ params: { id: ad.id }, body: { paused: false } }),
    { successMessage: AdMessages.resumed },
  );
  const copy = useSubmit((ad: Ads.Ad) => duplicate.mutateAsync({ params: { id: ad.id } }), {
    successMessage: AdMessages.duplicated,
  });
  const erase = useSubmit((ad: Ads.Ad) => remove.mutateAsync({ params: { id: ad.id } }), {
    successMessage: AdMessages.deleted,
  });
  return (
    <div className={styles.page}>
      <AdsManageView
        ads={search.data?.data ?? []}
        total={search.data?.pagination.total ?? 0}
        filters={filters}
        onFiltersChange={(next) => {
          setFilters(next);
          setPage((current) => ({ ...current, skip: 0 }));
        }}
        onQueryChange={(query) => setPage({ skip: query.skip, take: query.pageSize })}
        onNew={() => navigate("/ads/manage/new")}
        onEdit={(ad) => navigate(`/ads/manage/${ad.id}`)}
        onSetPaused={(ad, paused) => void (paused ? pause : resume).submit(ad)}
        onDuplicate={(ad) => void copy.submit(ad)}
        onDelete={(ad) => erase.submit(ad)}
        isLoading={search.isPending}
        error={search.error ? alertTextOf(search.error) : undefined}
      />
    </div>
  );
}
