import { Ads } from "@haulboard/api/contract";
import { hooksFor } from "@haulboard/api/react";
import type { AdPlacement, AdStatus } from "@haulboard/domain";
import { keepPreviousData } from "@tanstack/react-query";

// Only the ads resource: the route carries its contract module, not the whole api.
const ads = hooksFor("ads", Ads.adsCalls);

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
  ads.useSearch(
    { query: { offset: page.skip, limit: page.take }, body: adSearchBody(filters) },
    { placeholderData: keepPreviousData },
  );

export const useAd = (id: number | null) => ads.useGet({ params: { id: id ?? 0 } }, { enabled: id !== null });
export const useAdSettings = () => ads.useGetSettings();
export const useCreateAd = ads.useCreate;
export const useUpdateAd = ads.useUpdate;
export const useDuplicateAd = ads.useDuplicate;
export const useDeleteAd = ads.useDelete;
export const useUpdateAdSettings = ads.useUpdateSettings;
