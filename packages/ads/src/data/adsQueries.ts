import type { Ads } from "@haulboard/api/contract";
import type { AdPlacement, AdStatus } from "@haulboard/domain";
import { useApi } from "@haulboard/shell/portal";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";

// The ads resource's reads and writes; its contract module loads with the first call (the api client's groups).

export interface AdFilters {
  readonly text: string;
  readonly status: AdStatus | null;
  readonly placement: AdPlacement | null;
}

/** The search body of the manage list: text in the name or advertiser, the status, a placement; newest first. */
export const adSearchBody = ({ text, status, placement }: AdFilters): typeof Ads.AdSearchRequest.Type => ({
  filters: [
    ...(text.trim() ? [{ field: "text" as const, operator: "ilike" as const, value: text.trim() }] : []),
    ...(status ? [{ field: "status" as const, operator: "equals" as const, value: status }] : []),
    ...(placement ? [{ field: "placement" as const, operator: "ilike" as const, value: placement }] : []),
  ],
  orders: [{ field: "created_at", direction: "desc" }],
});

export const useAdSearch = (filters: AdFilters, page: { skip: number; take: number }) =>
  useQuery(
    useApi().ads.search.queryOptions(
      { query: { offset: page.skip, limit: page.take }, body: adSearchBody(filters) },
      { placeholderData: keepPreviousData },
    ),
  );

export const useAd = (id: number | null) =>
  useQuery(useApi().ads.get.queryOptions({ params: { id: id ?? 0 } }, { enabled: id !== null }));
export const useAdSettings = () => useQuery(useApi().ads.getSettings.queryOptions());
export const useCreateAd = () => useMutation(useApi().ads.create.mutationOptions());
export const useUpdateAd = () => useMutation(useApi().ads.update.mutationOptions());
export const useDuplicateAd = () => useMutation(useApi().ads.duplicate.mutationOptions());
export const useDeleteAd = () => useMutation(useApi().ads.delete.mutationOptions());
export const useUpdateAdSettings = () => useMutation(useApi().ads.updateSettings.mutationOptions());
